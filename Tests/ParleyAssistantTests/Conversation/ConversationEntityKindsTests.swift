import Foundation
import ParleyIntents
import Testing

@testable import ParleyAssistant

/// A parameter of an entity there is only one of is filled without a question, and a Boolean
/// parameter whose values have names is asked and answered with them, on both surfaces.
@Suite struct ConversationEntityKindsTests {
  static func conversation(_ surface: Surface) async throws -> Conversation {
    let catalog = try await AppCatalog.load([Porch.app])
    return ConversationTesting.conversation(over: catalog, surface)
  }

  @Test(arguments: Surface.allCases)
  func aUniqueEntityIsFilledWithoutAsking(on surface: Surface) async throws {
    let conversation = try await Self.conversation(surface)
    #expect(
      await conversation.respond(to: "check the porch light with porch")
        == completes(.dialog("The porch light is off.")))
    #expect(
      await conversation.respond(to: "/CheckPorchLight")
        == completes(.dialog("The porch light is off.")))
  }

  @Test func aDisplayListsTheNamesOfABooleansValues() async throws {
    let conversation = try await Self.conversation(.display)
    #expect(
      await conversation.respond(to: "set the porch mode with porch")
        == asks(.dialog("Are you leaving or coming home?"), .choices(["Away", "Home"])))
    #expect(
      await conversation.respond(to: "I'm home")
        == completes(.dialog("Welcome home; the porch light is on.")))
  }

  @Test func aSpeakerReadsTheNamesOfABooleansValues() async throws {
    let conversation = try await Self.conversation(.speaker)
    let replies = await conversation.replies(to: ["set the porch mode with porch", "away"])
    #expect(
      replies[0]
        == asks(.dialog("Are you leaving or coming home?"), .dialog("Away or Home?")))
    #expect(replies[1] == completes(.dialog("Away mode is on.")))
  }

  @Test func aBooleanWithNamedValuesStillTakesYesAndNo() async throws {
    let conversation = try await Self.conversation(.display)
    let replies = await conversation.replies(to: ["set the porch mode with porch", "maybe", "no"])
    #expect(replies[1].items.first == .dialog("Sorry, I need Away or Home."))
    #expect(replies[2] == completes(.dialog("Welcome home; the porch light is on.")))
  }

  @Test func aDirectRunTakesTheNameOfAValue() async throws {
    let conversation = try await Self.conversation(.display)
    #expect(
      await conversation.respond(to: "/SetPorchMode isAway=home")
        == completes(.dialog("Welcome home; the porch light is on.")))
  }

  @Test func helpNamesABooleansValuesAndItsDefault() async throws {
    let conversation = try await Self.conversation(.display)
    let reply = await conversation.respond(to: "/SwitchPorchLight ?")
    guard case .snippet(let card) = reply.items.first else {
      Issue.record("no card: \(reply)")
      return
    }
    #expect(card.lines.contains("isOn: Power, On or Off, or yes or no; On unless given"))
    #expect(card.lines.contains("Summary: Turn on the porch light"))
  }

  @Test(arguments: Surface.allCases)
  func aListAnswerTakesEachValueItNames(on surface: Surface) async throws {
    let conversation = try await Self.conversation(surface)
    let replies = await conversation.replies(to: ["/LightLamps", "the left lamp and step light"])
    #expect(replies[1] == completes(.dialog("Lit 2 lamps: Left Lamp and Step Light.")))
  }

  @Test func aListAnswerWithAPartThatNamesNothingIsAskedAgain() async throws {
    let conversation = try await Self.conversation(.display)
    let replies = await conversation.replies(to: [
      "/LightLamps", "left lamp and the garden gnome", "right lamp",
    ])
    #expect(
      replies[1].items.first
        == .dialog("Sorry, I couldn't find a lamp called “the garden gnome”."))
    #expect(replies[2] == completes(.dialog("Lit 1 lamp: Right Lamp.")))
  }

  @Test(arguments: Surface.allCases)
  func aLocalizedErrorIsSaidInItsOwnWords(on surface: Surface) async throws {
    let conversation = try await Self.conversation(surface)
    #expect(
      await conversation.respond(to: "/OpenPorchGate")
        == ends(.failed, .dialog("The porch gate is stuck.")))
  }

  @Test(arguments: Surface.allCases)
  func aPartThatFitsSeveralByOneWordButNamesNoneIsSaid(on surface: Surface) async throws {
    let conversation = try await Self.conversation(surface)
    let replies = await conversation.replies(to: ["/LightLamps", "left lamp and the garden lamp"])
    #expect(
      replies[1].items.first == .dialog("Sorry, I couldn't find a lamp called “the garden lamp”."))
  }

  @Test func aDirectRunTakesEachValueOfAList() async throws {
    let conversation = try await Self.conversation(.speaker)
    #expect(
      await conversation.respond(to: "/LightLamps lamps=\"right lamp, step light\"")
        == completes(.dialog("Lit 2 lamps: Right Lamp and Step Light.")))
  }

  @Test(arguments: Surface.allCases)
  func aDependencyTheAppNeverAddedIsSaidNotAStop(on surface: Surface) async throws {
    let conversation = try await Self.conversation(surface)
    #expect(
      await conversation.respond(to: "/RingPorchBell")
        == ends(
          .failed,
          .dialog(
            "This can't run: no PorchBell was added to AppDependencyManager. Add it in the "
              + "app's dependencies, or give the @Dependency a default.")))
  }

  @Test(arguments: Surface.allCases)
  func optionsDependOnAParameterSaidBefore(on surface: Surface) async throws {
    let conversation = try await Self.conversation(surface)
    let replies = await conversation.replies(to: ["/PickPorchBulb", "colored", "strip"])
    let options =
      surface == .display
      ? [ReplyItem.dialog("What's the bulb?"), .choices(["Color Bulb", "Color Strip"])]
      : [.dialog("What's the bulb?"), .dialog("Color Bulb or Color Strip?")]
    #expect(replies[1] == Reply(items: options, outcome: nil))
    #expect(replies[2] == completes(.dialog("A Color Strip.")))
    #expect(
      dialogs(await conversation.respond(to: "/PickPorchBulb kind=white")).last
        == (surface == .display ? "What's the bulb?" : "White Bulb or Filament Bulb?"))
  }

  @Test func optionsWithoutTheParameterTheyDependOnSayAnyBulb() async throws {
    let options = try await BulbChoices().results()
    #expect(options == ["Any Bulb"])
  }

  @Test func aTimeTitledOnlyTimeIsAskedForPlainly() async throws {
    let conversation = try await Self.conversation(.display)
    #expect(await conversation.respond(to: "/DimPorchLater") == asks(.dialog("What time?")))
  }
}

