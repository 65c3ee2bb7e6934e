import ParleyIntents

/// A fan whose speed table leaves out a case, and whose timer has a default.
enum Fan {
  static let app = ParleyApp(name: "Fan", shortcuts: FanShortcuts.self, intents: [SleepFan.self])
}

/// The fan's speeds; `turbo` is not in the table, so the system never offers it.
enum FanSpeed: String, AppEnum {
  case low, medium, high, turbo

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Fan Speed"
  static let caseDisplayRepresentations: [FanSpeed: DisplayRepresentation] = [
    .low: "Low",
    .medium: "Medium",
    .high: DisplayRepresentation(title: "High", synonyms: ["Full"]),
  ]
}

/// Runs the fan at a speed for a number of minutes, thirty unless said.
struct RunFan: AppIntent {
  static let title: LocalizedStringResource = "Run Fan"

  @Parameter(title: "Speed")
  var speed: FanSpeed

  @Parameter(title: "Minutes", default: 30)
  var minutes: Int

  static var parameterSummary: some ParameterSummary {
    Summary("Run the fan at \(\.$speed) for \(\.$minutes) minutes")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "The fan runs at \(speed) for \(minutes) minutes.")
  }
}

/// Switches the fan off after a number of minutes, which may be said in any unit of time.
struct SleepFan: AppIntent {
  static let title: LocalizedStringResource = "Sleep Fan"

  @Parameter(title: "Number of Minutes")
  var minutes: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "The fan switches off in \(minutes) minutes.")
  }
}

struct FanShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: RunFan(), phrases: ["Run \(.applicationName) at \(\.$speed)"],
      shortTitle: "Run Fan", systemImageName: "fan")
  }
}
