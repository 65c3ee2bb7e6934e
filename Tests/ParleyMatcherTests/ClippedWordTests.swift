import Testing

@testable import ParleyMatcher

/// A clipped word says the word it is clipped from, with the prefix it takes: "unfave" is the
/// "Unfavorite" of a phrase, as "favs" is its "favorites".
@Suite struct ClippedWordTests {
  @Test(arguments: ["unfave cedar falls", "unfav cedar falls in trails"])
  func aClippedWordKeepsItsPrefix(request: String) {
    let best = TestCatalogs.bundledTrails.match(request, options: TestCatalogs.options).best
    #expect(best?.intent == "RemoveFavorite")
    #expect(best?.values.first?.text == "cedar falls")
  }

  @Test func aWordThatOnlyStartsWithThePrefixIsItself() {
    #expect(Tokenizer.tokens("unfold the map").map(\.word) == ["unfold", "the", "map"])
  }
}
