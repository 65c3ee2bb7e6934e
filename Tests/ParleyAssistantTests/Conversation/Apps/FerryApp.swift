import ParleyIntents

/// A test app with a harbor named as a misspelling of a word the conversation reads, one edit
/// from "pardon".
enum Ferry {
  static let app = ParleyApp(name: "Ferry", shortcuts: FerryShortcuts.self)
}

struct FerryShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: Sail(), phrases: ["Sail with \(.applicationName)"])
  }
}

/// The harbors the ferry sails to.
enum Harbor: String, AppEnum {
  case pardo, lisbon

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Harbor"
  static let caseDisplayRepresentations: [Harbor: DisplayRepresentation] = [
    .pardo: "Pardo", .lisbon: "Lisbon",
  ]
}

/// A crossing to a harbor, asked for when missing.
struct Sail: AppIntent {
  static let title: LocalizedStringResource = "Sail"

  @Parameter(title: "Harbor", requestValueDialog: "Which harbor?")
  var harbor: Harbor

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Sailing to \(harbor.rawValue.capitalized).")
  }
}
