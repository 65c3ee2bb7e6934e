import Foundation
import Testing

@testable import ParleyMatcher

/// The words a candidate's phrase says that none of another intent's phrases or parameters
/// has: what tells a request apart from the one under way.
@Suite struct PhraseIndexWordsTests {
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Home")],
      templates: [
        PhraseTemplate(
          app: "Home", intent: "SetBrightness", parts: [.text("Set the lights in"), .appName]),
        PhraseTemplate(
          app: "Home", intent: "SetThermostat",
          parts: [.text("Set the thermostat in"), .appName]),
        PhraseTemplate(
          app: "Home", intent: "AddHeat", parts: [.text("Add more heat in"), .appName]),
      ],
      vocabularies: [],
      parameters: [
        IntentParameters(
          app: "Home", intent: "SetBrightness",
          parameters: [
            .init(name: "brightness", type: .integer), .init(name: "extraHeat", type: .integer),
          ]),
        IntentParameters(
          app: "Home", intent: "SetThermostat",
          parameters: [.init(name: "temperature", type: .integer)]),
      ]))

  private func best(_ utterance: String) throws -> MatchCandidate {
    try #require(Self.index.match(utterance, options: TestCatalogs.options).best)
  }

  @Test func aWordOfNoneOfTheIntentsPhrasesIsForeign() throws {
    let thermostat = try best("set the thermostat to 68 in home")
    #expect(thermostat.intent == "SetThermostat")
    #expect(
      Self.index.words(of: thermostat, foreignTo: "SetBrightness", app: "Home") == [
        "thermostat"
      ])
    #expect(Self.index.words(of: thermostat, foreignTo: "SetThermostat", app: "Home") == [])
  }

  @Test func theVerbAndTheWordsOfAParameterAreNotForeign() throws {
    let heat = try best("add more heat in home")
    #expect(heat.intent == "AddHeat")
    #expect(Self.index.words(of: heat, foreignTo: "SetBrightness", app: "Home") == ["more"])
  }

  @Test func anotherAppsRequestHasNoForeignWords() throws {
    let thermostat = try best("set the thermostat to 68 in home")
    #expect(Self.index.words(of: thermostat, foreignTo: "SetBrightness", app: "Brew") == [])
  }
}
