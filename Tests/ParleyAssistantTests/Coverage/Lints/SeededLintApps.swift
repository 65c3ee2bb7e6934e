import ParleyIntents

/// A thermostat app with one mistake for each lint of `parley test`, and the same app written
/// without them.
enum SeededLints {
  /// The app with the mistakes: a system app's name and an everyday word as alternative
  /// names, and a second provider for the same app.
  static let apps = [
    ParleyApp(
      name: "Thermo", alternativeNames: ["Home", "Go"], shortcuts: ThermoShortcuts.self,
      dependencies: { _ in ThermoShortcuts.updateAppShortcutParameters() }),
    ParleyApp(name: "Thermo", shortcuts: ThermoMoreShortcuts.self),
  ]

  /// The app without them.
  static let clean = ParleyApp(
    name: "Thermello", alternativeNames: ["Thermello Heating"], shortcuts: CleanShortcuts.self,
    dependencies: { _ in CleanShortcuts.updateAppShortcutParameters() })
}

struct ThermoShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: WarmRoom(),
      phrases: [
        "Warm the \(\.$room) with \(.applicationName)",
        // Opens like a request for Siri's timers.
        "Set a timer for the heating in \(.applicationName)",
        // Not a literal: Apple's extractor never reads it.
        AppShortcutPhrase<WarmRoom>.init("Heat ${room} with ${applicationName}"),
      ])
    // The zone query suggests no zones: the phrase expands to nothing.
    AppShortcut(intent: CoolZone(), phrases: ["Cool the \(\.$zone) with \(.applicationName)"])
    AppShortcut(intent: LeaveNote(), phrases: ["Leave a heating note in \(.applicationName)"])
  }
}

struct ThermoMoreShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: ReadTemperature(), phrases: ["Read the heat in \(.applicationName)"])
  }
}

struct RoomEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
  static let defaultQuery = Query()

  let id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }

  // Nested and called `Query`, as is the zone's.
  struct Query: EnumerableEntityQuery {
    func allEntities() async throws -> [RoomEntity] {
      [RoomEntity(id: "kitchen"), RoomEntity(id: "bedroom")]
    }
  }
}

struct ZoneEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Zone"
  static let defaultQuery = Query()

  let id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }

  struct Query: EnumerableEntityQuery {
    func allEntities() async throws -> [ZoneEntity] { [] }
  }
}

struct WarmRoom: AppIntent {
  static let title: LocalizedStringResource = "Warm Room"
  @Parameter(title: "Room") var room: RoomEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Warming the \(room.id).")
  }
}

struct CoolZone: AppIntent {
  static let title: LocalizedStringResource = "Cool Zone"
  @Parameter(title: "Zone") var zone: ZoneEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Cooling the \(zone.id).")
  }
}

struct LeaveNote: AppIntent {
  static let title: LocalizedStringResource = "Leave Note"
  // An empty default counts as an answer: Siri never asks.
  @Parameter(title: "Text", default: "") var text: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Noted: \(text).")
  }
}

struct ReadTemperature: AppIntent {
  static let title: LocalizedStringResource = "Read Temperature"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "It's 20 degrees.")
  }
}

struct CleanShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: HeatSpace(),
      phrases: [
        "Warm the \(\.$space) with \(.applicationName)",
        "Heat \(\.$space) with \(.applicationName)",
      ])
    AppShortcut(intent: WriteHeatingLog(), phrases: ["Log the heating in \(.applicationName)"])
  }
}

struct SpaceEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Space"
  static let defaultQuery = SpaceQuery()

  let id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct SpaceQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [SpaceEntity] {
    [SpaceEntity(id: "hall"), SpaceEntity(id: "attic")]
  }
}

struct HeatSpace: AppIntent {
  static let title: LocalizedStringResource = "Heat Space"
  @Parameter(title: "Space") var space: SpaceEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Heating the \(space.id).")
  }
}

struct WriteHeatingLog: AppIntent {
  static let title: LocalizedStringResource = "Write Heating Log"
  @Parameter(title: "Text") var text: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Logged: \(text).")
  }
}
