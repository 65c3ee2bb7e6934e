import Foundation
import Testing

/// A session's matching mode is recorded with `:record`, and `parley test --matching` applies
/// to transcripts as to suites, a conversation's own `@matching` winning.
@Suite struct MatchingModeEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func aRecordingKeepsTheSessionsMatchingModeAndReplaysInIt() async throws {
    let result = try await sandbox.chat(
      ":record siri.transcript", "i want a latte", ":stop",
      arguments: ["--speaker", "--matching", "siri"])
    #expect(result.status == 0)
    #expect(
      try sandbox.read("siri.transcript") == """
        --- Recorded with parley
        @surface speaker
        @now 2026-11-21T09:00:00Z
        @matching siri
        > i want a latte
        < Sorry, I didn't understand that.

        """)
    let replay = try await sandbox.run(["test", "siri.transcript", "--only", "transcripts"])
    #expect(replay.stdout == "siri.transcript: 1 of 1 conversations replayed exactly\nOK\n")
  }

  @Test func theDefaultModeIsNotWritten() async throws {
    _ = try await sandbox.chat(":record flexible.transcript", "play some jazz", ":stop")
    #expect(try !sandbox.read("flexible.transcript").contains("@matching"))
  }

  @Test func testMatchingAppliesToTranscriptsWithoutTheirOwnMode() async throws {
    let conversation = """
      @surface speaker
      > i want a latte
      < What size?
      < Small, Medium, or Large?
      > cancel
      < Okay, cancelled.

      """
    try sandbox.write("---\n" + conversation, to: "plain.transcript")
    try sandbox.write("---\n@matching flexible\n" + conversation, to: "own.transcript")
    let flexible = try await sandbox.run(["test", "plain.transcript", "--only", "transcripts"])
    #expect(flexible.status == 0, "\(flexible)")
    let siri = try await sandbox.run([
      "test", "plain.transcript", "--only", "transcripts", "--matching", "siri",
    ])
    #expect(siri.status == 1, "\(siri)")
    #expect(siri.stdout.contains("< Sorry, I didn't understand that."), "\(siri)")
    let own = try await sandbox.run([
      "test", "own.transcript", "--only", "transcripts", "--matching", "siri",
    ])
    #expect(own.stdout == "own.transcript: 1 of 1 conversations replayed exactly\nOK\n")
  }
}
