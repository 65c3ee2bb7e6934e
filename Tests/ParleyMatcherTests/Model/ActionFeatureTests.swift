import Testing

@testable import ParleyMatcher

/// The features that weigh a verb no phrase of an app uses: for the candidate, how near its
/// meaning comes to the phrase's own verb; for "nothing", that every app asked lacks it. And a
/// question about an action done, which asks for none of the app's commands.
@Suite struct ActionFeatureTests {
  let index = RequestObjectTests.notes

  func rows(_ request: String) -> ModelFeatureRows {
    index.modelFeatures(request, options: TestCatalogs.options)
  }

  func nothing(_ request: String, _ name: String) throws -> Double {
    let place = try #require(ScoringModel.nothingFeatureNames.firstIndex(of: name))
    return rows(request).nothing[place]
  }

  func candidate(_ request: String, _ intent: String, _ name: String) throws -> Double {
    let place = try #require(ScoringModel.candidateFeatureNames.firstIndex(of: name))
    let found = try #require(rows(request).candidates.first { $0.intent == intent })
    return found.features[place]
  }

  @Test func aVerbTheNamedAppLacksWeighsForNothing() throws {
    #expect(try nothing("pin the groceries note in notes", ActionTheAppLacks.name) == 1)
    #expect(try nothing("pin the groceries note in notes", UnknownAction.name) == 0)
    #expect(try nothing("delete the groceries note in notes", ActionTheAppLacks.name) == 0)
  }

  @Test func aVerbNoCandidatesAppUsesWeighsForNothingWhenNoAppIsNamed() {
    func context(_ request: String, namesApp: Bool) -> NothingContext {
      let analysis = UtteranceAnalysis(request, index: index, options: TestCatalogs.options)
      return NothingContext(
        analysis: analysis, scopes: [0], namesApp: namesApp)
    }
    #expect(UnknownAction.value(context("pin the groceries note", namesApp: false)) == 1)
    #expect(ActionTheAppLacks.value(context("pin the groceries note", namesApp: false)) == 0)
    #expect(UnknownAction.value(context("delete the groceries note", namesApp: false)) == 0)
    #expect(UnknownAction.value(context("pin the groceries note", namesApp: true)) == 0)
    #expect(ActionTheAppLacks.value(context("pin the groceries note", namesApp: true)) == 1)
  }

  @Test func anUnknownVerbIsAsLikeThePhrasesVerbAsItsMeaning() throws {
    let scrap = try candidate("scrap the groceries note in notes", "DeleteNote", VerbLikeness.name)
    let pin = try candidate("pin the groceries note in notes", "DeleteNote", VerbLikeness.name)
    #expect(scrap > pin)
    #expect(scrap > 0 && scrap <= 1)
    // A verb the app's phrases use is no unknown verb: its likeness is not read.
    #expect(
      try candidate("delete the groceries note in notes", "DeleteNote", VerbLikeness.name) == 0)
  }

  @Test func aQuestionAboutWhatWasDoneWeighsAgainstTheAppsCommands() throws {
    let shop = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Shop")],
        templates: [
          ("OrderSoup", "order a soup from shop"), ("PayForOrders", "pay for my order in shop"),
          ("CheckOrder", "where's my order from shop"),
        ].map { PhraseTemplate(app: "Shop", intent: $0.0, parts: [.text($0.1)]) },
        vocabularies: []))
    func value(_ request: String, _ intent: String) throws -> Double? {
      let place = try #require(
        ScoringModel.candidateFeatureNames.firstIndex(of: AskedAboutAction.name))
      let rows = shop.modelFeatures(request, options: TestCatalogs.options)
      return rows.candidates.first { $0.intent == intent }?.features[place]
    }
    // "order" is asked about: paying shares its word "order" and is no answer either.
    #expect(try value("what did i order from shop", "PayForOrders") == 1)
    #expect(try value("what did i order from shop", "CheckOrder") == 0)
    #expect(try value("what did i order from shop", "OrderSoup") == nil)
    #expect(try value("pay for my order in shop", "PayForOrders") == 0)
    #expect(try value("order a soup from shop", "OrderSoup") == 0)
  }
}
