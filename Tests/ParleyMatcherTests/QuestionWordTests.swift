import Testing

@testable import ParleyMatcher

/// Question words say that a request is a question, not what it asks about: a phrase said by
/// them alone is not the one when the request names a value its intent does not take.
@Suite struct QuestionWordTests {
  private static func slot(_ name: String, _ vocabulary: String) -> PhraseTemplate.Part {
    .slot(name: name, type: .vocabulary(vocabulary))
  }

  /// Flashcards' folder and setting phrases.
  static let flashcards = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Flashcards")],
      templates: [
        PhraseTemplate(
          app: "Flashcards", intent: "GetCards",
          parts: [.text("What's in"), slot("folder", "Folder"), .text("in"), .appName]),
        PhraseTemplate(
          app: "Flashcards", intent: "GetCards",
          parts: [.text("Get cards from"), slot("folder", "Folder"), .text("in"), .appName]),
        PhraseTemplate(
          app: "Flashcards", intent: "ChangeSetting",
          parts: [.text("Change the"), slot("setting", "Setting"), .text("in"), .appName]),
        PhraseTemplate(
          app: "Flashcards", intent: "ChangeSetting",
          parts: [.text("Set my"), slot("setting", "Setting"), .text("in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Folder",
          entries: [
            .init(value: "spanish", title: "Spanish"), .init(value: "biology", title: "Biology"),
          ]),
        SlotVocabulary(
          name: "Setting",
          entries: [
            .init(value: "goal", title: "Daily Goal", synonyms: ["Goal", "Daily Cards"]),
            .init(value: "order", title: "Card Order", synonyms: ["Order", "Shuffle"]),
          ]),
      ]))

  @Test(arguments: [
    "what's my daily goal in flashcards", "what is my daily goal", "what's my goal in flashcards",
    // "card" is a word of the setting's name, no "cards" of "Get cards from", and "order" no
    // folder.
    "what's my card order in flashcards", "what is my card order",
  ])
  func aValueTheIntentDoesNotTakeIsNoFolderQuestion(request: String) {
    let result = Self.flashcards.match(request, options: TestCatalogs.options)
    #expect(!result.candidates.contains { $0.intent == "GetCards" })
  }

  @Test func theExplanationSaysWhy() {
    let analysis = UtteranceAnalysis(
      "what's my daily goal in flashcards", index: Self.flashcards,
      options: TestCatalogs.options)
    let candidate = TemplateScorer(index: Self.flashcards, analysis: analysis)
      .candidate(Self.flashcards.templates[0])
    #expect(candidate.score == 0)
    #expect(
      candidate.explanation.penalties.contains(
        "the request names a value the phrase does not take, and says only its question "
          + "words besides (x0)"))
  }

  @Test func aCommandThatTakesTheSettingStillMatches() throws {
    let change = try #require(
      Self.flashcards.match("change my card order in flashcards", options: TestCatalogs.options)
        .best)
    #expect(change.intent == "ChangeSetting")
    #expect(change.slot?.value == .entry(value: "order", title: "Card Order"))
  }

  @Test func aFolderQuestionStillMatches() throws {
    let spanish = try #require(
      Self.flashcards.match("what's in spanish in flashcards", options: TestCatalogs.options)
        .best)
    #expect(spanish.intent == "GetCards")
    #expect(spanish.slot?.value == .entry(value: "spanish", title: "Spanish"))
    let any = Self.flashcards.match("what's in flashcards", options: TestCatalogs.options)
    #expect(any.best?.intent == "GetCards")
  }

  /// "how many" asks what is in something, as "what's in" does, app name or not.
  @Test(arguments: [
    "how many cards do i have in spanish", "how many cards are in spanish in flashcards",
  ])
  func howManyAsksWhatIsIn(_ request: String) throws {
    let best = try #require(Self.flashcards.match(request, options: TestCatalogs.options).best)
    #expect(best.intent == "GetCards")
    #expect(best.slot?.value.description == "Spanish")
  }
}
