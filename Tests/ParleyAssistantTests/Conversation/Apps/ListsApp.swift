import ParleyIntents

/// A test app with free-text values a person may start with a word that often introduces a
/// value: a list named in its request or in an answer ("to do list"), and a trip's destination
/// asked for with "Where".
enum Lists {
  static let app = ParleyApp(name: "Lists", shortcuts: ListsShortcuts.self)
}

struct ListsShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: MakeList(), phrases: ["Make a list in \(.applicationName)"])
    AppShortcut(intent: PlanTrip(), phrases: ["Plan a trip in \(.applicationName)"])
  }
}

/// A list with a name, asked for when missing.
struct MakeList: AppIntent {
  static let title: LocalizedStringResource = "Make List"

  @Parameter(title: "Name", requestValueDialog: "What should the list be called?")
  var name: String

  static var parameterSummary: some ParameterSummary {
    Summary("Make a list called \(\.$name)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Made the list “\(name)”.")
  }
}

/// A trip to a place, asked for with "Where".
struct PlanTrip: AppIntent {
  static let title: LocalizedStringResource = "Plan Trip"

  @Parameter(title: "Destination", requestValueDialog: "Where would you like to go?")
  var destination: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Planned a trip to “\(destination)”.")
  }
}
