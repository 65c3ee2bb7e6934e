import Foundation
import Testing

/// `.phrases` files: loaded by `parley test` with the suites and by `--phrases DIR` elsewhere;
/// every error of a file at its position, exit 2.
@Suite struct PhraseFilesEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func addedPhrasesAreMatchedAndTested() async throws {
    try FileManager.default.createDirectory(
      at: sandbox.file("more"), withIntermediateDirectories: true)
    try sandbox.write(
      "@app Trails\nGetTrailInfo: How is ${trail} looking in ${applicationName}\n",
      to: "more/extra.phrases")
    try sandbox.write(
      "how is cedar falls looking in trails => GetTrailInfo trail=\"Cedar Falls\"\n",
      to: "more/Trails.tests")
    let match = try await sandbox.run([
      "match", "how is cedar falls looking in trails", "--phrases", "more", "--app", "Trails",
    ])
    #expect(match.stdout.hasPrefix("1. Trails GetTrailInfo "))
    #expect(match.stdout.contains(" \"How is ${trail} looking in ${applicationName}\"\n"))
    let test = try await sandbox.run(["test", "more", "--app", "Trails", "--only", "suites"])
    #expect(
      test == ParleyResult(stdout: "more/Trails.tests: 1 of 1 passed (100.0 %)\nOK\n"))
    let phrases = try await sandbox.run(["phrases", "--phrases", "more", "--app", "Trails"])
    #expect(phrases.stdout.contains("\n    How is ${trail} looking in ${applicationName}\n"))
  }

  @Test func everyErrorOfAPhraseFileIsReportedWithExitTwo() async throws {
    try sandbox.write(
      """
      GetTrailInfo: How is ${trail} looking
      GetTrailInfo How is ${trail} in ${applicationName}
      GetTrailInfo: How is ${trial} in ${applicationName}

      """, to: "Trails.phrases")
    let parse = try await sandbox.run(["test", "Trails.phrases"])
    #expect(
      parse
        == ParleyResult(
          stdout: "",
          stderr: """
            Trails.phrases:2:1: missing ':' between the intent and the phrase, as in \
            'GetTrailInfo: Get conditions for ${trail} in ${applicationName}'

            """, status: 2))
    try sandbox.write(
      """
      GetTrailInfo: How is ${trail} looking
      GetTrailInfo: How is ${trial} in ${applicationName}

      """, to: "Trails.phrases")
    let rules = try await sandbox.run(["chat", "--phrases", "Trails.phrases"])
    #expect(
      rules
        == ParleyResult(
          stdout: "",
          stderr: """
            Error: Trails.phrases:1:15: the phrase must name the app with ${applicationName}
            Trails.phrases:2:22: GetTrailInfo has no parameter 'trial'; did you mean 'trail'?

            """, status: 2))
  }
}
