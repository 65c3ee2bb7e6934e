import Foundation
import Testing

@testable import ParleyCLI

/// Whether pocketsphinx, its English model and flite are installed, for the tests that say
/// and hear.
private let enginesInstalled: Bool = {
  let programs = SpeechPrograms(environment: ProcessInfo.processInfo.environment)
  return (try? programs.requireRecognizer()) != nil && programs.flite != nil
}()

/// Why those tests are skipped when they are.
private let enginesMissing: Comment =
  "needs pocketsphinx, pocketsphinx-en-us and flite (apt-get install pocketsphinx pocketsphinx-en-us flite)"

/// Speech in through the built `parley`: WAV files heard by pocketsphinx, the spoken check, and
/// what is said when the engines are missing.
@Suite struct SpeechEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// Says `text` with flite's kal16 voice into a WAV file in the sandbox.
  private func say(_ text: String, to name: String) throws -> String {
    let programs = SpeechPrograms(environment: ProcessInfo.processInfo.environment)
    let flite = try #require(programs.flite)
    let file = sandbox.file(name)
    let voice = SpeechVoice(name: "flite kal16", program: flite, flite: "kal16")
    try voice.say(text, to: file, environment: programs.environment)
    return file.path
  }

  @Test func missingRecognizerSaysHowToInstallIt() async throws {
    let empty = sandbox.root.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let result = try await sandbox.run(
      ["chat", "--wav", "latte.wav"], environment: ["PATH": empty.path])
    #expect(
      result
        == ParleyResult(
          stdout: "",
          stderr: "Error: Speech input needs pocketsphinx, which is not installed "
            + "(apt-get install pocketsphinx pocketsphinx-en-us).\n",
          status: 2))
    let listen = try await sandbox.run(["chat", "--listen"], environment: ["PATH": empty.path])
    #expect(
      listen
        == ParleyResult(
          stdout: "",
          stderr: "Error: --listen needs arecord, which is not installed "
            + "(apt-get install alsa-utils).\n",
          status: 2))
    let check = try await sandbox.run(["test", "--spoken"], environment: ["PATH": empty.path])
    #expect(
      check.stderr
        == "Error: The spoken check needs pocketsphinx with its English model, and flite or "
        + "espeak-ng (apt-get install pocketsphinx pocketsphinx-en-us flite espeak-ng).\n")
    #expect(check.status == 2)
  }

  @Test(.enabled(if: enginesInstalled, enginesMissing))
  func chatHearsAConversationInWavFiles() async throws {
    let files = [
      try say("order a flat white with brew", to: "latte.wav"),
      try say("large", to: "large.wav"), try say("yes", to: "yes.wav"),
    ]
    let result = try await sandbox.run(
      ["chat", "--wav"] + files + ["--fresh", "--now", "2026-11-21T06:47:00Z"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            heard: order a flat white with brew
            What size?
              1. Small
              2. Medium
              3. Large
            heard: large
            Order a large Flat White for $5.25?
            heard: yes
            ╭─ Order 1 ─────────────────────╮
            │ 1 × Flat White, large · $5.25 │
            │ Total · $5.25                 │
            │ Ready at 6:52 AM              │
            ╰───────────────────────────────╯
            Here's your receipt.

            """))
  }

  @Test(.enabled(if: enginesInstalled, enginesMissing))
  func askHearsTheRequestOnASpeaker() async throws {
    let file = try say("get conditions for bear creek in trails", to: "bear.wav")
    let result = try await sandbox.run(["ask", "--wav", file, "--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            heard: get conditions for bear creek in trails
            The conditions for Bear Creek Trail are: Open. The trail is dry and firm, with light traffic.

            """))
  }

  @Test(.enabled(if: enginesInstalled, enginesMissing))
  func aFileThatIsNoSoundIsSaidSoAndSkipped() async throws {
    try sandbox.write("not sound", to: "notes.wav")
    let yes = try say("help", to: "help.wav")
    let result = try await sandbox.run(["chat", "--speaker", "--wav", "notes.wav", yes])
    #expect(result.stderr == "parley: notes.wav: is not a WAV file\n")
    #expect(result.stdout.hasPrefix("heard: help\n"))
    #expect(result.status == 0)
  }

  @Test(.enabled(if: enginesInstalled, enginesMissing))
  func spokenCheckSaysAndHearsADeclaredApp() async throws {
    try sandbox.write(
      """
      @app Lamp
      @intent TurnOn: Turn On
        phrase: Switch on the lamp with ${applicationName}
        answer: The lamp is on.
      @intent Dim: Dim
        phrase: Dim the lamp with ${applicationName}
        answer: The lamp is dim.

      """, to: "Lamp.phrases")
    try sandbox.write(
      """
      switch on the lamp with lamp => TurnOn
      dim the lamp => Dim

      """, to: "Lamp.tests")
    let result = try await sandbox.run(["test", "--spoken", "--app", "Lamp", "."])
    #expect(
      result
        == ParleyResult(
          stdout: """
            Spoken check: flite kal16, the catalog's bigram model
            Phrases: 2 of 2 (100.0 %) reach their intent spoken; typed 2 of 2 (100.0 %)
            Suite lines: 2 of 2 (100.0 %) reach their intent spoken; typed 2 of 2 (100.0 %)
            Words without a pronunciation: none
            Word error rate 0.0 %; 0 lost when spoken, 0 without a pronunciation
            OK

            """))
    let json = try await sandbox.run(
      ["test", "--spoken", "--app", "Lamp", ".", "--json", "--junit", "spoken.xml"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["ok"] as? Bool == true)
    #expect(
      object["totals"] as? [String: Int] == [
        "said": 4, "survived": 4, "typed": 4, "lost": 0, "without_pronunciation": 0,
      ])
    let junit = try sandbox.read("spoken.xml")
    #expect(junit.contains("<testsuites name=\"parley test --spoken\" tests=\"4\" failures=\"0\">"))
    #expect(
      junit.contains(
        "<testcase classname=\"Lamp.Dim\" name=\"./Lamp.tests:2: dim the lamp\"/>"))
  }
}
