import Testing

@testable import ParleyMatcher

/// How much a request means an app's intents is read for each candidate's own app: an app
/// whose phrases are few reads any request as meant, and that must not make another app's
/// intents likelier.
@Suite struct AppStrongestMeaningTests {
  /// An assistant of three phrases an intent, and a practice app of two, one of whose intents
  /// says two things that share no word: app, intent and phrase.
  static let phrases = [
    ("Helper", "Weather", "what is the weather like"), ("Helper", "Weather", "will it rain today"),
    ("Helper", "Weather", "how hot is it outside"), ("Helper", "Alarm", "set an alarm"),
    ("Helper", "Alarm", "wake me up at seven"),
    ("Helper", "Alarm", "create an alarm for the morning"),
    ("Helper", "Music", "play some music"), ("Helper", "Music", "put on a song"),
    ("Helper", "Music", "play my playlist"), ("Practice", "WarmUp", "warm up with practice"),
    ("Practice", "WarmUp", "give me an exercise"),
    ("Practice", "Summary", "how am i doing this week"),
    ("Practice", "Summary", "get my weekly practice time"),
    ("Practice", "Metronome", "start the metronome"),
    ("Practice", "Metronome", "keep the beat for me"),
  ]

  static let index: PhraseIndex = {
    let templates = phrases.map { PhraseTemplate(app: $0.0, intent: $0.1, parts: [.text($0.2)]) }
    let apps = ["Helper", "Practice"].map { MatcherApp(name: $0) }
    return PhraseIndex(catalog: MatcherCatalog(apps: apps, templates: templates, vocabularies: []))
  }()

  func values(_ request: String) throws -> [String: Set<Double>] {
    let place = try #require(
      ScoringModel.candidateFeatureNames.firstIndex(of: AppStrongestMeaning.name))
    let rows = Self.index.modelFeatures(request, options: TestCatalogs.options)
    return Dictionary(grouping: rows.candidates, by: \.app).mapValues {
      Set($0.map { $0.features[place] })
    }
  }

  @Test func eachCandidateReadsItsOwnAppsMeaning() throws {
    // No phrase says a word of it: each app's intents are proposed by meaning alone.
    let found = try values("blast some tunes")
    let helper = try #require(found["Helper"])
    #expect(helper.count == 1)
    let practice = try #require(found["Practice"])
    #expect(practice.count == 1)
    #expect(practice != helper)
  }
}
