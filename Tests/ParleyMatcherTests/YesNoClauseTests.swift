import Testing

@testable import ParleyMatcher

/// A clause that asks yes or no after a word that joins it to the one before ("… and is it
/// open") asks whether a state holds, as a request that opens with that question does: its
/// state word names the state, not an action.
@Suite struct YesNoClauseTests {
  static let trails = TestCatalogs.bundledTrails

  static func asks(_ request: String) -> [String] {
    let analysis = UtteranceAnalysis(request, index: Self.trails, options: TestCatalogs.options)
    return analysis.stateQuestions.sorted().map { analysis.words[$0] }
  }

  @Test(arguments: [
    "how long is bear creek and is it open",
    "what's the weather at cedar falls and is it open",
  ])
  func aStateAskedInAJoinedClauseAsksForTheInformation(request: String) {
    let best = Self.trails.match(request, options: TestCatalogs.options).best
    #expect(best?.intent == "GetTrailInfo")
  }

  @Test func theStateWordIsReadOnlyInAClauseThatAsks() {
    #expect(Self.asks("how long is bear creek and is it open") == ["long", "open"])
    #expect(Self.asks("how far is cedar falls but is it closed") == ["far", "closed"])
    #expect(Self.asks("show me bear creek and open it").isEmpty)
    #expect(Self.asks("open bear creek and is it muddy") == ["muddy"])
  }

  @Test func theVerbBeforeTheClauseStillCommands() {
    let best = Self.trails.match(
      "open bear creek and is it muddy", options: TestCatalogs.options
    ).best
    #expect(best?.intent == "OpenTrail")
  }

  @Test func aQuestionReportsTheWordsItAsksAlong() {
    func along(_ request: String) -> [String]? {
      Self.trails.match(request, options: TestCatalogs.options).best?.reading.wordsAskedAlong
    }
    #expect(along("how long is bear creek and is it open") == ["open"])
    #expect(along("is bear creek open and is it muddy") == ["muddy"])
    // A command asks no more of the trail: its clause is asked apart.
    #expect(along("open bear creek and is it muddy") == [])
    #expect(along("how long is bear creek") == [])
  }

  @Test func aValueNamedInTheClauseIsAskedAboutAndFillsNoSlot() {
    // Cedar Falls is asked about: "it" is the trail removed, not Cedar Falls.
    let best = Self.trails.match(
      "remove it from my favorites and is cedar falls open", options: TestCatalogs.options
    ).best
    #expect(best?.intent == "RemoveFavorite")
    #expect(best?.slot == nil)
    let named = Self.trails.match(
      "remove bear creek from my favorites and is cedar falls open",
      options: TestCatalogs.options
    ).best
    #expect(named?.slot?.value == .entry(value: "bear-creek", title: "Bear Creek Trail"))
  }
}
