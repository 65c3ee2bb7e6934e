import Foundation
import Testing

/// Files as people's editors and disks leave them: Windows line ends, a byte-order mark, a
/// full disk, an empty recording, sizes past what a machine can hold.
@Suite struct FileRobustnessEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// A byte-order mark and `\r\n` line ends, as a Windows editor saves a file.
  private func windows(_ lines: [String]) -> Data {
    Data([0xEF, 0xBB, 0xBF] + Array(lines.map { $0 + "\r\n" }.joined().utf8))
  }

  @Test func benchReadsCorpusFilesWithWindowsLineEndsAndAByteOrderMark() async throws {
    try windows([
      "Trails.GetTrailInfo\tget trail conditions with trails",
      "Trails.GetTrailInfo\tshow trail conditions in trails",
    ]).write(to: sandbox.file("phrases.tsv"))
    try windows(["Trails.GetTrailInfo\ttrail conditions in trails", "nothing\tbake a cake"])
      .write(to: sandbox.file("utterances.tsv"))
    let result = try await sandbox.run([
      "bench", "--phrases-file", "phrases.tsv", "--utterances-file", "utterances.tsv",
    ])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.hasPrefix("phrases: 2 for 1 intents\n"), "\(result)")
    #expect(result.stdout.contains("accuracy: 100.0% of 1 in-scope utterances\n"), "\(result)")
    #expect(result.stdout.contains("rejected: 100.0%\n"), "\(result)")
  }

  @Test func suitesAndTranscriptsWithWindowsLineEndsAndAByteOrderMarkPass() async throws {
    try windows([
      "@now 2026-11-21T09:00:00Z", "open favorites in trails => OpenFavorites",
    ]).write(to: sandbox.file("Trails.tests"))
    try windows([
      "--- saved on Windows", "@surface speaker", "> play some jazz",
      "< Sorry, I didn't understand that.",
    ]).write(to: sandbox.file("Trails.transcript"))
    let result = try await sandbox.run(["test", "Trails.tests", "Trails.transcript"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("Trails.transcript: 1 of 1 conversations replayed exactly\n"))
  }

  @Test(arguments: ["", "# only a comment\n", "--- a title and nothing else\n@surface speaker\n"])
  func aTranscriptWithoutTurnsIsAnError(_ text: String) async throws {
    _ = try sandbox.write(text, to: "empty.transcript")
    let result = try await sandbox.run(["test", "empty.transcript"])
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.contains(
        "empty.transcript:1:1: no turns to replay (an empty file, or a recording that saved "
          + "nothing); a transcript needs at least one '>' line"), "\(result)")
  }

  @Test func recordingToAFullDiskSaysSoInsteadOfSaving() async throws {
    let result = try await sandbox.chat(
      ":record /dev/full", "play some jazz", ":stop", arguments: ["--speaker"])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        Can't write to '/dev/full': No space left on device.
        Sorry, I didn't understand that.
        Not recording.

        """)
  }

  @Test(arguments: [
    ("--entities", "100000000000", "1000000"), ("--apps", "99999999999999999999999", "1000"),
    ("--phrases", "1001", "1000"), ("--utterances", "1000001", "1000000"),
  ])
  func benchSizesHaveLimits(_ option: String, _ value: String, _ limit: String) async throws {
    let result = try await sandbox.run(["bench", option, value])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "Error: The value of '\(option)' must be at most \(limit), not '\(value)'.\n"),
      "\(result)")
  }
}
