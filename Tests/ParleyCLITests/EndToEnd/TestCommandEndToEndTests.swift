import Foundation
import Testing

/// `parley test`: suites and transcripts, their exit codes, and files it cannot read.
@Suite struct TestCommandEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func passingSuiteExitsZero() async throws {
    try sandbox.write(
      "open favorites in trails => OpenFavorites\nplay some jazz => nothing\n", to: "ok.tests")
    let result = try await sandbox.run(["test", "ok.tests", "--only", "suites"])
    #expect(
      result
        == ParleyResult(
          stdout:
            "ok.tests: 2 of 2 passed (100.0 %)\nOK\n"))
  }

  @Test func failingSuiteExitsOneWithTheFailures() async throws {
    try sandbox.write(
      "open favorites in trails => OpenFavorites\nopen favorites in trails => GetTrailInfo\n",
      to: "wrong.tests")
    let result = try await sandbox.run(["test", "wrong.tests", "--only", "suites"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            wrong.tests: 1 of 2 passed (50.0 %)
              wrong.tests:2:1: "open favorites in trails" expected GetTrailInfo, got Trails.OpenFavorites
            FAILED

            """, status: 1))
  }

  @Test func malformedSuiteExitsTwoWithEveryLocation() async throws {
    try sandbox.write(
      "# coverage\nopen favorites in trails OpenFavorites\nx => GetTrailInfo trail=\"Bear\n",
      to: "bad.tests")
    let result = try await sandbox.run(["test", "bad.tests"])
    #expect(
      result
        == ParleyResult(
          stdout: "",
          stderr: """
            bad.tests:2:1: missing '=>' between the utterance and the expected intent
            bad.tests:3:25: unterminated quote in the value of 'trail'

            """, status: 2))
  }

  @Test func malformedFilesAreAllReportedBeforeAnyRuns() async throws {
    let folder = sandbox.file("phrases")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try sandbox.write("hello => \n", to: "phrases/a.tests")
    try sandbox.write("< Hello.\n> hi\n@surface tv\n", to: "phrases/b.transcript")
    try sandbox.write("hi\n", to: "notes.txt")
    let result = try await sandbox.run(["test", "phrases", "notes.txt", "nowhere", "--json"])
    #expect(
      ParleyResult(stdout: "", stderr: result.stderr, status: result.status)
        == ParleyResult(
          stdout: "",
          stderr: """
            notes.txt: not a phrase suite (.tests) or transcript (.transcript)
            nowhere: no such file or directory
            phrases/a.tests:1:10: missing the expected intent after '=>'; write an intent name or \
            'nothing'
            phrases/b.transcript:1:1: reply line before any '>' line; a reply follows what the \
            user typed
            phrases/b.transcript:3:1: directive '@surface' after a turn; put directives before \
            the conversation's first '>' line, or start a new conversation with '---'

            """, status: 2))
    // The same problems on stdout, as the one JSON object CI reads.
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
      "\(result)")
    #expect(object["ok"] as? Bool == false)
    let errors = try #require(object["errors"] as? [[String: Any]])
    #expect(
      errors.map { $0["file"] as? String } == [
        "notes.txt", "nowhere", "phrases/a.tests", "phrases/b.transcript", "phrases/b.transcript",
      ])
    #expect(errors.map { $0["line"] as? Int } == [0, 0, 1, 1, 3])
  }

  @Test func transcriptFailureIsReportedAsJSON() async throws {
    try sandbox.write(
      """
      --- speaker
      @surface speaker
      > get conditions for royal arch in trails
      < Royal Arch is open.

      """, to: "arch.transcript")
    let result = try await sandbox.run([
      "test", "arch.transcript", "--json", "--only", "transcripts",
    ])
    #expect(result.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["schema"] as? Int == 2)
    #expect(object["ok"] as? Bool == false)
    let totals = try #require(object["totals"] as? [String: Int])
    #expect(totals == ["passed": 0, "failed": 1, "conflicts": 0, "warnings": 0])
    let failures = try #require(object["failures"] as? [[String: Any]])
    #expect(failures.count == 1)
    let failure = try #require(failures.first)
    #expect(failure["kind"] as? String == "transcript")
    #expect(failure["location"] as? String == "arch.transcript:3:1")
    #expect(failure["utterance"] as? String == "get conditions for royal arch in trails")
    #expect(failure["expected"] as? String == "< Royal Arch is open.\n")
    #expect(
      failure["got"] as? String
        == "< The conditions for Royal Arch are: Closed. Crews are clearing a rockfall.\n")
    let transcripts = try #require(object["transcripts"] as? [[String: Any]])
    #expect(transcripts.first?["file"] as? String == "arch.transcript")
    #expect(transcripts.first?["total"] as? Int == 1)
  }

  @Test func repositoryTranscriptsReplay() async throws {
    let result = try await sandbox.run(
      ["test", "Phrases", "--only", "transcripts"], in: PackageFolder.url)
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.isEmpty, "\(result)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.last == "OK")
    #expect(lines.dropLast().count >= 3, "\(result)")
    for line in lines.dropLast() {
      let counts = line.split(separator: " ")
      #expect(line.hasSuffix("conversations replayed exactly"), "\(line)")
      #expect(counts.count > 3 && counts[1] == counts[3], "\(line)")
    }
  }

  @Test func repositoryPhrasesAllReachTheirIntent() async throws {
    let result = try await sandbox.run(
      ["test", "--only", "self", "--app", "Trails"], in: PackageFolder.url)
    #expect(
      result
        == ParleyResult(
          stdout:
            "Phrases: 99 of 99 reach their intent\nOK\n"
        ))
  }

  /// Each bundled app passes its suites and transcripts loaded alone, as it does beside the
  /// others: its requests get the same answers.
  @Test(arguments: ["Trails", "Brew", "Flashcards", "Soup Shop", "Notes"])
  func repositoryPhrasesPassWithOneAppLoaded(app: String) async throws {
    let result = try await sandbox.run(["test", "--app", app, "Phrases"], in: PackageFolder.url)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.hasSuffix(" 0 failed, 0 conflicts, 0 warnings\nOK\n"), "\(result)")
  }
}
