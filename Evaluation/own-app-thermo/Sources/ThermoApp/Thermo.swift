import ParleyIntents

public enum Thermo {
  public static let app = ParleyApp(
    name: "Thermo", alternativeNames: ["Thermostat"], shortcuts: ThermoShortcuts.self,
    dependencies: { manager in
      let file = manager.dataDirectory?.file(named: "thermo.json", as: HomeState.self)
      manager.add(dependency: HomeStore(file: file))
      ThermoShortcuts.updateAppShortcutParameters()
    })
}

public struct HomeState: Codable, Sendable {
  var target: Int = 20
  var current: Double = 19.5
  var mode: String = "heat"
  var lights: [String: Bool] = [
    "living room": false, "kitchen": true, "bedroom": false, "bathroom": false,
  ]
  var schedule: [String] = []
}

final class HomeStore: Sendable {
  private let kept: KeptValue<HomeState>
  init(file: AppDataFile<HomeState>? = nil) { kept = KeptValue(HomeState(), file: file) }
  var state: HomeState { kept.value }
  func setTarget(_ t: Int) throws { try kept.change(saving: "the temperature") { $0.target = t } }
  func setMode(_ m: ThermostatMode) throws {
    try kept.change(saving: "the mode") { $0.mode = m.rawValue }
  }
  func setLight(_ room: String, on: Bool) throws {
    try kept.change(saving: "the lights") { $0.lights[room] = on }
  }
  func addSchedule(_ s: String) throws {
    try kept.change(saving: "the schedule") { $0.schedule.append(s) }
  }
}

// MARK: - Types

enum ThermostatMode: String, AppEnum {
  case heat, cool, auto, off
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
  static let caseDisplayRepresentations: [ThermostatMode: DisplayRepresentation] = [
    .heat: DisplayRepresentation(title: "Heat", synonyms: ["Heating", "Warm"]),
    .cool: DisplayRepresentation(title: "Cool", synonyms: ["Cooling", "AC", "Air Conditioning"]),
    .auto: DisplayRepresentation(title: "Auto", synonyms: ["Automatic"]),
    .off: "Off",
  ]
}

enum LightPower: String, AppEnum {
  case on, off
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Power"
  static let caseDisplayRepresentations: [LightPower: DisplayRepresentation] = [
    .on: "On", .off: "Off",
  ]
}

struct RoomEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
  static let defaultQuery = RoomQuery()
  let id: String
  var name: String { id.capitalized }
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct RoomQuery: EntityStringQuery {
  static let rooms = ["living room", "kitchen", "bedroom", "bathroom"]
  func entities(for identifiers: [String]) async throws -> [RoomEntity] {
    identifiers.filter { Self.rooms.contains($0) }.map { RoomEntity(id: $0) }
  }
  func suggestedEntities() async throws -> [RoomEntity] { Self.rooms.map { RoomEntity(id: $0) } }
  func entities(matching string: String) async throws -> [RoomEntity] {
    let s = string.lowercased()
    return Self.rooms.filter { $0.contains(s) || s.contains($0) }.map { RoomEntity(id: $0) }
  }
}

// MARK: - Intents

struct SetTemperature: AppIntent {
  static let title: LocalizedStringResource = "Set Temperature"
  static let description = IntentDescription("Sets the thermostat's target temperature.")

  @Parameter(
    title: "Temperature", inclusiveRange: (10, 30),
    requestValueDialog: "What temperature should I set?")
  var degrees: Int
  @Dependency var store: HomeStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try store.setTarget(degrees)
    return .result(dialog: "The thermostat is set to \(degrees) degrees.")
  }
}

struct GetTemperature: AppIntent {
  static let title: LocalizedStringResource = "Check Temperature"
  @Dependency var store: HomeStore

  func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    let s = store.state
    let card = TextSnippet(
      title: "Thermostat",
      lines: [
        "Now \(s.current)°", "Target \(s.target)°", "Mode \(s.mode)",
      ])
    return .result(
      dialog: IntentDialog(
        full:
          "It's \(s.current) degrees inside. The thermostat is set to \(s.target) degrees, mode \(s.mode).",
        supporting: "Here's your thermostat."),
      view: card)
  }
}

struct SetMode: AppIntent {
  static let title: LocalizedStringResource = "Set Mode"
  @Parameter(title: "Mode", requestValueDialog: "Which mode: heat, cool, auto or off?")
  var mode: ThermostatMode
  @Dependency var store: HomeStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try store.setMode(mode)
    return .result(
      dialog: mode == .off
        ? "The thermostat is off." : "The thermostat is now in \(mode.rawValue) mode.")
  }
}

struct SetLights: AppIntent {
  static let title: LocalizedStringResource = "Switch Lights"
  @Parameter(title: "Room", requestValueDialog: "Which room?")
  var room: RoomEntity
  @Parameter(title: "Power", requestValueDialog: "On or off?")
  var power: LightPower
  @Dependency var store: HomeStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try store.setLight(room.id, on: power == .on)
    return .result(dialog: "Turned the \(room.id) lights \(power.rawValue).")
  }
}

struct ScheduleTemperature: AppIntent {
  static let title: LocalizedStringResource = "Schedule Temperature"
  @Parameter(
    title: "Temperature", inclusiveRange: (10, 30), requestValueDialog: "What temperature?")
  var degrees: Int
  @Parameter(title: "Time", requestValueDialog: "When?")
  var time: Date
  @Dependency var store: HomeStore

  static var parameterSummary: some ParameterSummary {
    Summary("Set \(\.$degrees) degrees at \(\.$time)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let f = DateFormatter()
    f.dateStyle = .short
    f.timeStyle = .short
    f.timeZone = TimeZone(identifier: "UTC")
    try store.addSchedule("\(degrees) at \(f.string(from: time))")
    return .result(dialog: "Okay, \(degrees) degrees at \(f.string(from: time)).")
  }
}

struct ThermoShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: SetTemperature(),
      phrases: [
        "Set the temperature in \(.applicationName)",
        "Change the temperature with \(.applicationName)",
        "Set \(.applicationName) temperature",
      ],
      shortTitle: "Set Temperature", systemImageName: "thermometer")
    AppShortcut(
      intent: GetTemperature(),
      phrases: [
        "What's the temperature in \(.applicationName)",
        "Check the temperature with \(.applicationName)",
      ],
      shortTitle: "Check Temperature", systemImageName: "thermometer.medium")
    AppShortcut(
      intent: SetMode(),
      phrases: [
        "Set \(.applicationName) to \(\.$mode)",
        "Switch \(.applicationName) to \(\.$mode) mode",
        "Change the mode in \(.applicationName)",
      ],
      shortTitle: "Set Mode", systemImageName: "flame")
    AppShortcut(
      intent: SetLights(),
      phrases: [
        "Turn the \(\.$room) lights on in \(.applicationName)",
        "Turn off the \(\.$room) lights in \(.applicationName)",
        "Switch the lights in \(.applicationName)",
      ],
      shortTitle: "Lights", systemImageName: "lightbulb")
    AppShortcut(
      intent: ScheduleTemperature(),
      phrases: [
        "Schedule a temperature in \(.applicationName)",
        "Schedule \(.applicationName)",
      ],
      shortTitle: "Schedule", systemImageName: "clock")
  }
}
