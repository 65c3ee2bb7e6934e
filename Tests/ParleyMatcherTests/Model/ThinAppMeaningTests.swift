import Testing

@testable import ParleyMatcher

/// An app of two or three phrases an intent, whose phrases, each left out of its intent, mean
/// it little (a music player's "Pause ${applicationName}" shares no word with "Stop the
/// music in ${applicationName}"): its least meaning, the unit the model reads meaning in, is
/// never smaller than how far its phrases' similarities to the intents they do not ask for
/// stray, so a request about something else reads as meaning none of its intents.
@Suite struct ThinAppMeaningTests {
  /// A music player as a developer wrote it: seven intents of two or three phrases each.
  static let player: PhraseIndex = {
    func phrase(_ intent: String, _ parts: [PhraseTemplate.Part]) -> PhraseTemplate {
      PhraseTemplate(app: "Tempo", intent: intent, parts: parts + [.appName])
    }
    func slot(_ name: String, _ vocabulary: String) -> PhraseTemplate.Part {
      .slot(name: name, type: .vocabulary(vocabulary))
    }
    func vocabulary(_ name: String, _ titles: [String]) -> SlotVocabulary {
      SlotVocabulary(
        name: name, entries: titles.map { .init(value: $0.lowercased(), title: $0) },
        acceptsUnknownValues: false, typeName: name)
    }
    return PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Tempo")],
        templates: [
          phrase("PlayPlaylist", [.text("Play"), slot("playlist", "Playlist"), .text("in")]),
          phrase(
            "PlayPlaylist",
            [.text("Start my"), slot("playlist", "Playlist"), .text("playlist on")]),
          phrase(
            "PlayPlaylist", [.text("Listen to"), slot("playlist", "Playlist"), .text("with")]),
          phrase("PlayGenre", [.text("Play some"), slot("genre", "Genre"), .text("on")]),
          phrase("PlayGenre", [.text("Put on"), slot("genre", "Genre"), .text("music in")]),
          phrase("SkipTrack", [.text("Skip this song in")]),
          phrase("SkipTrack", [.text("Next track on")]),
          phrase("SkipTrack", [.text("Play the next song with")]),
          phrase("PausePlayback", [.text("Pause")]),
          phrase("PausePlayback", [.text("Stop the music in")]),
          phrase("LikeSong", [.text("Like this song in")]),
          phrase("LikeSong", [.text("Add this song to my favorites in")]),
          phrase("LikeSong", [.text("Love this track on")]),
          phrase("SetRepeat", [.text("Set repeat to"), slot("mode", "RepeatMode"), .text("in")]),
          phrase("SetRepeat", [.text("Turn on repeat in")]),
          phrase("WhatsPlaying", [.text("What's playing on")]),
          phrase("WhatsPlaying", [.text("What song is this in")]),
          phrase("WhatsPlaying", [.text("Name this song with")]),
        ],
        vocabularies: [
          vocabulary("Playlist", ["Morning Run", "Chill Evening", "Focus", "Road Trip"]),
          vocabulary("Genre", ["Jazz", "Rock", "Classical", "Hip Hop", "Pop"]),
          vocabulary("RepeatMode", ["Off", "One", "All"]),
        ]))
  }()

  /// Requests no music player does.
  static let unrelated = ["call mom", "what's the weather tomorrow"]

  @Test func theUnitIsNoSmallerThanHowFarUnrelatedSimilaritiesStray() throws {
    let meaning = try #require(Self.player.meanings.compactMap { $0 }.first)
    let least = try #require(meaning.leastMeaning)
    // Left out in turn, the tenth of this app's phrases that mean their intent least
    // mean it by less than 0.05; the unit is the spread of unrelated similarities instead.
    #expect(least > 0.1)
    for request in Self.unrelated {
      let words = Tokenizer.tokens(request).map(\.word)
      let highest = try #require(meaning.similarities(of: meaning.vector(of: words)).max())
      #expect(highest / least < MeaningStrength.range.upperBound, "\(request)")
    }
  }

  @Test func theModelRefusesAnUnrelatedRequestAndAnswersTheAppsOwn() {
    for request in Self.unrelated {
      #expect(Self.player.match(request, options: TestCatalogs.options).best == nil, "\(request)")
    }
    #expect(
      Self.player.match("pause the music", options: TestCatalogs.options).best?.intent
        == "PausePlayback")
    #expect(
      Self.player.match("skip this song", options: TestCatalogs.options).best?.intent
        == "SkipTrack")
  }
}
