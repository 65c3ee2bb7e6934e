import Foundation
import Testing

/// Transcripts whose `<~` lines check a sentence by what it contains, a pattern, a list or a
/// localisation key: replayed by `parley test`, a failure shown as written. A reply's spaces of
/// another kind are plain spaces to a transcript.
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

  /// A transcript written by hand holds plain spaces where an app's reply holds the narrow
  /// no-break space Foundation writes before "AM": the two look alike in a file, and are alike.
  @Test func aNarrowNoBreakSpaceIsAPlainOne() async throws {
    try sandbox.write(
      """
      @app Meter
      @intent Park: Park
        phrase: Park with ${applicationName}
        answer: Parked until 10:00\u{202F}AM.

      """, to: "Meter.phrases")
    try sandbox.write(
      """
      --- written by hand
      > park with meter
      < Parked until 10:00 AM.

      --- checked
      > park with meter
      <~ contains 10:00 AM

      --- another time
      > park with meter
      < Parked until 11:00 AM.

      """, to: "Meter.transcript")
    let result = try await sandbox.run([
      "test", "Meter.phrases", "Meter.transcript", "--app", "Meter", "--only", "transcripts",
    ])
    #expect(
      result
        == ParleyResult(
          stdout: """
            Meter.transcript: 2 of 3 conversations replayed exactly
              Meter.transcript:10:1: after "> park with meter"
                expected:
                  < Parked until 11:00 AM.
                actual:
                  < Parked until 10:00\u{202F}AM.
            FAILED

            """, status: 1))
  }
}
