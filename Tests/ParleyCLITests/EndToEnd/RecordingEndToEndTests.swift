import Foundation
import Testing

/// `:record FILE` and `:stop` write a transcript that `parley test` replays.
@Suite struct RecordingEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func recordingOnADisplayReplays() async throws {
    let result = try await sandbox.chat(
      "get conditions for royal arch in trails", ":record session.transcript",
      "get trail conditions with trails", "cedar falls", "suggest hiking trails in trails",
      "springfield", "2", ":stop", "play some jazz")
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.contains("Recording to session.transcript. :stop ends the recording.\n"))
    #expect(result.stdout.contains("Saved the transcript to session.transcript.\n"))
    #expect(
      try sandbox.read("session.transcript") == """
        --- Recorded with parley
        @surface display
        @now 2026-11-21T09:00:00Z
        > get trail conditions with trails
        < Which trail?
        * Bear Creek Trail
        * Cedar Falls
        * Alpine Loop
        < Or name another trail.
        > cedar falls
        = Cedar Falls
        | Springfield, Oregon
        | 6.4 km · hiking
        | Open. Muddy near the falls after last night's rain.
        < Here's the latest information on Cedar Falls.
        > suggest hiking trails in trails
        < Where would you like to go?
        > springfield
        < Multiple locations match springfield. Which one did you mean?
        * Springfield, Oregon
        * Springfield, Missouri
        > 2
        = Hiking near Springfield, Missouri
        | Riverbend Trail · 9.7 km · Springfield, Missouri
        | Ozark Hollow · 14.5 km · Springfield, Missouri
        < Here are hiking trails near Springfield, Missouri.

        """)
    let replay = try await sandbox.run(["test", "session.transcript", "--app", "Trails"])
    #expect(replay.status == 0)
    #expect(replay.stderr == "")
    #expect(replay.stdout.contains("\nsession.transcript: 1 of 1 conversations replayed exactly\n"))
    #expect(replay.stdout.hasSuffix("\nOK\n"))
  }

  @Test func recordingOnASpeakerReplaysAndAddsToTheFile() async throws {
    _ = try await sandbox.chat(
      ":record talk.transcript", "play some jazz", ":quit",
      arguments: ["--speaker"])
    _ = try await sandbox.chat(
      ":record talk.transcript", "get trail conditions with trails", "nowhere", "alpine loop",
      arguments: ["--speaker"])
    #expect(
      try sandbox.read("talk.transcript") == """
        --- Recorded with parley
        @surface speaker
        @now 2026-11-21T09:00:00Z
        > play some jazz
        < Sorry, I didn't understand that.

        --- Recorded with parley
        @surface speaker
        @now 2026-11-21T09:00:00Z
        > get trail conditions with trails
        < Which trail?
        < Bear Creek Trail, Cedar Falls, Alpine Loop, or another one?
        > nowhere
        < Sorry, I couldn't find a trail called “nowhere”.
        < Which trail?
        < Bear Creek Trail, Cedar Falls, Alpine Loop, or another one?
        > alpine loop
        < The conditions for Alpine Loop are: Open. Twenty centimetres of fresh snow, groomed \
        for skiing this morning.

        """)
    let replay = try await sandbox.run(["test", "talk.transcript", "--only", "transcripts"])
    #expect(
      replay
        == ParleyResult(stdout: "talk.transcript: 2 of 2 conversations replayed exactly\nOK\n"))
  }

  /// A line that starts with a combining mark keeps it in the file and replays.
  @Test func aLineStartingWithACombiningMarkReplays() async throws {
    _ = try await sandbox.chat(
      ":record marks.transcript", "\u{615}", "\u{301}get conditions for royal arch in trails",
      arguments: ["--speaker"])
    #expect(try sandbox.read("marks.transcript").contains("\n> \u{615}\n<"))
    let replay = try await sandbox.run(["test", "marks.transcript", "--only", "transcripts"])
    #expect(replay.status == 0, "\(replay)")
    #expect(replay.stdout.contains("marks.transcript: 1 of 1 conversations replayed exactly\n"))
  }

  @Test func editedTranscriptFailsTheReplayWithTheDifference() async throws {
    _ = try await sandbox.chat(
      ":record edited.transcript", "get conditions for royal arch in trails",
      arguments: ["--speaker"])
    let recorded = try sandbox.read("edited.transcript")
    try sandbox.write(
      recorded.replacingOccurrences(of: "Closed. Crews", with: "Open. Crews"),
      to: "edited.transcript")
    let replay = try await sandbox.run(["test", "edited.transcript", "--only", "transcripts"])
    #expect(
      replay
        == ParleyResult(
          stdout: """
            edited.transcript: 0 of 1 conversations replayed exactly
              edited.transcript:4:1: after "> get conditions for royal arch in trails"
                expected:
                  < The conditions for Royal Arch are: Open. Crews are clearing a rockfall.
                actual:
                  < The conditions for Royal Arch are: Closed. Crews are clearing a rockfall.
            FAILED

            """, status: 1))
  }

  @Test func surfaceStaysWhileRecording() async throws {
    let result = try await sandbox.chat(":record one.transcript", ":speaker", ":stop", ":speaker")
    #expect(
      result
        == ParleyResult(
          stdout: """
            › :record one.transcript
            Recording to one.transcript. :stop ends the recording.
            The recording starts from the apps' sample data, as a transcript is replayed; \
            the data kept between runs is left as it is until :stop.
            › :speaker
            Stop recording (:stop) before switching surfaces; a transcript has one.
            › :stop
            Saved the transcript to one.transcript.
            › :speaker
            Now on the speaker surface.

            """))
  }

  @Test func recordingNeedsAWritablePath() async throws {
    let result = try await sandbox.chat(":record", ":record missing/folder/x.transcript", ":stop")
    #expect(
      result
        == ParleyResult(
          stdout: """
            › :record
            Say where to record: :record FILE.transcript
            › :record missing/folder/x.transcript
            Can't create 'missing/folder/x.transcript'.
            › :stop
            Not recording.

            """))
  }

  @Test func passcodeExchangesAreLeftOutOfTheRecording() async throws {
    _ = try await sandbox.chat(
      ":record locked.transcript", "remove cedar falls from my favorites in trails", "0000",
      "cancel", "remove cedar falls from my favorites in trails", "4321", "yes",
      arguments: ["--passcode", "4321"])
    let text = try sandbox.read("locked.transcript")
    #expect(
      text == """
        --- Recorded with parley
        @surface display
        @now 2026-11-21T09:00:00Z
        # "remove cedar falls from my favorites in trails" is left out: its passcode was not given.
        > remove cedar falls from my favorites in trails
        < Remove Cedar Falls from your favorites?
        > yes
        < Removed Cedar Falls from your favorites.

        """)
    #expect(!text.contains("4321"))
    let replay = try await sandbox.run(["test", "locked.transcript", "--only", "transcripts"])
    #expect(replay.stdout == "locked.transcript: 1 of 1 conversations replayed exactly\nOK\n")
  }

  @Test func unlockingStartsAnUnlockedConversation() async throws {
    _ = try await sandbox.chat(
      ":record unlock.transcript", "remove cedar falls from my favorites in trails", ":unlock",
      "4321", "remove cedar falls from my favorites in trails", "yes",
      arguments: ["--speaker", "--passcode", "4321"])
    #expect(
      try sandbox.read("unlock.transcript") == """
        --- Recorded with parley
        @surface speaker
        @now 2026-11-21T09:00:00Z
        > remove cedar falls from my favorites in trails
        < You'll need to unlock your device first to do that with Trails.

        --- Recorded with parley
        @surface speaker
        @now 2026-11-21T09:00:00Z
        @unlocked
        > remove cedar falls from my favorites in trails
        < Remove Cedar Falls from your favorites?
        > yes
        < Removed Cedar Falls from your favorites.

        """)
    let replay = try await sandbox.run(["test", "unlock.transcript", "--only", "transcripts"])
    #expect(replay.stdout == "unlock.transcript: 2 of 2 conversations replayed exactly\nOK\n")
  }

  @Test func recordingStartsBetweenRequests() async throws {
    let result = try await sandbox.chat(
      "get trail conditions with trails", ":record late.transcript", "cancel",
      arguments: ["--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            Which trail?
            Bear Creek Trail, Cedar Falls, Alpine Loop, or another one?
            Answer or cancel the question first; a recording starts between requests.
            Okay, cancelled.

            """))
    #expect(!FileManager.default.fileExists(atPath: sandbox.file("late.transcript").path))
  }

  @Test func recordingWithoutAClockKeepsTheTimeItWasMade() async throws {
    _ = try await sandbox.run(
      ["--speaker"], input: ":record now.transcript\nget conditions for royal arch in trails\n")
    let lines = try sandbox.read("now.transcript").split(separator: "\n")
    #expect(lines.count == 5)
    let clock = try #require(lines.dropFirst(2).first)
    #expect(clock.hasPrefix("@now 20"))
    #expect(clock.hasSuffix("Z"))
    let replay = try await sandbox.run(["test", "now.transcript", "--only", "transcripts"])
    #expect(replay.stdout == "now.transcript: 1 of 1 conversations replayed exactly\nOK\n")
  }

  @Test func questionLeftUnansweredIsRecordedAsACancel() async throws {
    _ = try await sandbox.chat(
      ":record left.transcript", "get trail conditions with trails", ":quit",
      arguments: ["--speaker"])
    _ = try await sandbox.chat(":record left.transcript", "suggest trails in trails")
    #expect(
      try sandbox.read("left.transcript") == """
        --- Recorded with parley
        @surface speaker
        @now 2026-11-21T09:00:00Z
        > get trail conditions with trails
        < Which trail?
        < Bear Creek Trail, Cedar Falls, Alpine Loop, or another one?
        # The question was left (Ctrl-C, :quit or end of input).
        > cancel
        < Okay, cancelled.

        --- Recorded with parley
        @surface display
        @now 2026-11-21T09:00:00Z
        > suggest trails in trails
        < Where would you like to go?
        # The question was left (Ctrl-C, :quit or end of input).
        > cancel
        < Okay, cancelled.

        """)
    let replay = try await sandbox.run(["test", "left.transcript", "--only", "transcripts"])
    #expect(replay.stdout == "left.transcript: 2 of 2 conversations replayed exactly\nOK\n")
  }
}
