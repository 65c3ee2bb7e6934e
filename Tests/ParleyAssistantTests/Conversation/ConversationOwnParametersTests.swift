import Foundation
import ParleyIntents
import Testing

@testable import ParleyAssistant

/// The texts the house's light query was asked to search.
private let lightSearches = QueryLog()

/// The zones of the house's thermostat, listed at run time.
private struct Zones: DynamicOptionsProvider {
  func results() async throws -> [String] { ["Basement", "Downstairs", "Upstairs"] }
}

private enum HeatingMode: String, AppEnum {
  case heat, cool, eco

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
  static let caseDisplayRepresentations: [HeatingMode: DisplayRepresentation] = [
    .heat: DisplayRepresentation(title: "Heat", synonyms: ["heating"]),
    .cool: DisplayRepresentation(title: "Cool", synonyms: ["cooling"]),
    .eco: "Eco",
  ]
}

private struct HouseLight: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Light"
  static let defaultQuery = HouseLightQuery()

  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }

  static let all = ["Kitchen Light", "Porch Light", "Desk Lamp"].map(HouseLight.init)
}

/// Finds the lights whose name holds the words searched for, as Apple's sample queries do.
private struct HouseLightQuery: EntityStringQuery {
  func entities(for identifiers: [String]) async throws -> [HouseLight] {
    HouseLight.all.filter { identifiers.contains($0.id) }
  }

  func entities(matching string: String) async throws -> [HouseLight] {
    lightSearches.record(string)
    return HouseLight.all.filter { $0.id.localizedCaseInsensitiveContains(string) }
  }

  func suggestedEntities() async throws -> [HouseLight] { HouseLight.all }
}

/// A room of the house, which no phrase names: its query only suggests the rooms.
private struct HouseRoom: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
  static let defaultQuery = HouseRoomQuery()

  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

private struct HouseRoomQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [HouseRoom] {
    identifiers.map(HouseRoom.init)
  }

  func suggestedEntities() async throws -> [HouseRoom] {
    ["Nursery", "Study"].map(HouseRoom.init)
  }
}

private struct WarmHouseRoom: AppIntent {
  static let title: LocalizedStringResource = "Warm Room"

  @Parameter(title: "Room") var room: HouseRoom

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Warming the \(room.id).")
  }
}

private struct SetZone: AppIntent {
  static let title: LocalizedStringResource = "Set Zone"

  @Parameter(title: "Zone", optionsProvider: Zones()) var zone: String
  @Parameter(title: "Temperature", requestValueDialog: "To what?") var temperature: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "\(zone) set to \(temperature).")
  }
}

/// A zone typed on a keyboard (`inputOptions:`): the listed zones are only suggestions.
private struct NameZone: AppIntent {
  static let title: LocalizedStringResource = "Name Zone"

  @Parameter(
    title: "Zone", inputOptions: String.IntentInputOptions(capitalizationType: .words),
    optionsProvider: Zones())
  var zone: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Named \(zone).")
  }
}

private struct SetHeatingMode: AppIntent {
  static let title: LocalizedStringResource = "Set Heating Mode"

  @Parameter(title: "Mode") var mode: HeatingMode

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "On \(mode.rawValue).")
  }
}

private struct SwitchOffLight: AppIntent {
  static let title: LocalizedStringResource = "Switch Off Light"

  @Parameter(title: "Light") var light: HouseLight

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "\(light.id) is off.")
  }
}

/// An intent whose answer does not name the light it dimmed.
private struct DimLight: AppIntent {
  static let title: LocalizedStringResource = "Dim Light"

  @Parameter(title: "Light") var light: HouseLight

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Dimmed.")
  }
}

private struct SwitchOffEveryLight: AppIntent {
  static let title: LocalizedStringResource = "Switch Off Every Light"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation(actionName: .turnOff, dialog: "Turn off 3 lights?")
    return .result(dialog: "All off.")
  }
}

