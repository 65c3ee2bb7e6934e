import ParleyIntents

/// The zones the thermostat has, listed at run time as Apple's options providers do.
struct ThermostatZones: DynamicOptionsProvider {
  @Dependency var store: HomeStore

  func results() async throws -> [String] {
    store.setPoints.keys.sorted()
  }
}

/// The thermostat's mode, with the words people also use for each.
enum ThermostatMode: String, AppEnum {
  case heat, cool, eco, off

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
  static let caseDisplayRepresentations: [ThermostatMode: DisplayRepresentation] = [
    .heat: DisplayRepresentation(title: "Heat", synonyms: ["heating", "warm"]),
    .cool: DisplayRepresentation(title: "Cool", synonyms: ["cooling", "air conditioning"]),
    .eco: DisplayRepresentation(title: "Eco", synonyms: ["energy saver"]),
    .off: DisplayRepresentation(title: "Off"),
  ]
}

struct SetThermostat: AppIntent {
  static let title: LocalizedStringResource = "Set Thermostat"

  @Parameter(title: "Zone", optionsProvider: ThermostatZones())
  var zone: String

  @Parameter(title: "Temperature", requestValueDialog: "To what temperature?")
  var temperature: Int

  @Dependency var store: HomeStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    store.setPoints[zone] = temperature
    return .result(dialog: "The \(zone) thermostat is set to \(temperature)°.")
  }
}

struct SetThermostatMode: AppIntent {
  static let title: LocalizedStringResource = "Set Thermostat Mode"

  @Parameter(title: "Mode")
  var mode: ThermostatMode

  @Dependency var store: HomeStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    store.mode = mode
    return .result(dialog: "The thermostat is on \(mode.rawValue).")
  }
}
