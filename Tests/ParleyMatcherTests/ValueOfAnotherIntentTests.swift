import Foundation
import Testing

@testable import ParleyMatcher

/// A command that says only a phrase's verb and names a value of the app in full, one the
/// phrase's intent does not take, asks for the intent that takes it: "play slow" sets the
/// playback speed, whose case Half Speed is also called "slow".
@Suite struct ValueOfAnotherIntentTests {
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Airwaves")],
      templates: [
        PhraseTemplate(
          app: "Airwaves", intent: "PlayPlaylist",
          parts: [
            .text("Play my"), .slot(name: "playlist", type: .vocabulary("Playlist")),
            .text("playlist in"), .appName,
          ]),
        PhraseTemplate(
          app: "Airwaves", intent: "PlayPlaylist",
          parts: [.text("Play a playlist in"), .appName]),
        PhraseTemplate(
          app: "Airwaves", intent: "PlayShow",
          parts: [
            .text("Play"), .slot(name: "show", type: .vocabulary("Show")), .text("in"), .appName,
          ]),
        PhraseTemplate(
          app: "Airwaves", intent: "PlayShow",
          parts: [
            .text("Listen to"), .slot(name: "show", type: .vocabulary("Show")), .text("on"),
            .appName,
          ]),
        PhraseTemplate(
          app: "Airwaves", intent: "PlayShow", parts: [.text("Play a podcast in"), .appName]),
        PhraseTemplate(
          app: "Airwaves", intent: "SetSpeed",
          parts: [
            .text("Play at"), .slot(name: "speed", type: .vocabulary("Speed")), .text("in"),
            .appName,
          ]),
        PhraseTemplate(
          app: "Airwaves", intent: "SetSpeed",
          parts: [.text("Change the"), .appName, .text("speed")]),
        PhraseTemplate(
          app: "Airwaves", intent: "NowPlaying", parts: [.text("What's playing in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Show",
          entries: [.init(value: "queries", title: "Cosmic Queries")],
          acceptsUnknownValues: true),
        SlotVocabulary(
          name: "Playlist", entries: [.init(value: "commute", title: "Commute")]),
        SlotVocabulary(
          name: "Speed",
          entries: [
            .init(value: "half", title: "Half Speed", synonyms: ["slow"]),
            .init(value: "normal", title: "Normal Speed", synonyms: ["regular"]),
            .init(value: "double", title: "Double Speed", synonyms: ["fast"]),
          ]),
      ]))

  @Test(arguments: [
    ("play slow in airwaves", "Half Speed"), ("play it fast in airwaves", "Double Speed"),
  ])
  func theValueChoosesTheIntentThatTakesIt(request: String, speed: String) throws {
    let result = Self.index.match(request, options: TestCatalogs.options)
    let best = try #require(result.best)
    #expect(best.intent == "SetSpeed")
    #expect(best.slot?.value.description == speed)
    #expect(!result.isAmbiguous)
  }

  @Test func aPhraseThatSaysMoreIsUnchanged() throws {
    let best = try #require(
      Self.index.match("play a playlist in airwaves", options: TestCatalogs.options).best)
    #expect(best.intent == "PlayPlaylist")
    let show = try #require(
      Self.index.match("play cosmic queries in airwaves", options: TestCatalogs.options).best)
    #expect(show.intent == "PlayShow")
  }
}
