import Testing

@testable import ParleyMatcher

/// A "one" that stands for a thing ("the next one", "this one") says no number, while "one
/// song" and "one" alone still count one.
@Suite struct PronounOneTests {
  private static let player = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Tunes")],
      templates: [
        PhraseTemplate(
          app: "Tunes", intent: "Skip", parts: [.text("Skip this song in"), .appName]),
        PhraseTemplate(app: "Tunes", intent: "Skip", parts: [.text("Next track with"), .appName]),
      ],
      vocabularies: [],
      parameters: [
        IntentParameters(
          app: "Tunes", intent: "Skip",
          parameters: [.init(name: "count", type: .integer, title: "Songs")])
      ]))

  private func count(_ request: String) -> SlotValue? {
    Self.player.match(request).best?.values.first { $0.name == "count" }?.value
  }

  @Test func aOneThatStandsForAThingIsNoNumber() throws {
    for request in [
      "next one please in tunes", "skip this one in tunes", "skip the other one in tunes",
    ] {
      let best = try #require(Self.player.match(request).best, "\(request)")
      #expect(best.intent == "Skip", "\(request)")
      #expect(count(request) == nil, "\(request)")
      #expect(!best.unusedWords.contains("one"), "\(request)")
    }
  }

  @Test func aOneThatCountsIsStillOne() {
    #expect(count("skip one song in tunes") == .integer(1))
    #expect(count("skip the next 3 songs in tunes") == .integer(3))
    #expect(count("skip one hundred songs in tunes") == .integer(100))
  }
}
