import Testing

@testable import ParleyMatcher

/// An intent that loses something (removes, resets) is never what a request means unless the
/// request says that action, or another word of the intent; a verb of going ("navigate to",
/// "take me to") asks to open what it names.
@Suite struct UnsaidLossTests {
  private static let trail = PhraseTemplate.Part.slot(name: "trail", type: .vocabulary("Trail"))
  private static let target = PhraseTemplate.Part.slot(name: "target", type: .vocabulary("Trail"))

  /// Trails as the bundled app has it: trails open, their conditions read, favourites
  /// opened and removed.
  static let trails = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Trails")],
      templates: [
        PhraseTemplate(
          app: "Trails", intent: "OpenFavorites", parts: [.text("Open Favorites in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "OpenFavorites",
          parts: [.text("Open my favorite trails in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "GetTrailInfo",
          parts: [.text("Get conditions for"), trail, .text("in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "SuggestTrails",
          parts: [
            .text("Where can I go"), .slot(name: "activity", type: .vocabulary("Activity")),
            .text("with"), .appName,
          ]),
        PhraseTemplate(
          app: "Trails", intent: "OpenTrail", parts: [.text("Open"), target, .text("in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "OpenTrail",
          parts: [.text("Show me"), target, .text("in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "RemoveFavorite",
          parts: [.text("Remove"), trail, .text("from my favorites in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "RemoveFavorite",
          parts: [.text("Unfavorite"), trail, .text("in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Trail",
          entries: [
            .init(value: "cedar-falls", title: "Cedar Falls"),
            .init(value: "bear-creek", title: "Bear Creek Trail"),
          ]),
        SlotVocabulary(
          name: "Activity",
          entries: [
            .init(value: "hiking", title: "Hiking"), .init(value: "running", title: "Running"),
          ]),
      ]))

  @Test(arguments: [
    "navigate to bear creek trail in trails", "go to bear creek trail in trails",
    "take me to cedar falls in trails", "navigate to cedar falls",
  ])
  func aVerbOfGoingOpensWhatItNames(request: String) throws {
    let result = Self.trails.match(request, options: TestCatalogs.options)
    let best = try #require(result.best)
    #expect(best.intent == "OpenTrail")
    #expect(!result.isAmbiguous)
    // Removing it is at most a far less likely reading, never offered beside it.
    for other in ["RemoveFavorite", "SuggestTrails"] {
      let score = result.candidates.first { $0.intent == other }?.score ?? 0
      #expect(score < best.score / 10, "\(other)")
    }
  }

  @Test func aVerbOfGoingWithoutAPlaceSaysNothingOfOpening() {
    // "go hiking" asks where to hike, and "go to" a place no app knows opens nothing.
    let hiking = Self.trails.match(
      "where can i go hiking with trails", options: TestCatalogs.options)
    #expect(hiking.best?.intent == "SuggestTrails")
    let analysis = UtteranceAnalysis(
      "go to youtube in trails", index: Self.trails, options: TestCatalogs.options)
    let open = Self.trails.terms.id(of: "open")
    #expect(!analysis.matches[0].contains { $0.term == open })
  }

  @Test func aNameAloneNeverOffersToRemoveIt() {
    // Only the trail and the app are said: opening it or reading its conditions are choices,
    // removing it is not.
    let result = Self.trails.match("bear creek trail in trails", options: TestCatalogs.options)
    #expect(result.best != nil)
    #expect(!result.candidates.contains { $0.intent == "RemoveFavorite" })
    let evaluation = TemplateScorer(
      index: Self.trails,
      analysis: UtteranceAnalysis(
        "bear creek trail in trails", index: Self.trails, options: TestCatalogs.options)
    ).evaluate(Self.trails.templates[7])
    #expect(evaluation.unsaidLoss)
  }

  @Test(arguments: [
    "remove cedar falls from my favorites in trails", "unfavorite cedar falls in trails",
    "delete cedar falls from my favorites in trails", "take cedar falls off my favorites",
    "drop bear creek trail from favorites in trails",
  ])
  func aRequestThatSaysTheLossStillMatches(request: String) throws {
    let best = try #require(Self.trails.match(request, options: TestCatalogs.options).best)
    #expect(best.intent == "RemoveFavorite")
  }

  @Test func theWordsOfANameTheIntentDoesNotTakeSayNoPhraseWord() throws {
    // "trail" of "Bear Creek Trail" is the name's, not the "trails" of "Open my favorite
    // trails".
    let request = "navigate to bear creek trail in trails"
    let scorer = TemplateScorer(
      index: Self.trails,
      analysis: UtteranceAnalysis(request, index: Self.trails, options: TestCatalogs.options))
    let favorites = scorer.candidate(Self.trails.templates[1])
    #expect(favorites.phrase == "Open my favorite trails in ${applicationName}")
    #expect(
      !favorites.explanation.matches.contains {
        $0.utteranceWord == "trail" && $0.phraseWord == "trails"
      })
  }

  /// A soup shop that shows its menu by a question as well as a command.
  static let shop = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Soup Shop")],
      templates: [
        PhraseTemplate(
          app: "Soup Shop", intent: "ShowMenu", parts: [.text("Show the"), .appName, .text("menu")]),
        PhraseTemplate(
          app: "Soup Shop", intent: "ShowMenu",
          parts: [.text("What's on the menu at"), .appName]),
      ],
      vocabularies: []))

  @Test(arguments: ["add tomato to the menu at soup shop", "lock the menu in soup shop"])
  func aChangeTheIntentNeverSaysIsNoQuestionOfIt(request: String) {
    let result = Self.shop.match(request, options: TestCatalogs.options)
    #expect(result.best == nil)
  }

  @Test(arguments: ["show me the menu at soup shop", "what's on the menu at soup shop"])
  func showingWhatAQuestionAsksStillMatches(request: String) throws {
    let best = try #require(Self.shop.match(request, options: TestCatalogs.options).best)
    #expect(best.intent == "ShowMenu")
  }
}
