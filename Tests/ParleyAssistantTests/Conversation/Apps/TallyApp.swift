import ParleyIntents

/// A test app whose parameters have titles a newcomer writes, none with a `requestValueDialog`:
/// plural titles, titles that start with "Number of" or "Amount of", a title that is already a
/// question, an acronym, and singular titles, so that the questions built from them can be
/// read.
enum Tally {
  static let app = ParleyApp(name: "Tally", shortcuts: TallyShortcuts.self)
}

struct TallyShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: LogDay(), phrases: ["Log my day with \(.applicationName)"])
    AppShortcut(intent: AddExtras(), phrases: ["Add extras with \(.applicationName)"])
  }
}

/// Logs a day: every value is asked, in declaration order.
struct LogDay: AppIntent {
  static let title: LocalizedStringResource = "Log Day"

  @Parameter(title: "Days until next watering")
  var days: Int

  @Parameter(title: "Number of cups")
  var cups: Int

  @Parameter(title: "Amount of sugar")
  var sugar: Double

  @Parameter(title: "Amount")
  var amount: Double

  @Parameter(title: "Hours Slept")
  var hours: Double

  @Parameter(title: "Two-step code")
  var code: String

  @Parameter(title: "PIN")
  var pin: String

  @Parameter(title: "Tags")
  var tags: String

  @Parameter(title: "How did you feel?")
  var feeling: String

  @Parameter(title: "Status")
  var status: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Logged \(cups) cups and \(hours) hours of sleep.")
  }
}

/// What can be added to a day.
enum Extra: String, AppEnum {
  case walk
  case nap

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Extra"
  static var caseDisplayRepresentations: [Extra: DisplayRepresentation] = [
    .walk: "Walk", .nap: "Nap",
  ]
}

/// Adds one extra to the day; its title names several things.
struct AddExtras: AppIntent {
  static let title: LocalizedStringResource = "Add Extras"

  @Parameter(title: "Extras")
  var extra: Extra

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Added a \(extra.rawValue).")
  }
}
