import Foundation
import ParleyIntents

/// A test app whose intents throw the resolution errors, suspend in the in-place requests, and
/// fail with and without a message for the user.
enum Errands {
  static let app = ParleyApp(
    name: "Errands", shortcuts: ErrandsShortcuts.self,
    dependencies: { $0.add(dependency: RunLog()) })
}

struct ErrandsShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: OrderCoffee(), phrases: ["Order a coffee with \(.applicationName)"])
    AppShortcut(intent: BookTable(), phrases: ["Book a table with \(.applicationName)"])
    AppShortcut(intent: SendMoney(), phrases: ["Send money with \(.applicationName)"])
    AppShortcut(intent: WriteNote(), phrases: ["Write a note with \(.applicationName)"])
    AppShortcut(
      intent: PickFlavor(), phrases: ["Pick an ice cream flavor with \(.applicationName)"])
    AppShortcut(intent: ClearDrafts(), phrases: ["Clear my drafts with \(.applicationName)"])
    AppShortcut(intent: ArchiveMail(), phrases: ["Archive my mail with \(.applicationName)"])
    AppShortcut(intent: PrintPage(), phrases: ["Print the page with \(.applicationName)"])
    AppShortcut(intent: JamPrinter(), phrases: ["Jam the printer with \(.applicationName)"])
  }
}

/// Counts how often each intent's `perform()` started, per conversation.
final class RunLog: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  /// Records one more start of `intent`; returns how many there have been.
  func start(_ intent: String) -> Int {
    lock.withLock {
      counts[intent, default: 0] += 1
      return counts[intent, default: 0]
    }
  }
}

/// Throws `needsValueError` for an optional value, with and without its own question.
struct OrderCoffee: AppIntent {
  static let title: LocalizedStringResource = "Order Coffee"

  @Parameter(title: "Size")
  var size: String?

  @Parameter(title: "Milk", default: true)
  var milk: Bool

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let size else {
      throw milk ? $size.needsValueError("What size would you like?") : $size.needsValueError()
    }
    return .result(dialog: "Ordering a \(size) coffee.")
  }
}

/// Throws `needsDisambiguationError` among places, with and without its own question.
struct BookTable: AppIntent {
  static let title: LocalizedStringResource = "Book Table"

  @Parameter(title: "Area")
  var area: String?

  @Parameter(title: "Ask politely", default: true)
  var asksPolitely: Bool

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let area else {
      let places = ["Patio", "Window", "Bar"]
      throw asksPolitely
        ? $area.needsDisambiguationError(among: places, dialog: "Where would you like to sit?")
        : $area.needsDisambiguationError(among: places)
    }
    return .result(dialog: "Booked a table at the \(area).")
  }
}

/// Throws `needsConfirmationError` on its first run; a second run goes through, unless
/// `insists` makes every run throw it.
struct SendMoney: AppIntent {
  static let title: LocalizedStringResource = "Send Money"

  @Parameter(title: "Amount", default: 500)
  var amount: Int

  @Parameter(title: "Insists", default: false)
  var insists: Bool

  @Parameter(title: "Quietly", default: false)
  var quietly: Bool

  @Dependency private var log: RunLog

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let run = log.start("SendMoney")
    if run == 1 || insists {
      throw quietly
        ? $amount.needsConfirmationError()
        : $amount.needsConfirmationError(dialog: "Send \(amount) dollars?")
    }
    return .result(dialog: "Sent \(amount) dollars on run \(run).")
  }
}

/// Suspends in `requestValue` and resumes with the answer.
struct WriteNote: AppIntent {
  static let title: LocalizedStringResource = "Write Note"

  @Parameter(title: "Text")
  var text: String?

  @Parameter(title: "Page count")
  var pages: Int?

  @Dependency private var log: RunLog

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let run = log.start("WriteNote")
    let said = try await $text.requestValue("What should the note say?")
    let count = try await $pages.requestValue()
    return .result(dialog: "Saved “\(said)” on \(count) pages, run \(run).")
  }
}

/// Suspends in `requestDisambiguation` and resumes with the pick.
struct PickFlavor: AppIntent {
  static let title: LocalizedStringResource = "Pick Flavor"

  @Parameter(title: "Flavor")
  var flavor: String?

  @Dependency private var log: RunLog

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let run = log.start("PickFlavor")
    let pick = try await $flavor.requestDisambiguation(
      among: ["Vanilla", "Dark Chocolate", "Milk Chocolate", "Mint"], dialog: "Which flavor?")
    return .result(dialog: "One \(pick) scoop, run \(run).")
  }
}

/// Suspends in `requestConfirmation` with a dialog and a snippet, and in the parameter's
/// `requestConfirmation(for:dialog:)`.
struct ClearDrafts: AppIntent {
  static let title: LocalizedStringResource = "Clear Drafts"

  @Parameter(title: "Folder", default: "Drafts")
  var folder: String

  @Dependency private var log: RunLog

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let run = log.start("ClearDrafts")
    try await requestConfirmation(
      result: .result(
        dialog: IntentDialog(full: "Delete all 3 drafts for good?", supporting: "Delete these?"),
        view: TextSnippet(title: "Drafts", lines: ["Letter", "Invoice", "Poem"])),
      confirmationActionName: .custom(
        acceptLabel: "Delete", acceptAlternatives: ["Erase"], denyLabel: "Keep",
        denyAlternatives: [], destructive: true))
    let keepsFolder = try await $folder.requestConfirmation(
      for: folder, dialog: "Keep the \(folder) folder?")
    return .result(
      dialog: "Deleted 3 drafts and \(keepsFolder ? "kept" : "removed") the folder, run \(run).")
  }
}

/// Suspends in `requestConfirmation()` and the parameter's `requestConfirmation(for:)`, both
/// without a dialog of their own.
struct ArchiveMail: AppIntent {
  static let title: LocalizedStringResource = "Archive Mail"

  @Parameter(title: "Mailbox", default: "Inbox")
  var mailbox: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation()
    let isSure = try await $mailbox.requestConfirmation(for: mailbox)
    return .result(dialog: isSure ? "Archived the \(mailbox)." : "Left the \(mailbox) alone.")
  }
}

/// Fails with a message for the user.
struct PrintPage: AppIntent {
  static let title: LocalizedStringResource = "Print Page"

  @Parameter(title: "Copies", default: 1)
  var copies: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard copies == 0 else { throw AppIntentError(description: "The printer is out of paper.") }
    return .result(dialog: "Nothing to print.")
  }
}

/// Fails with an error that has no message for the user.
struct JamPrinter: AppIntent {
  static let title: LocalizedStringResource = "Jam Printer"

  struct PaperJam: Error {}

  @Parameter(title: "Copies", default: 1)
  var copies: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard copies == 0 else { throw PaperJam() }
    return .result(dialog: "Nothing to print.")
  }
}
