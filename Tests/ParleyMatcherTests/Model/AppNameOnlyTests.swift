import Testing

@testable import ParleyMatcher

/// The model's reading of a request that says nothing of a phrase but its app's name: words
/// kept as a value nobody listed are no request for the intent.
@Suite struct AppNameOnlyTests {
  /// A garden app that waters a plant (listed, or kept as said) and tells what needs water.
  static let garden = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Garden")],
      templates: [
        PhraseTemplate(
          app: "Garden", intent: "WaterPlant",
          parts: [
            .text("Water my"), .slot(name: "plant", type: .vocabulary("Plant")), .text("in"),
            .appName,
          ]),
        PhraseTemplate(
          app: "Garden", intent: "ShowThirsty",
          parts: [.text("Which plants are thirsty in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Plant",
          entries: [.init(value: "basil", title: "Basil"), .init(value: "fern", title: "Fern")],
          acceptsUnknownValues: true, typeName: "Plant")
      ]))

  func feature(_ request: String) throws -> Double {
    let rows = Self.garden.modelFeatures(request, options: TestCatalogs.options)
    let place = try #require(ScoringModel.candidateFeatureNames.firstIndex(of: AppNameOnly.name))
    let found = try #require(rows.candidates.first { $0.intent == "WaterPlant" })
    return found.features[place]
  }

  @Test func wordsKeptAsAnUnlistedValueBesideTheAppsNameSayNothingOfThePhrase() throws {
    #expect(try feature("prune the hedge in garden") == 1)
  }

  @Test func aListedValueOrAWordOfThePhraseSaysMore() throws {
    // A plant the app lists is a value of the phrase's slot, as "espresso from brew" is a drink.
    #expect(try feature("basil in garden") == 0)
    #expect(try feature("water the hedge in garden") == 0)
  }

  @Test func theModelRefusesWhatOnlyTheAppsNameSays() {
    #expect(
      Self.garden.match("prune the hedge in garden", options: TestCatalogs.options).best == nil)
    #expect(
      Self.garden.match("water my fern in garden", options: TestCatalogs.options).best?.intent
        == "WaterPlant")
  }
}
