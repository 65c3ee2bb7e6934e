import ParleyIntents

/// The app as Parley runs it: its name, its shortcuts and its one store.
public enum Home {
  public static let app = ParleyApp(
    name: "Homebody", shortcuts: HomeShortcuts.self,
    dependencies: { manager in
      manager.add(dependency: HomeStore())
      HomeShortcuts.updateAppShortcutParameters()
    })
}

/// The house: thermostat zones with their set points, the mode, and the lights.
final class HomeStore: @unchecked Sendable {
  var setPoints: [String: Int] = ["Upstairs": 68, "Downstairs": 70, "Basement": 64]
  var mode: ThermostatMode = .heat
  var lights: [LightEntity] = [
    LightEntity(id: "kitchen", name: "Kitchen Light", room: "Kitchen", isOn: true),
    LightEntity(id: "porch", name: "Porch Light", room: "Outside", isOn: true),
    LightEntity(id: "desk-lamp", name: "Desk Lamp", room: "Study", isOn: true),
    LightEntity(id: "bedroom", name: "Bedroom Light", room: "Bedroom", isOn: false),
  ]
}