/// A test app with one porch light, a mode named Away and Home, and a switch named On and Off.
enum Porch {
  static let app = ParleyApp(
    name: "Porch", shortcuts: PorchShortcuts.self,
    intents: [
      SwitchPorchLight.self, LightLamps.self, OpenPorchGate.self, DimPorchLater.self,
      RingPorchBell.self, PickPorchBulb.self,
    ])
}

struct PorchShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: CheckPorchLight(), phrases: ["Check the porch light with \(.applicationName)"])
    AppShortcut(intent: SetPorchMode(), phrases: ["Set the porch mode with \(.applicationName)"])
  }
}

struct PorchLightEntity: UniqueAppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Porch Light"
  static let defaultQuery = UniqueAppEntityProvider { PorchLightEntity() }

  var id: String { "porch" }
  var isOn = false
  var displayRepresentation: DisplayRepresentation { "Porch Light" }
}

struct CheckPorchLight: AppIntent {
  static let title: LocalizedStringResource = "Check Porch Light"

  @Parameter(title: "Light") var light: PorchLightEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "The porch light is \(light.isOn ? "on" : "off").")
  }
}

struct SetPorchMode: AppIntent {
  static let title: LocalizedStringResource = "Set Porch Mode"

  @Parameter(
    title: "Away", displayName: Bool.IntentDisplayName(true: "Away", false: "Home"),
    requestValueDialog: "Are you leaving or coming home?")
  var isAway: Bool

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: isAway ? "Away mode is on." : "Welcome home; the porch light is on.")
  }
}

