import Testing

@testable import ParleyMatcher

/// The model's reading of a request that names an app and says nothing else of a phrase, not
/// even words that may be a value: a question about the app itself.
@Suite struct AppNameOnlyWithoutValueTests {
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

  func features(_ request: String, _ intent: String) throws -> (without: Double, only: Double) {
    let rows = Self.garden.modelFeatures(request, options: TestCatalogs.options)
    let names = ScoringModel.candidateFeatureNames
    let without = try #require(names.firstIndex(of: AppNameOnlyWithoutValue.name))
    let only = try #require(names.firstIndex(of: AppNameOnly.name))
    let found = try #require(rows.candidates.first { $0.intent == intent })
    return (found.features[without], found.features[only])
  }

  @Test func theAppsNameAndNothingElseOfThePhraseIsRead() throws {
    let read = try features("is garden hiring", "ShowThirsty")
    #expect(read.without == 1)
    #expect(read.only == 1)
  }

  @Test func wordsThatMayBeAValueAreNot() throws {
    // "prune the hedge" fills the plant slot as said: the app's name is all of the phrase it
    // says, but the words may still be the value.
    let read = try features("prune the hedge in garden", "WaterPlant")
    #expect(read.without == 0)
    #expect(read.only == 1)
  }

  @Test func aWordOfThePhraseSaysMore() throws {
    #expect(try features("which plants are thirsty in garden", "ShowThirsty").without == 0)
    #expect(try features("water my fern in garden", "WaterPlant").without == 0)
  }

  @Test func theModelRefusesAQuestionAboutTheApp() {
    #expect(Self.garden.match("is garden hiring", options: TestCatalogs.options).best == nil)
    #expect(
      Self.garden.match("which plants are thirsty in garden", options: TestCatalogs.options).best?
        .intent == "ShowThirsty")
  }
}