private struct HomesteadShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: SetZone(), phrases: ["Set the thermostat in \(.applicationName)"])
    AppShortcut(intent: WarmHouseRoom(), phrases: ["Warm a room in \(.applicationName)"])
    AppShortcut(intent: NameZone(), phrases: ["Name a zone in \(.applicationName)"])
    AppShortcut(
      intent: SetHeatingMode(),
      phrases: ["Switch the heating to \(\.$mode) in \(.applicationName)"])
    AppShortcut(
      intent: SwitchOffLight(),
      phrases: [
        "Turn off \(\.$light) in \(.applicationName)", "Switch off a light in \(.applicationName)",
      ])
    AppShortcut(intent: DimLight(), phrases: ["Dim a light in \(.applicationName)"])
    AppShortcut(
      intent: SwitchOffEveryLight(), phrases: ["Turn off all the lights in \(.applicationName)"])
  }
}

/// An app's own parameters as a device treats them: an options provider's options fill a
/// parameter a request names and limit what an answer may be, a name the entity query does not
/// find is said so, the confirmation's own action confirms, and a word of the phrase is no
/// value.
@Suite(.serialized) struct ConversationOwnParametersTests {
  private func homestead(_ surface: Surface) async throws -> Conversation {
    let app = ParleyApp(
      name: "Homestead", shortcuts: HomesteadShortcuts.self,
      dependencies: { _ in HomesteadShortcuts.updateAppShortcutParameters() })
    return ConversationTesting.conversation(over: try await AppCatalog.load([app]), surface)
  }

  @Test(arguments: [Surface.display, .speaker])
  func anOptionTheRequestNamesFillsItsParameter(surface: Surface) async throws {
    let conversation = try await homestead(surface)
    let reply = await conversation.respond(to: "set the downstairs thermostat to 71 in homestead")
    #expect(reply == completes(.dialog("Downstairs set to 71.")))
  }

  @Test(arguments: [Surface.display, .speaker])
  func aSuggestedEntityTheRequestNamesFillsAParameterNoPhraseHas(surface: Surface) async throws {
    let conversation = try await homestead(surface)
    let reply = await conversation.respond(to: "warm the nursery in homestead")
    #expect(reply == completes(.dialog("Warming the Nursery.")))
  }

