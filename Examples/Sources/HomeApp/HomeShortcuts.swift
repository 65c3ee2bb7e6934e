import ParleyIntents

struct HomeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: SetThermostat(),
      phrases: [
        "Set the thermostat in \(.applicationName)", "Change the \(.applicationName) thermostat",
      ], shortTitle: "Thermostat", systemImageName: "thermometer")
    AppShortcut(
      intent: SetThermostatMode(),
      phrases: [
        "Switch the heating to \(\.$mode) in \(.applicationName)",
        "Put \(.applicationName) on \(\.$mode)",
      ], shortTitle: "Mode", systemImageName: "flame")
    AppShortcut(
      intent: TurnOffLight(),
      phrases: [
        "Turn off \(\.$light) in \(.applicationName)", "Switch off a light in \(.applicationName)",
      ],
      shortTitle: "Light Off", systemImageName: "lightbulb")
    AppShortcut(
      intent: TurnOffAllLights(), phrases: ["Turn off all the lights in \(.applicationName)"],
      shortTitle: "All Off", systemImageName: "lightbulb.slash")
  }
}
