import Foundation
import Testing

/// A declared app tested beside the program's own apps, through the built `parley`: a failing
/// line that one of the program's apps took names that app's intent with its app, and the run
/// says how to test the declared app alone.
@Suite struct DeclaredBesideProgramAppsEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
    try sandbox.write(
      """
      @app Tunes
      @intent Pause
        phrase: Pause the music in ${applicationName}
        answer: Paused.
      """, to: "Tunes.phrases")
    try sandbox.write(
      """
      pause the music => Tunes.Pause
      order a large latte => nothing
      """, to: "Tunes.tests")
  }

  @Test func aLineAProgramAppTookNamesItAndTheRunSaysHowToTestTheAppAlone() async throws {
    let beside = try await sandbox.run(["test", "Tunes.phrases", "Tunes.tests", "--only", "suites"])
    #expect(beside.status == 1, "\(beside)")
    #expect(
      beside.stdout.contains(
        "Tunes.tests:2:1: \"order a large latte\" expected nothing, got Brew.OrderCoffee"),
      "\(beside)")
    #expect(
      beside.stdout.contains(
        "note: 1 failing suite line went to this program's own apps (Trails, Brew, Flashcards, "
          + "Notes, Soup Shop), loaded beside Tunes; --app Tunes tests it alone.\nFAILED\n"),
      "\(beside)")
    let alone = try await sandbox.run(
      ["test", "Tunes.phrases", "Tunes.tests", "--only", "suites", "--app", "Tunes"])
    #expect(alone == ParleyResult(stdout: "Tunes.tests: 2 of 2 passed (100.0 %)\nOK\n"))
  }

  @Test func noNoteWhenTheFailingLineIsTheDeclaredAppsOwn() async throws {
    try sandbox.write("pause the music => nothing\n", to: "Own.tests")
    let result = try await sandbox.run(["test", "Tunes.phrases", "Own.tests", "--only", "suites"])
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.contains("got Tunes.Pause"), "\(result)")
    #expect(!result.stdout.contains("note:"), "\(result)")
  }
}
