import Foundation
import Testing

/// Input that people and scripts send by mistake: blank lines, huge lines, broken encodings.
@Suite struct RobustnessEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func blankLinesAreSkippedAlsoDuringAQuestion() async throws {
    let result = try await sandbox.run(
      ["chat"], input: "\n   \n\tget trail conditions with trails\n\n  \nmesa trail\n\n")
    #expect(
      result
        == ParleyResult(
          stdout: """
            › \tget trail conditions with trails
            Which trail?
              1. Bear Creek Trail
              2. Cedar Falls
              3. Alpine Loop
            Or name another trail.
            › mesa trail
            \(TrailsOutput.mesaTrailCard)

            """))
  }

  @Test func windowsLineEndsAreRead() async throws {
    let result = try await sandbox.run(
      ["--speaker"], input: "get trail conditions with trails\r\n\r\nmesa trail\r\n")
    #expect(
      result
        == ParleyResult(
          stdout: """
            Which trail?
            Bear Creek Trail, Cedar Falls, Alpine Loop, or another one?
            The conditions for Mesa Trail are: Open. Icy patches in the shaded sections.

            """))
  }

  @Test func megabyteLineIsCutWithANoticeAndTheSessionGoesOn() async throws {
    let long = String(repeating: "a", count: 1_000_000)
    let input = "\n\n\n\(long)\nget conditions for royal arch in trails\n"
    let speaker = try await sandbox.run(["--speaker"], input: input)
    #expect(
      speaker
        == ParleyResult(
          stdout: """
            Sorry, I didn't understand that.
            The conditions for Royal Arch are: Closed. Crews are clearing a rockfall.

            """,
          stderr:
            "parley: line 4 is longer than 10000 characters; only the first 10000 were read.\n"
        ))
    let display = try await sandbox.run([], input: input)
    #expect(display.status == 0)
    #expect(display.stdout.hasPrefix("› \(String(repeating: "a", count: 10_000))\nSorry, "))
    #expect(display.stdout.hasSuffix("Here's the latest information on Royal Arch.\n"))
    #expect(display.stderr == speaker.stderr)
  }

  @Test func invalidUTF8AndControlCharactersAreReadAsReplacementCharacters() async throws {
    var bytes = Data("get conditions for ".utf8)
    bytes += [0xFF, 0xFE]
    bytes += Data(" bear creek in trails\nx\u{0}y\n\u{1B}[2Jz\n".utf8)
    let result = try await sandbox.run([], bytes: bytes)
    #expect(
      result
        == ParleyResult(
          stdout: """
            › get conditions for \u{FFFD}\u{FFFD} bear creek in trails
            \(TrailsOutput.bearCreekCard)
            › x\u{FFFD}y
            Sorry, I didn't understand “x\u{FFFD}y”. Type :phrases to see what you can say.
            › \u{FFFD}[2Jz
            Sorry, I didn't understand “\u{FFFD}[2Jz”. Type :phrases to see what you can
            say.

            """))
  }

  @Test func lastLineWithoutALineEndIsRead() async throws {
    let result = try await sandbox.run(
      ["--speaker"], input: "get conditions for royal arch in trails")
    #expect(
      result
        == ParleyResult(
          stdout: "The conditions for Royal Arch are: Closed. Crews are clearing a rockfall.\n"))
  }

  @Test func emptyInputEndsAtOnce() async throws {
    #expect(try await sandbox.run([], input: "") == ParleyResult(stdout: ""))
    #expect(try await sandbox.run(["chat", "--speaker"], input: "") == ParleyResult(stdout: ""))
  }
}
