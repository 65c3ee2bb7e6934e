import Foundation
import ParleyIntents

/// A test app for messaging, files and payments as Apple's App Intents declares them: people
/// from an options provider (the stand-in for contacts) and as said, a file asked for by path,
/// a file returned, a payment method among those offered, and a choice asked inside `perform()`.
enum Post {
  static let app = ParleyApp(
    name: "Post", shortcuts: PostShortcuts.self, intents: [CallNumber.self])
}

struct PostShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: MessageFriend(), phrases: ["Message a friend with \(.applicationName)"])
    AppShortcut(intent: AttachFile(), phrases: ["Attach a file in \(.applicationName)"])
    AppShortcut(intent: PayFriend(), phrases: ["Pay a friend with \(.applicationName)"])
    AppShortcut(intent: ExportThread(), phrases: ["Export the thread from \(.applicationName)"])
    AppShortcut(intent: ClearThread(), phrases: ["Clear the thread in \(.applicationName)"])
    AppShortcut(intent: SendNote(), phrases: ["Send a note with \(.applicationName)"])
    AppShortcut(intent: StartGroup(), phrases: ["Start a group with \(.applicationName)"])
    AppShortcut(intent: TidyThread(), phrases: ["Tidy the thread in \(.applicationName)"])
  }
}

/// The people the app knows, as a device's contacts would list them.
struct FriendOptions: DynamicOptionsProvider {
  static func friend(_ given: String, _ family: String, _ email: String) -> IntentPerson {
    var name = PersonNameComponents()
    name.givenName = given
    name.familyName = family
    return IntentPerson(
      identifier: .applicationDefined(email), name: .components(name),
      handle: IntentPerson.Handle(emailAddress: email))
  }

  func results() async throws -> [IntentPerson] {
    [
      Self.friend("Ana", "Lopez", "ana@example.com"),
      Self.friend("Ana", "Kim", "kim@example.com"),
      Self.friend("Ben", "Okafor", "ben@example.com"),
    ]
  }
}

struct MessageFriend: AppIntent {
  static let title: LocalizedStringResource = "Message Friend"

  @Parameter(title: "Recipient", optionsProvider: FriendOptions())
  var recipient: IntentPerson

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard case .components(let name) = recipient.name else {
      return .result(dialog: "Messaged \(recipient).")
    }
    let handle = recipient.handle.map(text) ?? "no handle"
    return .result(
      dialog: "Messaged \(name, format: .name(style: .short)) (\(handle)), \(name.formatted()).")
  }
}

/// A person and a text, both of which words said after "to" could fill.
struct SendNote: AppIntent {
  static let title: LocalizedStringResource = "Send Note"

  @Parameter(title: "Recipient", optionsProvider: FriendOptions())
  var recipient: IntentPerson

  @Parameter(title: "Note")
  var note: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Note for \(recipient): \(note)")
  }
}

/// A choice shown with a card of what it changes.
struct TidyThread: AppIntent {
  static let title: LocalizedStringResource = "Tidy Thread"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let older = IntentChoiceOption(title: "Older than a week")
    let all = IntentChoiceOption(title: "Everything", style: .destructive)
    let choice = try await requestChoice(between: [older, all], dialog: "Remove which messages?") {
      TextSnippet(title: "Thread", lines: ["12 messages", "3 this week"])
    }
    return .result(dialog: "Removed \(choice == all ? "12" : "9") messages.")
  }
}

/// Several people at once.
struct StartGroup: AppIntent {
  static let title: LocalizedStringResource = "Start Group"

  @Parameter(title: "Members", optionsProvider: FriendOptions())
  var members: [IntentPerson]

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Group: \(members.map { "\($0)" }.joined(separator: ", ")).")
  }
}

/// A person parameter without a list of people: a name is taken as said.
struct CallNumber: AppIntent {
  static let title: LocalizedStringResource = "Call Number"

  @Parameter(title: "Callee", mode: .phone)
  var callee: IntentPerson

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let handle = callee.handle.map(text) ?? "no handle"
    return .result(dialog: "Calling \(callee) (\(handle)).")
  }
}

/// The text of a handle, as an app reads it.
private func text(of handle: IntentPerson.Handle) -> String {
  switch handle.value {
  case .phoneNumber(let text), .emailAddress(let text), .applicationDefined(let text): return text
  }
}

struct AttachFile: AppIntent {
  static let title: LocalizedStringResource = "Attach File"

  @Parameter(title: "Document", supportedContentTypes: [.plainText, .pdf])
  var document: IntentFile

  @Parameter(title: "Recipient", optionsProvider: FriendOptions())
  var recipient: IntentPerson

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(
      dialog: "Attached \(document.filename), \(document.data.count) bytes, for \(recipient).")
  }
}

struct Cards: DynamicOptionsProvider {
  func results() async throws -> [IntentPaymentMethod] {
    [
      IntentPaymentMethod(type: .debit, name: "Everyday Debit", identificationHint: "4242"),
      IntentPaymentMethod(type: .credit, name: "Travel Card"),
    ]
  }
}

struct PayFriend: AppIntent {
  static let title: LocalizedStringResource = "Pay Friend"

  @Parameter(title: "Payee", optionsProvider: FriendOptions())
  var payee: IntentPerson

  @Parameter(title: "Amount", currencyCodes: ["USD"])
  var amount: IntentCurrencyAmount

  @Parameter(title: "Payment Method", optionsProvider: Cards())
  var method: IntentPaymentMethod

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Paid \(payee) \(amount) with \(method).")
  }
}

struct ExportThread: AppIntent {
  static let title: LocalizedStringResource = "Export Thread"

  func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
    .result(value: IntentFile(data: Data("hi".utf8), filename: "thread.txt"))
  }
}

struct ClearThread: AppIntent {
  static let title: LocalizedStringResource = "Clear Thread"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let archive = Option(title: "Archive")
    let delete = Option(title: "Delete", style: .destructive)
    let choice = try await requestChoice(
      between: [.cancel, archive, delete], dialog: "Archive the thread or delete it?")
    return .result(dialog: choice == delete ? "Deleted." : "Archived.")
  }
}
