import Testing

@testable import ParleyMatcher

/// The model's reading of a value found through a typo of a real word, and of the intents the
/// request's meaning alone proposes: a negative phrase keeps them out, and a question is
/// compared with their phrase as a question or a command.
@Suite struct MisreadWordTests {
  static let cafe = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Cafe", negativePhrases: ["Delete ${applicationName}"])],
      templates: [
        PhraseTemplate(
          app: "Cafe", intent: "Order",
          parts: [.text("Order a"), .slot(name: "drink", type: .vocabulary("Drink")), .appName]),
        PhraseTemplate(app: "Cafe", intent: "Reorder", parts: [.text("Reorder my coffee")]),
        PhraseTemplate(
          app: "Cafe", intent: "OpeningHours", parts: [.text("Show the opening hours")]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Drink",
          entries: [
            .init(value: "latte", title: "Caffè Latte", synonyms: ["latte"]),
            .init(value: "mocha", title: "Caffè Mocha", synonyms: ["mocha"]),
          ])
      ]))

  func candidate(_ request: String, _ intent: String, _ name: String) throws -> Double {
    let rows = Self.cafe.modelFeatures(request, options: TestCatalogs.options)
    let place = try #require(ScoringModel.candidateFeatureNames.firstIndex(of: name))
    let found = try #require(rows.candidates.first { $0.intent == intent })
    return found.features[place]
  }

  @Test func aValueReadFromAWordOfItsOwnIsCounted() throws {
    // "late" is a word of its own, one letter from "latte".
    #expect(try candidate("order a late", "Order", MisreadWord.name) == 1)
  }

  @Test func aValueReadFromNoWordOrSaidRightIsNot() throws {
    #expect(try candidate("order a lattte", "Order", MisreadWord.name) == 0)
    #expect(try candidate("order a latte", "Order", MisreadWord.name) == 0)
  }

  @Test func theAppsNegativePhraseKeepsOutWhatItsMeaningProposes() {
    let rows = Self.cafe.modelFeatures("delete cafe", options: TestCatalogs.options)
    #expect(rows.candidates.isEmpty)
  }
}
