import ParleyIntents

/// A messaging app written with the common types as Apple's documentation spells them:
/// `IntentPerson` with an options provider in Apple's argument order, `IntentFile` with
/// `supportedTypeIdentifiers:`, `IntentPaymentMethod`, and `requestChoice(between:dialog:)`.
enum Messages {
  static let app = ParleyApp(
    name: "Chatter", shortcuts: MessagesShortcuts.self, intents: [SendPhoto.self])
}

struct MessagesShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: SendChat(), phrases: ["Send a chat with \(.applicationName)"],
      shortTitle: "Send", systemImageName: "message")
    AppShortcut(
      intent: SplitBill(), phrases: ["Split the bill with \(.applicationName)"],
      shortTitle: "Split", systemImageName: "dollarsign")
    AppShortcut(
      intent: LeaveGroup(), phrases: ["Leave the group in \(.applicationName)"],
      shortTitle: "Leave", systemImageName: "person.2.slash")
  }
}

struct Buddies: DynamicOptionsProvider {
  func results() async throws -> [IntentPerson] {
    var name = PersonNameComponents()
    name.givenName = "Noor"
    name.familyName = "Haddad"
    return [
      IntentPerson(
        identifier: .applicationDefined("noor"), name: .components(name),
        handle: IntentPerson.Handle(applicationDefined: "@noor", label: "Chatter"),
        aliases: [], isMe: false, image: DisplayRepresentation.Image(systemName: "person")),
      IntentPerson(
        identifier: .contact("me"), name: .displayName("Me"),
        handle: IntentPerson.Handle(phoneNumber: "+1 555 0100", label: .iPhone), isMe: true),
    ]
  }
}

struct SendChat: AppIntent {
  static let title: LocalizedStringResource = "Send Chat"

  @Parameter(
    title: "Buddy", description: "Who gets the chat", mode: .contact,
    requestValueDialog: "Who to?", inputConnectionBehavior: .default, optionsProvider: Buddies())
  var buddy: IntentPerson

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Chatting with \(buddy).")
  }
}

struct SendPhoto: AppIntent {
  static let title: LocalizedStringResource = "Send Photo"

  @Parameter(title: "Photo", supportedTypeIdentifiers: ["public.image"])
  var photo: IntentFile

  func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> & ProvidesDialog {
    .result(value: photo, dialog: "Sent \(photo.filename).")
  }
}

struct Wallets: DynamicOptionsProvider {
  func results() async throws -> [IntentPaymentMethod] {
    [IntentPaymentMethod(type: .applePay), IntentPaymentMethod(type: .checking, name: "Joint")]
  }
}

struct SplitBill: AppIntent {
  static let title: LocalizedStringResource = "Split Bill"

  @Parameter(
    title: "Pay From", requestValueDialog: "Pay from which account?",
    inputConnectionBehavior: .default, optionsProvider: Wallets())
  var wallet: IntentPaymentMethod

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(
      dialog:
        "Split with \(wallet), a \(wallet.paymentType == .checking ? "checking" : "other") account."
    )
  }
}

struct LeaveGroup: AppIntent {
  static let title: LocalizedStringResource = "Leave Group"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let mute: Option = IntentChoiceOption(title: "Mute instead")
    let leave = IntentChoiceOption(title: "Leave", style: .destructive)
    let chosen = try await requestChoice(between: [mute, leave, .cancel])
    return .result(dialog: chosen == leave ? "You left the group." : "Muted the group.")
  }
}
