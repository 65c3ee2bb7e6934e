import ParleyIntents

/// A test app with two intents that each take a number: the lights' brightness and the
/// thermostat's temperature, so that a number said for one while the other asks for its own is
/// never taken for the wrong one.
enum Home {
  static let app = ParleyApp(name: "Home", shortcuts: HomeShortcuts.self)
}

struct HomeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: SetBrightness(),
      phrases: [
        "Set the lights in \(.applicationName)", "Dim the lights with \(.applicationName)",
      ])
    AppShortcut(
      intent: SetThermostat(), phrases: ["Set the thermostat in \(.applicationName)"])
  }
}

/// Sets the lights' brightness, in percent.
struct SetBrightness: AppIntent {
  static let title: LocalizedStringResource = "Set Brightness"

  @Parameter(
    title: "Brightness", inclusiveRange: (0, 100),
    requestValueDialog: "How bright, from 0 to 100 percent?")
  var brightness: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "The lights are at \(brightness) %.")
  }
}

/// Sets the thermostat, in degrees.
struct SetThermostat: AppIntent {
  static let title: LocalizedStringResource = "Set Thermostat"

  @Parameter(title: "Temperature", requestValueDialog: "What temperature?")
  var temperature: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "The thermostat is set to \(temperature) degrees.")
  }
}
