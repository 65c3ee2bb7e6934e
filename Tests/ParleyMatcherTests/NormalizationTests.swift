import Testing

@testable import ParleyMatcher

@Suite struct NormalizationTests {
  @Test func foldsCaseDiacriticsPunctuationAndSpaces() {
    let words = Tokenizer.tokens("  Café,   CRÈME brûlée!!  ").map(\.word)
    #expect(words == ["cafe", "creme", "brulee"])
  }

  @Test(arguments: [
    ("what's up", ["what", "is", "up"]),
    ("I'd like it", ["i", "would", "like", "it"]),
    ("don't stop", ["do", "not", "stop"]),
    ("can't go", ["can", "not", "go"]),
    ("dont go", ["do", "not", "go"]),
    ("the trail's status", ["the", "trail", "status"]),
    ("we’re here", ["we", "are", "here"]),
  ])
  func expandsContractions(text: String, expected: [String]) {
    #expect(Tokenizer.tokens(text).map(\.word) == expected)
  }

  @Test func keepsNumbersWithSeparatorsTogether() {
    #expect(
      Tokenizer.tokens("2.5 miles at 5:30, 2026-11-25").map(\.word) == [
        "2.5", "miles", "at", "5:30", "2026-11-25",
      ])
  }

  @Test(arguments: [
    ("trails", "trail"), ("hiking", "hik"), ("hike", "hik"), ("hiked", "hik"),
    ("favorites", "favorit"), ("cities", "city"), ("running", "run"), ("status", "status"),
  ])
  func stemsPluralAndTense(word: String, stem: String) {
    #expect(Stemmer.stem(word) == stem)
  }

  @Test func marksFillers() {
    let fillers = Tokenizer.tokens("hey can you please open it for me").filter(\.isFiller)
    #expect(fillers.map(\.word) == ["hey", "can", "you", "please", "it", "for", "me"])
  }

  @Test func numberWordsStemToDigits() {
    #expect(Tokenizer.tokens("three").first?.stem == "3")
  }

  @Test(arguments: [
    ("condtions", "condition", 1), ("favourite", "favorit", 1), ("conditoins", "condition", 1),
    ("cnditionz", "condition", 2),
  ])
  func findsTyposScaledToLength(word: String, term: String, edits: Int) throws {
    let index = TypoIndex(stems: ["condition", "favorit", "near"])
    let stem = Stemmer.stem(word)
    let match = try #require(index.matches(of: stem).first)
    #expect(match.edits == edits)
    #expect(["condition", "favorit", "near"][Int(match.term)] == term)
  }

  @Test func shortWordsGetNoTypoTolerance() {
    let index = TypoIndex(stems: ["near", "bear"])
    #expect(index.matches(of: "dear").isEmpty)
    #expect(EditDistance.allowedEdits(forLength: 4) == 0)
    #expect(EditDistance.allowedEdits(forLength: 8) == 1)
    #expect(EditDistance.allowedEdits(forLength: 9) == 2)
  }

  @Test func relatesWordsByTheirBeginning() {
    var terms = TermTable()
    _ = terms.intern("loud")
    _ = terms.intern("schedul")
    let index = PrefixIndex(stems: terms.stems)
    #expect(index.relatives(of: "louder", in: terms) == [0])
    #expect(index.relatives(of: "sched", in: terms) == [1])
    #expect(index.relatives(of: "lou", in: terms).isEmpty)
  }
}
