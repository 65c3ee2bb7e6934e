import ParleyMatcher
import Testing

/// The facts a caller decides on, read from a candidate's ``MatchReading`` rather than from its
/// explanation's text.
@Suite struct MatchReadingTests {
  let index = PhraseIndex(catalog: TestCatalogs.trails)

  /// How the best candidate for `request` read it.
  private func reading(of request: String) throws -> MatchReading {
    try #require(index.match(request, options: TestCatalogs.options).best).reading
  }

  @Test func readsTheWordsTheAppNameAndTheSlot() throws {
    let reading = try reading(of: "please get condtions for bear creek in trails")
    #expect(reading.appNameSaid == "trails")
    #expect(reading.slotName == "trail")
    #expect(reading.wordsRead.map(\.utteranceWord) == ["get", "condtions", "for", "in"])
    #expect(reading.wordsRead.map(\.phraseWord) == ["get", "conditions", "for", "in"])
    #expect(reading.wordsRead.map(\.how) == [.exact, .typo, .exact, .exact])
    #expect(reading.missingPhraseWords.isEmpty)
    #expect(reading.wordsNotRead.isEmpty)
  }

  @Test func readsThePhraseWordsMissingAndAnAppNameNotSaid() throws {
    let best = try #require(
      index.match("conditions for bear creek", options: TestCatalogs.options).best)
    #expect(best.intent == "GetTrailInfo")
    #expect(best.reading.appNameSaid == nil)
    #expect(best.reading.missingPhraseWords == ["get"])
  }

  @Test func anAppInFocusIsNoAppNameSaid() throws {
    var options = TestCatalogs.options
    options.appInFocus = "Trails"
    let best = try #require(index.match("open favorites", options: options).best)
    #expect(best.reading.appNameSaid == nil)
    #expect(best.reading.slotName == nil)
  }

  @Test func readsTheWordsNoPhraseWordRead() throws {
    let reading = try reading(of: "get conditions for bear creek in trails tomato")
    #expect(reading.wordsNotRead == ["tomato"])
    #expect(reading.wordsWithinPhraseWords.isEmpty)
  }

  /// Words between two neighbouring phrase words say more of them; words after the phrase's
  /// last do not.
  @Test func readsTheWordsWithinThePhrasesOwn() throws {
    let shop = TestCatalogs.oneApp(
      "Shop", [("Status", "where is my order"), ("Buy", "buy a gift")])
    let within = try #require(
      shop.match("where is my coffee order", options: TestCatalogs.options).best)
    #expect(within.reading.wordsNotRead == ["coffee"])
    #expect(within.reading.wordsWithinPhraseWords == ["coffee"])
    let after = try #require(
      shop.match("where is my order of coffee", options: TestCatalogs.options).best)
    #expect(after.reading.wordsNotRead == ["coffee"])
    #expect(after.reading.wordsWithinPhraseWords.isEmpty)
  }

  /// The words said where the phrase says a word no request word read lie between the words
  /// read as its neighbours, fillers at either end left out; none where the word was read.
  @Test func readsTheWordsSaidInPlaceOfAPhraseWord() throws {
    let kit = TestCatalogs.oneApp(
      "Kit", [("Add", "add an item to my packing list"), ("Status", "where is my order")])
    let best = try #require(
      kit.match("add some dry bags to my shopping list", options: TestCatalogs.options).best)
    #expect(best.intent == "Add")
    #expect(best.reading.wordsSaid(inPlaceOf: "item") == ["dry", "bags"])
    #expect(best.reading.wordsSaid(inPlaceOf: "packing") == ["shopping"])
    #expect(best.reading.wordsSaid(inPlaceOf: "list").isEmpty)
    #expect(best.reading.wordsSaid(inPlaceOf: "nothing").isEmpty)
  }
}
