import Foundation
import Testing

@testable import ParleyMatcher

/// Without the app name, a request that says nothing but a phrase's own words is that phrase,
/// however few of them it says; a verb said of "it", a name no vocabulary lists, or a word that
/// only stands in for the phrase's is still too little.
@Suite struct PhraseSaidAloneTests {
  static let catalog = MatcherCatalog(
    apps: [MatcherApp(name: "Tunes")],
    templates: [
      PhraseTemplate(
        app: "Tunes", intent: "SkipTrack", parts: [.text("Skip this song in"), .appName]),
      PhraseTemplate(app: "Tunes", intent: "PausePlayback", parts: [.text("Pause"), .appName]),
      PhraseTemplate(
        app: "Tunes", intent: "PlayPlaylist",
        parts: [
          .text("Play"), .slot(name: "playlist", type: .vocabulary("Playlist")), .text("in"),
          .appName,
        ]),
    ],
    vocabularies: [
      SlotVocabulary(
        name: "Playlist",
        entries: [
          .init(value: "morning", title: "Morning Run"), .init(value: "focus", title: "Focus"),
        ])
    ])
  static let index = PhraseIndex(catalog: catalog)

  private func best(_ utterance: String) -> String? {
    Self.index.match(utterance, options: TestCatalogs.options).best?.intent
  }

  @Test(arguments: [
    ("skip", "SkipTrack"), ("skip please", "SkipTrack"), ("pause", "PausePlayback"),
    ("play focus", "PlayPlaylist"),
  ])
  func thePhrasesOwnWordsAloneAreThePhrase(request: String, intent: String) {
    #expect(best(request) == intent)
  }

  @Test(arguments: ["play it", "play the camera", "halt"])
  func tooLittleOfAPhraseIsStillNone(request: String) {
    #expect(best(request) == nil)
  }
}
