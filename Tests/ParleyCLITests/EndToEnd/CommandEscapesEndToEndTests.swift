import Testing

/// Escape sequences typed into a command or read from a test file reach no message raw.
@Suite struct CommandEscapesEndToEndTests {
  @Test func anEscapeSequenceInACommandIsShownVisibly() async throws {
    let sandbox = try Sandbox()
    let result = try await sandbox.chat(":\u{1B}[41mx", ":phrases \u{1B}[41mNope")
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(
      result.stdout == """
        › :\u{FFFD}[41mx
        Unknown command ':\u{FFFD}[41mx'. Type :help for the list.
        › :phrases \u{FFFD}[41mNope
        There is no app called '\u{FFFD}[41mNope'. Type :apps for the list.

        """)
  }

  @Test func aColourSequenceInAFailingTestLineIsShownVisibly() async throws {
    let sandbox = try Sandbox()
    try sandbox.write(
      "open \u{1B}[41mcedar falls\u{1B}[0m in trails => nothing\n", to: "Colour.tests")
    let result = try await sandbox.run(["test", "Colour.tests", "--only", "suites"])
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(result.stdout.contains("\"open ␛[41mcedar falls␛[0m in trails\" expected nothing"))
  }
}