struct SwitchPorchLight: AppIntent {
  static let title: LocalizedStringResource = "Switch Porch Light"

  @Parameter(
    title: "Power", default: true, displayName: Bool.IntentDisplayName(true: "On", false: "Off"))
  var isOn: Bool

  static var parameterSummary: some ParameterSummary {
    When(\.$isOn, .equalTo, true) {
      Summary("Turn on the porch light")
    } otherwise: {
      Summary("Turn off the porch light")
    }
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "The porch light is \(isOn ? "on" : "off").")
  }
}

struct PorchLampEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Lamp"
  static let defaultQuery = PorchLampQuery()

  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct PorchLampQuery: EntityStringQuery {
  static let names = ["Left Lamp", "Right Lamp", "Step Light"]

  func entities(for identifiers: [String]) async throws -> [PorchLampEntity] {
    identifiers.filter(Self.names.contains).map(PorchLampEntity.init)
  }

  func entities(matching string: String) async throws -> [PorchLampEntity] {
    Self.names.filter { $0.localizedCaseInsensitiveContains(string) }.map(PorchLampEntity.init)
  }

  func suggestedEntities() async throws -> [PorchLampEntity] {
    Self.names.map(PorchLampEntity.init)
  }
}

struct LightLamps: AppIntent {
  static let title: LocalizedStringResource = "Light Lamps"

  @Parameter(title: "Lamps", size: 2) var lamps: [PorchLampEntity]

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let names = lamps.map(\.id).joined(separator: " and ")
    return .result(dialog: "Lit ^[\(lamps.count) lamp](inflect: true): \(names).")
  }
}

enum GateError: LocalizedError {
  case stuck

  var errorDescription: String? { "The porch gate is stuck." }
}

struct OpenPorchGate: AppIntent {
  static let title: LocalizedStringResource = "Open Porch Gate"

  func perform() async throws -> some IntentResult {
    if GateError.stuck.errorDescription != nil { throw GateError.stuck }
    return .result()
  }
}

struct DimPorchLater: AppIntent {
  static let title: LocalizedStringResource = "Dim Porch Later"

  @Parameter(title: "Time", kind: .time) var time: Date

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Okay.")
  }
}

final class PorchBell: Sendable {}

/// Reads a dependency the app never adds.
struct RingPorchBell: AppIntent {
  static let title: LocalizedStringResource = "Ring Porch Bell"

  @Dependency var bell: PorchBell

  func perform() async throws -> some IntentResult & ProvidesDialog {
    _ = bell
    return .result(dialog: "Ding.")
  }
}

enum BulbKind: String, AppEnum {
  case white
  case colored

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Kind"
  static let caseDisplayRepresentations: [BulbKind: DisplayRepresentation] = [
    .white: "White", .colored: "Colored",
  ]
}

/// Lists the bulbs of the kind already chosen.
struct BulbChoices: DynamicOptionsProvider {
  @IntentParameterDependency<PickPorchBulb>(\.$kind) var pick

  func results() async throws -> [String] {
    guard let pick else { return ["Any Bulb"] }
    return pick.kind == .white ? ["White Bulb", "Filament Bulb"] : ["Color Bulb", "Color Strip"]
  }
}

struct PickPorchBulb: AppIntent {
  static let title: LocalizedStringResource = "Pick Porch Bulb"

  @Parameter(title: "Kind") var kind: BulbKind
  @Parameter(title: "Bulb", optionsProvider: BulbChoices()) var bulb: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "A \(bulb).")
  }
}
