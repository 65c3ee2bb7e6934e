import Testing

/// Escape sequences typed into a command reach no message raw.
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
}
