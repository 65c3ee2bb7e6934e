import Foundation
import Testing

/// A command said right after an app answered needs no app name when nothing else matches it
/// and it opens with the first word of one of that app's phrases: "skip", "pause" right after
/// music starts; never one that loses something ("stop it" unfollows nothing).
@Suite struct CommandToAppInFocusEndToEndTests {
  private let sandbox: Sandbox
  private static let surfaces = [["chat"], ["chat", "--speaker"]]

  init() throws {
    sandbox = try Sandbox()
    try FileManager.default.createDirectory(
      at: sandbox.file("tunes"), withIntermediateDirectories: true)
    try sandbox.write(
      """
      @app Tunes
      @entity Playlist
        - Chill: relaxing
        - Jazz
      @intent PlayPlaylist: Play Playlist
        parameter playlist: Playlist, ask: Which playlist?
        phrase: Play ${playlist} in ${applicationName}
        answer: Playing ${playlist}.
      @intent Pause: Pause Music
        phrase: Pause the music in ${applicationName}
        phrase: Stop playing with ${applicationName}
        answer: Paused.
      @intent Unfollow: Unfollow Playlist
        parameter playlist: Playlist, ask: Which playlist?
        phrase: Stop following ${playlist} in ${applicationName}
        answer: Unfollowed ${playlist}.
      @intent Skip: Skip Song
        phrase: Skip this song in ${applicationName}
        phrase: Next track with ${applicationName}
        answer: Skipped to the next song.

      """, to: "tunes/Tunes.phrases")
  }

  @Test func aCommandNeedsNoNameRightAfterItsApp() async throws {
    for surface in Self.surfaces {
      let chat = try await sandbox.chat(
        "play jazz in tunes", "skip", "next song please", "pause",
        arguments: surface + ["--phrases", "tunes"])
      #expect(chat.stdout.contains("Playing Jazz.\n"), "\(chat)")
      #expect(chat.stdout.components(separatedBy: "Skipped to the next song.\n").count == 3)
      #expect(chat.stdout.contains("Paused.\n"), "\(chat)")
      #expect(!chat.stdout.contains("Okay.\n"), "\(chat)")
      #expect(!chat.stdout.contains("didn't understand"), "\(chat)")
    }
  }

  @Test func aCommandThatLosesSomethingIsNotRunWithoutTheAppsName() async throws {
    for surface in Self.surfaces {
      // "stop it" unfollows nothing; "stop" says only the words of "Stop playing with Tunes",
      // which loses nothing.
      let chat = try await sandbox.chat(
        "play jazz in tunes", "stop it", "stop", arguments: surface + ["--phrases", "tunes"])
      #expect(chat.stdout.contains("Playing Jazz.\n"), "\(chat)")
      #expect(
        chat.stdout.components(separatedBy: "There's nothing to cancel.\n").count == 2, "\(chat)")
      #expect(chat.stdout.hasSuffix("Paused.\n"), "\(chat)")
      #expect(!chat.stdout.contains("Unfollowed"), "\(chat)")
      #expect(!chat.stdout.contains("Which playlist?"), "\(chat)")
    }
  }

  @Test func withNoAppInFocusAStopWordCancelsNothing() async throws {
    // "skip" says nothing but the words of "Skip this song in Tunes", and is that phrase with
    // no app in focus too.
    let chat = try await sandbox.chat("stop it", "skip", arguments: ["chat", "--phrases", "tunes"])
    #expect(chat.stdout.contains("There's nothing to cancel.\n"), "\(chat)")
    #expect(!chat.stdout.contains("Paused."), "\(chat)")
    #expect(chat.stdout.hasSuffix("Skipped to the next song.\n"), "\(chat)")
  }

  @Test func aLineNotOpeningWithAPhrasesWordIsNotUnderstood() async throws {
    let chat = try await sandbox.chat(
      "play jazz in tunes", "louder please", arguments: ["chat", "--phrases", "tunes"])
    #expect(chat.stdout.contains("Sorry, I didn't understand “louder please”"), "\(chat)")
  }
}
