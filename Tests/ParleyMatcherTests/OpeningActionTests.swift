import Testing

@testable import ParleyMatcher

/// A request that opens with an action asks for that action: an intent whose phrases undo it,
/// or never say it, is not what the person means.
@Suite struct OpeningActionTests {
  private static let trail = PhraseTemplate.Part.slot(name: "trail", type: .vocabulary("Trail"))

  /// Favourites that can be opened and removed, but not added.
  static let favorites = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Trails")],
      templates: [
        PhraseTemplate(
          app: "Trails", intent: "OpenFavorites", parts: [.text("Open Favorites in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "OpenFavorites", parts: [.text("Show my favorite"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "RemoveFavorite",
          parts: [.text("Remove"), trail, .text("from my favorites in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "RemoveFavorite",
          parts: [.text("Unfavorite"), trail, .text("in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "OpenTrail", parts: [.text("Open"), trail, .text("in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Trail",
          entries: [
            .init(value: "cedar-falls", title: "Cedar Falls"),
            .init(value: "bear-creek", title: "Bear Creek Trail"),
          ])
      ]))

  /// The scorer of `request` against the favourites app's phrases.
  private static func scorer(_ request: String) -> TemplateScorer {
    TemplateScorer(
      index: favorites,
      analysis: UtteranceAnalysis(request, index: favorites, options: TestCatalogs.options))
  }

  @Test func anOppositeVerbOfAnyPhraseRulesTheIntentOut() throws {
    // "Unfavorite" does not say "remove", but the intent's other phrase does.
    let unfavorite = try #require(
      Self.favorites.match("unfavorite cedar falls in trails").best)
    #expect(unfavorite.intent == "RemoveFavorite")
    let evaluation = Self.scorer("add cedar falls to my favorites in trails")
      .evaluate(Self.favorites.templates[3])
    #expect(evaluation.score == 0)
    #expect(evaluation.openingAction == .opposite)
  }

  @Test(arguments: [
    "add cedar falls to my favorites in trails", "add cedar falls to my favorites",
    "save bear creek trail to my favorites in trails",
  ])
  func aChangeNoIntentDoesMatchesNothing(request: String) {
    let result = Self.favorites.match(request, options: TestCatalogs.options)
    #expect(result.best == nil)
    #expect(!result.candidates.contains { $0.intent == "RemoveFavorite" })
  }

  @Test func aRequestThatSaysTheIntentsNounAsItsVerbIsNoOpposite() {
    // "favorite" pairs with the "favorites" of "Remove … from my favorites", but the intent's
    // "Unfavorite" undoes it.
    let result = Self.favorites.match(
      "favorite cedar falls in trails", options: TestCatalogs.options)
    #expect(!result.candidates.contains { $0.intent == "RemoveFavorite" })
  }

  @Test(arguments: [
    "please show my favorites", "show my favorites in trails", "display my favorite trails",
    "pull up my favorites in trails", "open favorites",
  ])
  func anActionTheIntentSaysOrASynonymOfItMatches(request: String) {
    let result = Self.favorites.match(request, options: TestCatalogs.options)
    #expect(result.best?.intent == "OpenFavorites")
  }

  @Test func theExplanationNamesTheUnsaidAction() {
    let candidate = Self.scorer("add cedar falls to my favorites in trails")
      .candidate(Self.favorites.templates[1])
    #expect(
      candidate.explanation.penalties.contains(
        "the request opens with an action the intent does not say (x0.3)"))
  }
}
