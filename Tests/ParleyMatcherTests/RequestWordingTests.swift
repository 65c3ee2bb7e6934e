import Testing

@testable import ParleyMatcher

/// Ways people word a request that say no more than the phrase does: a particle after the
/// verb ("look up"), an adjective after a determiner ("any good …"), an idiom's word ("get rid
/// of"), and a name of another kind where a slot takes any name.
@Suite struct RequestWordingTests {
  private static var trails: PhraseIndex { UnsaidLossTests.trails }

  @Test func aParticleAfterTheVerbIsTheVerbs() throws {
    let result = Self.trails.match("look up cedar falls in trails", options: TestCatalogs.options)
    let best = try #require(result.best)
    #expect(best.intent == "GetTrailInfo")
    #expect(!result.isAmbiguous)
    #expect(!best.explanation.unmatchedWords.contains("up"))
    #expect(!best.unusedWords.contains("up"))
  }

  @Test func aParticleAfterTheSpeakerIsTheVerbs() throws {
    // "quiz me on spanish": the "on" after "quiz me" is the verb's, no option the app lacks.
    let index = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Flashcards")],
        templates: [
          PhraseTemplate(
            app: "Flashcards", intent: "Study",
            parts: [
              .text("Study"), .slot(name: "folder", type: .vocabulary("Folder")), .text("in"),
              .appName,
            ]),
          PhraseTemplate(
            app: "Flashcards", intent: "AddCard", parts: [.text("Add a card in"), .appName]),
        ],
        vocabularies: [
          SlotVocabulary(
            name: "Folder",
            entries: [.init(value: "spanish", title: "Spanish"), .init(value: "art", title: "Art")])
        ]))
    let result = index.match("quiz me on spanish in flashcards", options: TestCatalogs.options)
    let best = try #require(result.best)
    #expect(best.intent == "Study")
    #expect(best.slot?.value.description == "Spanish")
    #expect(best.unknownOptions.isEmpty)
    #expect(!best.unusedWords.contains("on"))
  }

  @Test func aParticleAPhraseSaysIsNoParticleOfTheVerb() {
    // "Where can I go …": a catalog whose phrases say "up" keeps it a word of its own.
    let index = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Radio")],
        templates: [
          PhraseTemplate(
            app: "Radio", intent: "Louder", parts: [.text("Turn it up in"), .appName]),
          PhraseTemplate(
            app: "Radio", intent: "Softer", parts: [.text("Turn it down in"), .appName]),
        ],
        vocabularies: []))
    #expect(
      index.match("turn up the radio", options: TestCatalogs.options).best?.intent == "Louder")
    #expect(
      index.match("turn down the radio", options: TestCatalogs.options).best?.intent == "Softer")
  }

  @Test func aWordAfterADeterminerIsNoVerb() {
    // "good" is no verb the app does not know: the request asks for biking trails.
    let analysis = UtteranceAnalysis(
      "any good hiking trails near boulder", index: Self.trails, options: TestCatalogs.options)
    #expect(!analysis.leadTakesObject(in: 0))
    let verb = UtteranceAnalysis(
      "share cedar falls", index: Self.trails, options: TestCatalogs.options)
    #expect(verb.leadTakesObject(in: 0))
  }

  @Test func getRidOfRemoves() throws {
    let best = try #require(
      Self.trails.match("get rid of cedar falls from my favorites", options: TestCatalogs.options)
        .best)
    #expect(best.intent == "RemoveFavorite")
  }

  @Test func aNameOfAnotherKindIsNoRawValue() {
    // "hard" is a difficulty, which conditions do not take: it is no name of a trail.
    let index = PhraseIndex(catalog: TestCatalogs.trails)
    let scorer = TemplateScorer(
      index: index,
      analysis: UtteranceAnalysis(
        "get conditions for hard trails in trails", index: index, options: TestCatalogs.options))
    let evaluation = scorer.evaluate(index.templates[2])
    #expect(!(evaluation.slot?.text.contains("hard") ?? false))
    // A name no vocabulary lists is still the slot's.
    let unknown = TemplateScorer(
      index: index,
      analysis: UtteranceAnalysis(
        "get conditions for mesa ridge in trails", index: index, options: TestCatalogs.options)
    ).evaluate(index.templates[2])
    #expect(unknown.slot?.text == "mesa ridge")
  }

  /// Flashcards whose folder query takes any name.
  static let cards = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Flashcards")],
      templates: [
        PhraseTemplate(
          app: "Flashcards", intent: "GetCards",
          parts: [
            .text("Get cards from"), .slot(name: "folder", type: .vocabulary("Folder")),
            .text("in"), .appName,
          ]),
        PhraseTemplate(
          app: "Flashcards", intent: "GetCards", parts: [.text("List my cards in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Folder", entries: [.init(value: "spanish", title: "Spanish")],
          acceptsUnknownValues: true)
      ],
      parameters: [
        IntentParameters(
          app: "Flashcards", intent: "GetCards",
          parameters: [.init(name: "folder", type: .vocabulary("Folder"), title: "Folder")])
      ]))

  @Test(arguments: [
    "what cards do i have in flashcards", "list all my cards in flashcards",
    "list all my flashcards",
  ])
  func wordsOfAClosedClassNameNothing(request: String) throws {
    let best = try #require(Self.cards.match(request, options: TestCatalogs.options).best)
    #expect(best.intent == "GetCards")
    #expect(best.values.isEmpty, "\(best.values)")
  }

  @Test func aNameTheVocabularyLacksIsStillTaken() throws {
    let best = try #require(
      Self.cards.match("get cards from german in flashcards", options: TestCatalogs.options).best)
    #expect(best.values.first?.text == "german")
  }

  @Test func lemmeIsLetMe() {
    let analysis = UtteranceAnalysis(
      "lemme see my favorites", index: Self.trails, options: TestCatalogs.options)
    #expect(analysis.words.prefix(2) == ["let", "me"])
  }
}
