import Testing

@testable import ParleyMatcher

/// The letter-trigram likeness of the request to each intent's phrases weighs in the ranking;
/// a request that looks like none of them keeps the ranking its words give.
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

  /// A music app whose question and command share a verb's letters ("play", "playing").
  private static let tunes: PhraseIndex = {
    let playlist = PhraseTemplate.Part.slot(name: "playlist", type: .vocabulary("Playlist"))
    return PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Tunes")],
        templates: [
          PhraseTemplate(
            app: "Tunes", intent: "PlayPlaylist",
            parts: [.text("Play"), playlist, .text("in"), .appName]),
          PhraseTemplate(
            app: "Tunes", intent: "IsPlaying",
            parts: [.text("Is"), playlist, .text("playing in"), .appName]),
          PhraseTemplate(
            app: "Tunes", intent: "StopPlaying", parts: [.text("Stop playing with"), .appName]),
        ],
        vocabularies: [
          SlotVocabulary(
            name: "Playlist",
            entries: [
              .init(value: "chill", title: "Chill", synonyms: ["relaxing"]),
              .init(value: "gym", title: "Gym"),
            ])
        ]))
  }()

  @Test func aPhraseSaidWholeKeepsItsScore() {
    // "relaxing", a name of Chill, shares "-ing" with "playing": no likeness of letters
    // outweighs a phrase said word for word.
    let play = Self.tunes.match("play relaxing in tunes")
    #expect(play.best?.intent == "PlayPlaylist")
    #expect(play.best?.slot?.value == .entry(value: "chill", title: "Chill"))
    #expect(Self.tunes.match("play gym in tunes").best?.intent == "PlayPlaylist")
    #expect(Self.tunes.match("is relaxing playing in tunes").best?.intent == "IsPlaying")
  }

  @Test func theExplanationSaysACommandIsNoQuestion() throws {
    let question = try #require(
      Self.tunes.match("play relaxing in tunes", options: TestCatalogs.options).candidates.first {
        $0.intent == "IsPlaying"
      })
    #expect(
      question.explanation.penalties.contains(
        "one of the request and the phrase is a question, the other a command (x0.8)"))
  }
}
