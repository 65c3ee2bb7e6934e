import Testing

@testable import ParleyMatcher

/// An intent's search keywords say a little of it, as a word of one of its phrases would, and
/// nothing more: no phrase need say them, and a keyword alone finds no phrase.
@Suite struct SearchKeywordTests {
  private static func index(keywords: [String]) -> PhraseIndex {
    let trail = PhraseTemplate.Part.slot(name: "trail", type: .vocabulary("Trail"))
    return PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Trails")],
        templates: [
          PhraseTemplate(
            app: "Trails", intent: "GetTrailInfo",
            parts: [.text("Get conditions for"), trail, .text("in"), .appName]),
          PhraseTemplate(
            app: "Trails", intent: "GetTrailInfo",
            parts: [.text("Get trail conditions with"), .appName]),
          PhraseTemplate(app: "Trails", intent: "OpenTrail", parts: [.text("Open"), trail]),
          PhraseTemplate(app: "Trails", intent: "OpenTrail", parts: [.text("Show me"), trail]),
        ],
        vocabularies: [
          SlotVocabulary(
            name: "Trail",
            entries: [.init(value: "bear-creek", title: "Bear Creek Trail")])
        ],
        parameters: [
          IntentParameters(
            app: "Trails", intent: "GetTrailInfo",
            parameters: [.init(name: "trail", type: .vocabulary("Trail"))],
            searchKeywords: keywords)
        ]))
  }

  @Test func aKeywordSaidIsEvidenceForItsIntent() throws {
    let request = "what's the weather on bear creek trail"
    let without = try #require(
      Self.index(keywords: []).match(request).candidates.first { $0.intent == "GetTrailInfo" })
    let with = try #require(
      Self.index(keywords: ["conditions", "weather"]).match(request).candidates.first {
        $0.intent == "GetTrailInfo"
      })
    #expect(with.score > without.score)
    #expect(Self.index(keywords: ["weather"]).match(request).best?.intent == "GetTrailInfo")
  }

  @Test func aKeywordAloneFindsNoPhrase() {
    let index = Self.index(keywords: ["conditions", "weather"])
    #expect(index.match("weather").best == nil)
    #expect(index.match("the weather please").best == nil)
  }

  @Test func aKeywordSaysNothingOfAnotherIntent() {
    let index = Self.index(keywords: ["conditions", "weather"])
    #expect(index.match("open bear creek trail").best?.intent == "OpenTrail")
    #expect(index.match("show me bear creek trail").best?.intent == "OpenTrail")
  }
}
