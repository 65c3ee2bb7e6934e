import Testing

@testable import ParleyMatcher

/// A word misspelt beyond doubt (no word of the catalog reads it, the word vectors do not know
/// it, and one word they know is one edit from it) is read as the word it misspells, through a
/// typo; a word of several readings, or of the same stem as its one reading, is read as said.
@Suite struct MisspeltWordTests {
  let trails = TestCatalogs.bundledTrails
  let cards = TestCatalogs.oneApp(
    "Cards", [("Study", "Study my cards"), ("Reset", "Reset my cards")])

  @Test func aMisspeltSynonymSaysThePhraseWord() throws {
    let result = cards.match("practkce my cards", options: TestCatalogs.options)
    let best = try #require(result.best)
    #expect(best.intent == "Study")
    let read = try #require(
      best.explanation.matches.first { $0.phraseWord.lowercased() == "study" })
    #expect(read.utteranceWord == "practkce")
    #expect(read.how == .typo)
  }

  @Test func aMisspeltNameWordSaysTheName() throws {
    let result = trails.match("find ibking trails near denver", options: TestCatalogs.options)
    let best = try #require(result.best)
    #expect(best.intent == "SuggestTrails")
    #expect(best.values.first { $0.name == "activity" }?.value.description == "Biking")
  }

  @Test(arguments: [
    ("is the trail oen", "oen"),  // "on", "one", "open", "own"…
    ("please reinstate my cards", "reinstate"),  // only "reinstated"
    ("study my cadrs", "cadrs"),  // a typo of the phrase's own "cards"
    ("ship it to nipani", "nipani"),  // one edit from no word
  ])
  func wordsNotMisspeltBeyondDoubtAreReadAsSaid(request: String, word: String) {
    let tokens = cards.spelled(Tokenizer.tokens(request))
    #expect(tokens.contains { $0.word == word && $0.misspelt == nil })
  }

  @Test func theWordSaidIsKeptBesideTheWordMeant() throws {
    let tokens = cards.spelled(Tokenizer.tokens("practkce my cards"))
    #expect(tokens.first?.word == "practice")
    #expect(tokens.first?.misspelt == "practkce")
  }
}
