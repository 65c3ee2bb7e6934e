import Testing

@testable import ParleyMatcher

/// What all an app's phrases are about tells a request for the app from one about something
/// else, where its intents, told apart from each other, cannot.
@Suite struct AppTopicTests {
  /// An alarm app (Wakey) of three intents all about alarms, and a music app (Jukebox).
  static let phrases = [
    ("Wakey", "SetAlarm", "set an alarm for the morning"),
    ("Wakey", "SetAlarm", "wake me up early tomorrow"),
    ("Wakey", "CancelAlarm", "cancel my alarm"), ("Wakey", "CancelAlarm", "turn off the alarm"),
    ("Wakey", "ListAlarms", "what alarms do i have"),
    ("Wakey", "ListAlarms", "show my alarms"),
    ("Jukebox", "Play", "play some music"), ("Jukebox", "Play", "put on a song"),
    ("Jukebox", "Pause", "pause the music"), ("Jukebox", "Pause", "stop the song"),
  ]

  static let index: PhraseIndex = {
    let templates = phrases.map { PhraseTemplate(app: $0.0, intent: $0.1, parts: [.text($0.2)]) }
    let apps = ["Wakey", "Jukebox"].map { MatcherApp(name: $0) }
    return PhraseIndex(catalog: MatcherCatalog(apps: apps, templates: templates, vocabularies: []))
  }()

  /// The feature's value for each app's candidates of `request`.
  func topics(_ request: String) throws -> [String: Double] {
    let place = try #require(ScoringModel.candidateFeatureNames.firstIndex(of: AppTopic.name))
    let rows = Self.index.modelFeatures(request, options: TestCatalogs.options)
    var found: [String: Double] = [:]
    for candidate in rows.candidates { found[candidate.app] = candidate.features[place] }
    return found
  }

  @Test func aRequestAboutTheAppsThingReadsNearer() throws {
    let alarm = try #require(try topics("set my alarm for six")["Wakey"])
    let weather = try #require(try topics("set the weather report for six")["Wakey"])
    #expect(alarm > weather)
    #expect(alarm > 0 && alarm <= 1)
  }

  @Test func eachCandidateReadsItsOwnApp() throws {
    let found = try topics("put on the alarm song")
    let alarms = try #require(found["Wakey"])
    let music = try #require(found["Jukebox"])
    #expect(alarms != music)
  }
}