  @Test(arguments: [Surface.display, .speaker])
  func anAnswerThatIsNoneOfTheOptionsIsQuestioned(surface: Surface) async throws {
    let conversation = try await homestead(surface)
    _ = await conversation.respond(to: "set the thermostat in homestead")
    let refused = await conversation.respond(to: "the attic")
    #expect(
      dialogs(refused).prefix(2) == [
        "Sorry, “the attic” isn't a zone Homestead lists.", "What's the zone?",
      ])
    #expect(refused.awaitsAnswer)
    #expect(await conversation.respond(to: "upstairs") == asks(.dialog("To what?")))
    #expect(await conversation.respond(to: "70") == completes(.dialog("Upstairs set to 70.")))
  }

  @Test(arguments: [Surface.display, .speaker])
  func aZoneTypedOnAKeyboardIsTakenAsItIs(surface: Surface) async throws {
    let conversation = try await homestead(surface)
    _ = await conversation.respond(to: "name a zone in homestead")
    #expect(await conversation.respond(to: "attic") == completes(.dialog("Named attic.")))
  }

  @Test(arguments: [Surface.display, .speaker])
  func aLightTheQueryDoesNotFindIsSaidSoByTheNameSaid(surface: Surface) async throws {
    let conversation = try await homestead(surface)
    lightSearches.clear()
    let reply = await conversation.respond(to: "turn off the garage light in homestead")
    #expect(
      dialogs(reply).prefix(2) == [
        "Sorry, I couldn't find a light called “garage”.", "Which light?",
      ])
    #expect(reply.awaitsAnswer)
    // Asked with the whole name, never with "light" alone, which every light would fit.
    let searched = lightSearches.texts
    #expect(searched.contains("garage light"))
    #expect(!searched.contains("light"), "\(searched)")
    #expect(
      await conversation.respond(to: "the porch light") == completes(.dialog("Porch Light is off."))
    )
  }

  @Test(arguments: [Surface.display, .speaker])
  func anUnknownLightAnsweringWhichLightIsAskedOfTheQuery(surface: Surface) async throws {
    let conversation = try await homestead(surface)
    _ = await conversation.respond(to: "switch off a light in homestead")
    lightSearches.clear()
    let reply = await conversation.respond(to: "garage light")
    #expect(dialogs(reply).first == "Sorry, I couldn't find a light called “garage”.")
    #expect(reply.awaitsAnswer)
    #expect(lightSearches.texts.contains("garage light"))
  }

  @Test(arguments: [Surface.display, .speaker])
  func theConfirmationsOwnActionConfirms(surface: Surface) async throws {
    let conversation = try await homestead(surface)
    #expect(
      await conversation.respond(to: "turn off all the lights in homestead")
        == asks(.dialog("Turn off 3 lights?")))
    #expect(await conversation.respond(to: "turn off") == completes(.dialog("All off.")))
  }

  @Test(arguments: [
    ("switch the heating to eco in homestead", "On eco."),
    ("switch the heating to cooling in homestead", "On cool."),
    ("switch the heating to heating in homestead", "On heat."),
  ])
  func aWordOfThePhraseIsNoValueWhenTheRequestNamesOne(request: String, answer: String)
    async throws
  {
    let conversation = try await homestead(.speaker)
    #expect(await conversation.respond(to: request) == completes(.dialog(answer)))
  }

  @Test(arguments: [Surface.display, .speaker])
  func aModeTheAppLacksIsSaidAndAskedNeverTakenFromThePhrase(surface: Surface) async throws {
    let conversation = try await homestead(surface)
    let reply = await conversation.respond(to: "switch the heating to turbo in homestead")
    #expect(
      dialogs(reply).prefix(2) == [
        "Homestead doesn't have “turbo”, so I've left it out.", "Which mode?",
      ])
    #expect(reply.awaitsAnswer)
  }

  @Test(arguments: [Surface.display, .speaker])
  func aLightTakenForWordsThatAreNoneOfItsNamesIsSaidBack(surface: Surface) async throws {
    let conversation = try await homestead(surface)
    _ = await conversation.respond(to: "dim a light in homestead")
    #expect(
      await conversation.respond(to: "the lamp")
        == completes(.dialog("I took “the lamp” as Desk Lamp."), .dialog("Dimmed.")))
  }

  @Test(arguments: [Surface.display, .speaker])
  func aLightNamedInFullIsNotSaidBack(surface: Surface) async throws {
    let conversation = try await homestead(surface)
    _ = await conversation.respond(to: "dim a light in homestead")
    #expect(await conversation.respond(to: "the desk lamp") == completes(.dialog("Dimmed.")))
  }

  /// "which zones are there?" lists what the zone's options provider lists, as for an entity
  /// or an enumeration: as the first line, which names no app (only Homestead takes zones), and
  /// right after the thermostat was set; "what other zones" then leaves out the one just set.
  @Test(arguments: [Surface.display, .speaker])
  func aQuestionForTheOptionsOfAProvidersParameterIsAnswered(surface: Surface) async throws {
    let conversation = try await homestead(surface)
    let replies = await conversation.replies(to: [
      "which zones are there?", "set the downstairs thermostat to 71 in homestead",
      "which zones are there", "what other zones are there?",
    ])
    let zones = completes(.dialog("Homestead has these zones: Basement, Downstairs, and Upstairs."))
    #expect(replies[0] == zones)
    #expect(replies[1].outcome == .completed)
    #expect(replies[2] == zones)
    #expect(
      replies[3]
        == completes(
          .dialog("Besides Downstairs, Homestead has these zones: Basement and Upstairs.")))
  }

  /// "turn it back on" right after a light was turned off takes that back, as "undo" would:
  /// here the app declares no way to, which is said plainly, never the heating's mode asked.
  @Test(arguments: [Surface.display, .speaker])
  func theOppositeSaidOfWhatWasJustDoneTakesItBack(surface: Surface) async throws {
    let conversation = try await homestead(surface)
    let replies = await conversation.replies(to: [
      "turn off the porch light in homestead", "turn it back on",
    ])
    #expect(
      replies[1]
        == ends(
          .failed,
          .dialog(
            "Sorry, I can't undo “Switch Off Light” from here. Homestead has no way to take it back."
          )))
  }
}
