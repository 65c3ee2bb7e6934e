import Testing

@testable import ParleyMatcher

/// The letter-trigram similarity re-ranks intents whose phrases the request looks like; a
/// request that looks like none of them keeps the ranking its words give.
@Suite struct CharacterSimilarityTests {
  private static let trails = TestCatalogs.bundledTrails

  @Test func tellMeAboutATrailAsksForItsInformation() {
    // "tell" says "get"; its "me" names the speaker and is no likeness to "Show me".
    let best = Self.trails.match("tell me about cedar falls in trails").best
    #expect(best?.intent == "GetTrailInfo")
    #expect(Self.trails.bestValues("tell me about cedar falls in trails")["trail"] == "Cedar Falls")
  }

  @Test func showMeATrailStillOpensIt() {
    #expect(Self.trails.match("show me cedar falls in trails").best?.intent == "OpenTrail")
    #expect(Self.trails.match("open bear creek trail in trails").best?.intent == "OpenTrail")
  }

  @Test func conditionsStillGetTheInformation() {
    let best = Self.trails.match("get the conditions for bear creek trail in trails").best
    #expect(best?.intent == "GetTrailInfo")
  }
}
