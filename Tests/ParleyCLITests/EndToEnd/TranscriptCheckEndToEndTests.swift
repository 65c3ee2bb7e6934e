import Foundation
import Testing

/// Transcripts whose `<~` lines check a sentence by what it contains, a pattern, a list or a
/// localisation key: replayed by `parley test`, a failure shown as written.
@Suite struct TranscriptCheckEndToEndTests {
  private let sandbox: Sandbox
  private let arguments = [
    "test", "Garden.phrases", "Garden.transcript", "--app", "Garden", "--only", "transcripts",
  ]

  init() throws {
    sandbox = try Sandbox()
    try sandbox.write(GardenPhrases.text, to: "Garden.phrases")
  }

  @Test func checksThatPass() async throws {
    try sandbox.write(
      """
      --- a plant asked for
      > water a plant in garden
      <~ contains plant
      * Basil
      * Fern
      > basil
      <~ one of "Watered the Fern." | "Watered the Basil."

      --- a pattern and a key
      > water the fern in garden
      <~ matches /Watered the (Fern|Basil)\\./
      > prune the hedge in garden
      <~ key Prune the %@ now?

      """, to: "Garden.transcript")
    let result = try await sandbox.run(arguments)
    #expect(
      result
        == ParleyResult(stdout: "Garden.transcript: 2 of 2 conversations replayed exactly\nOK\n"))
  }

  @Test func aCheckThatFailsIsShownAsWritten() async throws {
    try sandbox.write(
      "> prune the hedge in garden\n< Prune the hedge now?\n> yes\n<~ contains trimmed\n",
      to: "Garden.transcript")
    let result = try await sandbox.run(arguments)
    #expect(
      result
        == ParleyResult(
          stdout: """
            Garden.transcript: 0 of 1 conversations replayed exactly
              Garden.transcript:3:1: after "> yes"
                expected:
                  <~ contains trimmed
                actual:
                  < Pruned.
            FAILED

            """, status: 1))
  }

  @Test func aCheckThatCannotBeReadStopsTheRun() async throws {
    try sandbox.write("> hi\n<~ matches /a(/\n", to: "Garden.transcript")
    let result = try await sandbox.run(arguments)
    #expect(
      result
        == ParleyResult(
          stdout: "", stderr: "Garden.transcript:2:13: 'a(' is not a regular expression\n",
          status: 2))
  }
}
