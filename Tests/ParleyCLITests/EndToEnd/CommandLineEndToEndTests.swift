import Foundation
import Testing

/// Colour, usage errors and help: what `parley` does with its command line and environment.
@Suite struct CommandLineEndToEndTests {
  private let sandbox: Sandbox
  private let request = Data("get conditions for royal arch in trails\n:stop\n".utf8)

  init() throws {
    sandbox = try Sandbox()
  }

  /// The plain output of `request`: what every colourless run must print exactly.
  private static let plain = """
    › get conditions for royal arch in trails
    \(TrailsOutput.royalArchCard)
    › :stop
    Not recording.

    """

  /// `text` without its SGR escape sequences.
  private static func withoutColor(_ text: String) -> String {
    text.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
  }

  @Test func pipedOutputHasNoColor() async throws {
    let result = try await sandbox.run([], bytes: request)
    #expect(result == ParleyResult(stdout: Self.plain))
  }

  @Test func colorAlwaysColorsAPipe() async throws {
    let result = try await sandbox.run(["--color", "always"], bytes: request)
    #expect(
      result.stdout.hasPrefix("\u{1B}[1m› get conditions for royal arch in trails\u{1B}[0m\n"))
    #expect(Self.withoutColor(result.stdout) == Self.plain)
  }

  @Test func terminalOutputIsColored() async throws {
    let result = try await sandbox.run([], bytes: request, outputToTerminal: true)
    #expect(result.stdout.contains("\u{1B}["))
    #expect(Self.withoutColor(result.stdout) == Self.plain)
  }

  @Test(
    arguments: [
      (["--no-color"], [:]), (["--color", "never"], [:]), ([], ["NO_COLOR": "1"]),
      ([], ["TERM": "dumb"]), (["--color", "always", "--no-color"], [:]),
    ] as [([String], [String: String])])
  func terminalOutputHasNoColorWhenTurnedOff(
    arguments: [String], environment: [String: String]
  ) async throws {
    let result = try await sandbox.run(
      arguments, bytes: request, environment: environment, outputToTerminal: true)
    #expect(result == ParleyResult(stdout: Self.plain))
  }

  @Test(
    arguments: [
      (
        ["tset"],
        "Error: Unknown command 'tset'. Did you mean 'test'?\n"
          + "See 'parley --help' for the list of commands.\n"
      ),
      (
        ["--bogus"],
        "Error: Unknown option '--bogus'.\n"
          + "Usage: parley chat [--speaker [--say]] [--app NAME] [--passcode CODE] [--unlocked]\n"
          + "See 'parley chat --help' for more information.\n"
      ),
      (
        ["match", "hi", "--phrases-dir", "Apps"],
        "Error: Unknown option '--phrases-dir'. Did you mean '--phrases'?\n"
          + "Usage: parley match \"UTTERANCE\" [--json] [--focus APP] | match \"UTTERANCE\" "
          + "--phrases-file FILE\n"
          + "See 'parley match --help' for more information.\n"
      ),
      (
        ["chat", "hello"],
        "Error: chat takes no words; to send one request use: parley ask \"hello\"\n"
          + "Usage: parley chat [--speaker [--say]] [--app NAME] [--passcode CODE] [--unlocked]\n"
          + "See 'parley chat --help' for more information.\n"
      ),
      (
        ["--color", "sometimes"],
        "Error: The value of '--color' must be auto, always or never, not 'sometimes'.\n"
          + "Usage: parley chat [--speaker [--say]] [--app NAME] [--passcode CODE] [--unlocked]\n"
          + "See 'parley chat --help' for more information.\n"
      ),
      (
        ["ask", "hi", "--now", "yesterday"],
        "Error: The value of '--now' must be an ISO 8601 date such as 2026-11-21T09:00:00Z, "
          + "not 'yesterday'.\n"
          + "Usage: parley ask \"UTTERANCE\" [--speaker [--say]] [--app NAME] [--passcode CODE] "
          + "[--unlocked]\n"
          + "See 'parley ask --help' for more information.\n"
      ),
      (
        ["--speaker", "test"],
        "Error: Unknown option '--speaker'.\n"
          + "Usage: parley test [PATH…] [--only self|conflicts|lints|suites|transcripts] "
          + "[--cross-validate] [--dialog-coverage] [--strict] [--json] [--junit FILE] "
          + "[--app NAME]\n"
          + "See 'parley test --help' for more information.\n"
      ),
      (
        ["--app", "Brew", "order a latte"],
        "Error: Unknown command 'order a latte'.\n"
          + "See 'parley --help' for the list of commands.\n"
      ),
      (
        ["test", "--only", "everything"],
        "Error: --only takes self, conflicts, lints, suites or transcripts, not 'everything'.\n"
          + "Usage: parley test [PATH…] [--only self|conflicts|lints|suites|transcripts] "
          + "[--cross-validate] [--dialog-coverage] [--strict] [--json] [--junit FILE] "
          + "[--app NAME]\n"
          + "See 'parley test --help' for more information.\n"
      ),
    ] as [([String], String)])
  func usageErrorExits64WithAMessage(arguments: [String], message: String) async throws {
    let result = try await sandbox.run(arguments, input: "get conditions for mesa trail\n")
    #expect(result == ParleyResult(stdout: "", stderr: message, status: 64))
  }

  @Test func optionsBeforeTheCommandAreTheCommands() async throws {
    let before = try await sandbox.run(
      ["--app", "Brew", "--matching=exact", "ask", "order a latte"], input: "cancel\n")
    #expect(
      before
        == ParleyResult(
          stdout: ParleyResult.lines(
            "› order a latte",
            "Sorry, I didn't understand “order a latte”. Type :phrases to see "
              + "what", "you can say."),
          status: 1))
    let after = try await sandbox.run(
      ["ask", "order a latte", "--app", "Brew", "--matching=exact"], input: "cancel\n")
    #expect(before == after)
    let flexible = try await sandbox.run(
      ["--app", "Brew", "ask", "order a latte"], input: "cancel\n")
    #expect(flexible.stdout.hasPrefix("› order a latte\nWhat size?\n"))
    #expect(flexible.stderr == "")
  }

  @Test func helpGoesToStandardOutput() async throws {
    let overview = try await sandbox.run(["--help"])
    #expect(overview.status == 0)
    #expect(overview.stderr == "")
    #expect(
      overview.stdout.hasPrefix(
        "OVERVIEW: Talk to Trails, Brew, Flashcards, Notes, and Soup Shop as Siri would, and test their phrases.\n"
      ))
    let ask = try await sandbox.run(["ask", "--help"])
    #expect(try await sandbox.run(["help", "ask"]) == ask)
    #expect(
      ask.stdout.hasPrefix(
        "OVERVIEW: Send one request; answer any follow-up question on standard input.\n"))
  }

  @Test func sayWithoutASpeechProgramSaysSoOnce() async throws {
    let empty = sandbox.root.appendingPathComponent("no-programs")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let result = try await sandbox.run(
      ["--speaker", "--say"], input: "get conditions for royal arch in trails\nplay jazz\n",
      environment: ["PATH": empty.path])
    #expect(
      result.stdout == """
        The conditions for Royal Arch are: Closed. Crews are clearing a rockfall.
        Sorry, I didn't understand that.

        """)
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix("parley: --say needs espeak-ng, which is not installed"))
    #expect(result.stderr.components(separatedBy: "\n").count == 2)
  }

  @Test func sayPassesEachSpokenLineAsAnArgument() async throws {
    let stub = try SpeechStub.makeDirectory(name: "espeak-ng")
    defer { try? FileManager.default.removeItem(at: stub) }
    let result = try await sandbox.run(
      ["--speaker", "--say"], input: "get conditions for royal arch in trails\n",
      environment: ["PATH": stub.path])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      SpeechStub.calls(in: stub).hasSuffix(
        "The conditions for Royal Arch are: Closed. Crews are clearing a rockfall.\n"))
  }
}
