import Foundation
import ParleyAssistant
import ParleyIntents
import Testing

/// A smart-home thermostat in the Swift 6 language mode, written from Apple's documentation: a
/// temperature `Measurement` with a default unit, a type with synonyms, an intent that directs
/// the app's scene to a room, presented per room from an options provider, and a snippet
/// intent.
@Suite struct ThermostatTests {
  final class Thermostat: @unchecked Sendable {
    var target = Measurement(value: 68, unit: UnitTemperature.fahrenheit)
  }

  struct RoomEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
      name: "Room", numericFormat: "\(placeholder: .int) rooms", synonyms: ["Area"])
    static let defaultQuery = RoomQuery()

    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
  }

  struct RoomQuery: EnumerableEntityQuery {
    func entities(for identifiers: [String]) async throws -> [RoomEntity] {
      identifiers.map(RoomEntity.init)
    }

    func allEntities() async throws -> [RoomEntity] {
      ["Kitchen", "Bedroom"].map(RoomEntity.init)
    }
  }

  struct SetTemperature: AppIntent {
    static let title: LocalizedStringResource = "Set Temperature"

    @Parameter(title: "Temperature", defaultUnit: .fahrenheit, requestValueDialog: "To what?")
    var temperature: Measurement<UnitTemperature>

    @Dependency var thermostat: Thermostat

    func perform() async throws -> some IntentResult & ProvidesDialog {
      thermostat.target = temperature
      let degrees = Int(temperature.value)
      return .result(dialog: "Set to \(degrees) \(temperature.unit.symbol).")
    }
  }

  struct ThermostatCard: SnippetIntent {
    static let title: LocalizedStringResource = "Thermostat Card"

    @Dependency var thermostat: Thermostat

    func perform() async throws -> some IntentResult & ShowsSnippetView {
      .result(view: TextSnippet(title: "Thermostat", lines: ["Target \(thermostat.target)"]))
    }
  }

  struct GetThermostat: AppIntent {
    static let title: LocalizedStringResource = "Get Thermostat"

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetIntent {
      .result(
        dialog: IntentDialog(full: "The thermostat is set to 68 degrees.", supporting: "Here."),
        snippetIntent: ThermostatCard())
    }
  }

  struct ResetThermostat: AppIntent {
    static let title: LocalizedStringResource = "Reset Thermostat"

    @Dependency var thermostat: Thermostat

    func perform() async throws -> some IntentResult & ProvidesDialog {
      try await requestConfirmation(
        actionName: .set, dialog: "Reset it to 70 degrees?", snippetIntent: ThermostatCard())
      thermostat.target = Measurement(value: 70, unit: .fahrenheit)
      return .result(dialog: "Reset.")
    }
  }

  /// The rooms offered as shortcuts of their own: an options provider, as Apple's
  /// `AppShortcutOptionsCollection` takes.
  struct UsedRooms: DynamicOptionsProvider {
    func results() async throws -> [RoomEntity] { [RoomEntity(id: "Kitchen")] }
  }

  /// A query that also lists the rooms as options, as one type may be both.
  struct RoomsInUse: EntityQuery, DynamicOptionsProvider {
    func entities(for identifiers: [String]) async throws -> [RoomEntity] {
      identifiers.map(RoomEntity.init)
    }

    func results() async throws -> [RoomEntity] { [RoomEntity(id: "Bedroom")] }
  }

  struct OpenRoom: OpenIntent, TargetContentProvidingIntent {
    static let title: LocalizedStringResource = "Open Room"
    static let supportedModes: IntentModes = .foreground

    @Parameter(title: "Room")
    var target: RoomEntity
  }

  struct Shortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
      AppShortcut(
        intent: SetTemperature(), phrases: ["Set the temperature in \(.applicationName)"],
        shortTitle: "Temperature", systemImageName: "thermometer")
      AppShortcut(
        intent: OpenRoom(), phrases: ["Open \(\.$target) in \(.applicationName)"],
        shortTitle: "Open Room", systemImageName: "house",
        parameterPresentation: ParameterPresentation(
          for: \.$target, summary: Summary("Open \(\.$target)"),
          optionsCollections: {
            OptionsCollection(UsedRooms(), title: "Used Rooms", systemImageName: "house")
          }))
      AppShortcut(
        intent: GetThermostat(), phrases: ["Check the \(.applicationName) thermostat"],
        shortTitle: "Thermostat", systemImageName: "thermometer")
    }
  }

  private func conversation(on surface: Surface = .display) async throws -> (
    Conversation, Thermostat
  ) {
    let thermostat = Thermostat()
    let app = ParleyApp(
      name: "Hearth", shortcuts: Shortcuts.self,
      intents: [ResetThermostat.self], dependencies: { $0.add(dependency: thermostat) })
    let catalog = try await AppCatalog.load([app])
    let options = ConversationOptions(surface: surface)
    return (Conversation(catalog: catalog, options: options), thermostat)
  }

  @Test(arguments: [
    ("set the temperature to 72 degrees in hearth", 72.0, UnitTemperature.fahrenheit),
    ("set the temperature to 21 degrees celsius in hearth", 21, .celsius),
  ])
  func aTemperatureSaidInDegreesIsInTheDefaultUnit(
    request: String, value: Double, unit: UnitTemperature
  ) async throws {
    let (conversation, thermostat) = try await conversation()
    let reply = await conversation.respond(to: request)
    #expect(reply.items == [.dialog("Set to \(Int(value)) \(unit.symbol).")])
    #expect(thermostat.target == Measurement(value: value, unit: unit))
  }

  @Test func aTypeKeepsItsSynonymsAndAnIntentItsContentIdentifier() {
    #expect(RoomEntity.typeDisplayRepresentation.synonyms.map(\.defaultValue) == ["Area"])
    #expect(OpenRoom().contentIdentifier == "OpenRoom")
  }

  @Test func anOptionsCollectionTakesAQueryThatIsAlsoAnOptionsProvider() {
    let collection = Shortcuts.OptionsCollection(
      RoomsInUse(), title: "Rooms in Use", systemImageName: "bed.double")
    #expect(collection.title == "Rooms in Use")
    #expect(collection.systemImageName == "bed.double")
  }

  @Test func aTargetContentIntentOpensTheApp() async throws {
    let (conversation, _) = try await conversation()
    let reply = await conversation.respond(to: "open the kitchen in hearth")
    #expect(reply.items.contains(.dialog("Opening Kitchen in Hearth…")))
  }

  @Test func aSnippetIntentDrawsTheResultsCard() async throws {
    let (display, _) = try await conversation()
    #expect(
      await display.respond(to: "check the hearth thermostat").items == [
        .snippet(Snippet(title: "Thermostat", lines: ["Target 68.0 °F"])), .dialog("Here."),
      ])
    let (speaker, _) = try await conversation(on: .speaker)
    #expect(
      await speaker.respond(to: "check the hearth thermostat").items == [
        .dialog("The thermostat is set to 68 degrees.")
      ])
  }

  @Test func aConfirmationShowsTheCardASnippetIntentDraws() async throws {
    let (conversation, thermostat) = try await conversation()
    let question = await conversation.respond(to: "/ResetThermostat")
    #expect(
      question.items.prefix(2) == [
        .snippet(Snippet(title: "Thermostat", lines: ["Target 68.0 °F"])),
        .dialog("Reset it to 70 degrees?"),
      ])
    #expect(await conversation.respond(to: "yes").items == [.dialog("Reset.")])
    #expect(thermostat.target.value == 70)
  }
}
