import Testing

@testable import ParleyMatcher

/// A word said for the tail of a compound phrase word ("card" for "flashcard") says that word
/// as a close word, so no slot takes it.
@Suite struct CompoundWordTests {
  static let flashcards = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Flashcards")],
      templates: [
        PhraseTemplate(
          app: "Flashcards", intent: "CreateCard",
          parts: [.text("Make a new flashcard with"), .appName]),
        PhraseTemplate(
          app: "Flashcards", intent: "CreateCard",
          parts: [
            .text("Add a card to"), .slot(name: "folder", type: .text), .text("in"), .appName,
          ]),
        PhraseTemplate(
          app: "Flashcards", intent: "ShowList", parts: [.text("Show my checklist in"), .appName]),
      ],
      vocabularies: [],
      parameters: [
        IntentParameters(
          app: "Flashcards", intent: "CreateCard",
          parameters: [.init(name: "folder", type: .text)])
      ]))

  @Test func theTailOfACompoundPairsWithIt() throws {
    let best = try #require(
      Self.flashcards.match("make a new card", options: TestCatalogs.options).best)
    #expect(best.intent == "CreateCard")
    #expect(best.phrase == "Make a new flashcard with ${applicationName}")
    #expect(
      best.explanation.matches.contains {
        $0.utteranceWord == "card" && $0.phraseWord == "flashcard"
      })
    #expect(!best.values.contains { $0.name == "folder" })
    let list = try #require(
      Self.flashcards.match("show my list in flashcards", options: TestCatalogs.options).best)
    #expect(list.intent == "ShowList")
  }

  @Test func bothPartsMustBeLongEnough() {
    let index = CompoundIndex(stems: ["flashcard", "checklist", "weekend", "birthday"])
    #expect(index.compounds(endingWith: "card") == [0])
    #expect(index.compounds(endingWith: "list") == [1])
    // "end" and "day" are too short to be a part: "weekend" is not an "end".
    #expect(index.compounds(endingWith: "end").isEmpty)
    #expect(index.compounds(endingWith: "day").isEmpty)
    #expect(index.compounds(endingWith: "flashcard").isEmpty)
  }
}
