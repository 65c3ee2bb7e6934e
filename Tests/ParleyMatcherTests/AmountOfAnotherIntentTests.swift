import Foundation
import Testing

@testable import ParleyMatcher

/// An amount said in a request is a value like a name: a command that says only a phrase's
/// verb and an amount its intent does not take asks for the intent that takes it. "set the
/// thermostat to 68" sets the temperature, not the thermostat's mode.
@Suite struct AmountOfAnotherIntentTests {
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Hearthstone")],
      templates: [
        PhraseTemplate(
          app: "Hearthstone", intent: "SetTemperature",
          parts: [.text("Set the temperature in"), .appName]),
        PhraseTemplate(
          app: "Hearthstone", intent: "SetTemperature",
          parts: [.text("Change the"), .appName, .text("thermostat")]),
        PhraseTemplate(
          app: "Hearthstone", intent: "SetThermostatMode",
          parts: [
            .text("Set"), .appName, .text("to"), .slot(name: "mode", type: .vocabulary("Mode")),
          ]),
        PhraseTemplate(
          app: "Hearthstone", intent: "SetThermostatMode",
          parts: [
            .text("Switch the"), .appName, .text("thermostat to"),
            .slot(name: "mode", type: .vocabulary("Mode")),
          ]),
        PhraseTemplate(
          app: "Hearthstone", intent: "SetBrightness",
          parts: [
            .text("Set the brightness of"), .slot(name: "light", type: .vocabulary("Light")),
            .text("in"), .appName,
          ]),
        PhraseTemplate(
          app: "Hearthstone", intent: "TurnOnLight",
          parts: [
            .text("Turn on"), .slot(name: "light", type: .vocabulary("Light")), .text("in"),
            .appName,
          ]),
        PhraseTemplate(
          app: "Hearthstone", intent: "GetTemperature",
          parts: [.text("What's the temperature in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Mode",
          entries: [
            .init(value: "heat", title: "Heat", synonyms: ["Heating"]),
            .init(value: "cool", title: "Cool", synonyms: ["Air Conditioning"]),
            .init(value: "auto", title: "Auto"),
          ]),
        SlotVocabulary(
          name: "Light",
          entries: [
            .init(value: "lamp", title: "Bedside Lamp"), .init(value: "ceiling", title: "Ceiling"),
          ],
          acceptsUnknownValues: true),
      ],
      parameters: [
        IntentParameters(
          app: "Hearthstone", intent: "SetTemperature",
          parameters: [
            .init(
              name: "temperature", type: .decimal, title: "Temperature",
              units: ["degrees", "degree", "fahrenheit", "celsius"],
              otherUnits: ["in", "inches", "minutes", "km"])
          ]),
        IntentParameters(
          app: "Hearthstone", intent: "SetThermostatMode",
          parameters: [.init(name: "mode", type: .vocabulary("Mode"), title: "Mode")]),
        IntentParameters(
          app: "Hearthstone", intent: "SetBrightness",
          parameters: [
            .init(name: "light", type: .vocabulary("Light"), title: "Light"),
            .init(name: "brightness", type: .integer, title: "Brightness"),
          ]),
        IntentParameters(
          app: "Hearthstone", intent: "TurnOnLight",
          parameters: [.init(name: "light", type: .vocabulary("Light"), title: "Light")]),
        IntentParameters(app: "Hearthstone", intent: "GetTemperature", parameters: []),
      ]))

  private func best(_ request: String) throws -> MatchCandidate {
    let result = Self.index.match(request, options: TestCatalogs.options)
    #expect(!result.isAmbiguous, "\(request)")
    return try #require(result.best, "\(request)")
  }

  private func values(of candidate: MatchCandidate) -> [String: String] {
    Dictionary(
      candidate.filledValues.map { ($0.name, $0.value.description) },
      uniquingKeysWith: { first, _ in first })
  }

  @Test(arguments: [
    ("set the thermostat to 68 in hearthstone", "68"),
    ("set it to 70 degrees in hearthstone", "70"),
  ])
  func anAmountChoosesTheIntentThatTakesIt(request: String, temperature: String) throws {
    let best = try best(request)
    #expect(best.intent == "SetTemperature")
    #expect(values(of: best)["temperature"].map { Double($0) } == Double(temperature))
    #expect(best.unknownOptions.isEmpty)
  }

  /// A unit of another kind that is also a small word ("in", inches) is that word: the number
  /// before it is still the temperature's.
  @Test func aUnitThatIsASmallWordLeavesTheNumber() throws {
    let best = try best("set the temperature to 68 in hearthstone")
    #expect(best.intent == "SetTemperature")
    #expect(values(of: best)["temperature"].map { Double($0) } == 68)
    #expect(best.leftOutWords.isEmpty)
  }

  @Test func anIntentThatTakesTheAmountKeepsIt() throws {
    let lamp = try best("set the bedside lamp to fifty percent in hearthstone")
    #expect(lamp.intent == "SetBrightness")
    #expect(values(of: lamp)["brightness"] == "50")
    let mode = try best("set hearthstone to cool")
    #expect(mode.intent == "SetThermostatMode")
    #expect(values(of: mode)["mode"] == "Cool")
  }
}
