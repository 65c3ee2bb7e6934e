import Testing

/// The questions `parley` builds from parameter titles when an app gives none, on a display
/// and on a speaker: "How many" for things counted, "What are" for several things.
@Suite struct ValuePromptEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
    try sandbox.write(
      """
      @app Tally

      @intent LogDay: Log Day
        parameter daysUntilNextWatering: integer
        parameter numberOfCups: integer
        parameter amount: decimal
        parameter tags: string
        phrase: Log my day with ${applicationName}
        answer: Logged ${numberOfCups} cups.

      """, to: "Tally.phrases")
  }

  @Test func questionsFromTitlesReadAsAPersonAsksOnADisplay() async throws {
    let result = try await sandbox.run(
      ["ask", "log my day with tally", "--phrases", "Tally.phrases"], input: "3\n2\n1.5\ngarden\n")
    #expect(
      result
        == ParleyResult(
          stdout: """
            › log my day with tally
            How many days until next watering?
            › 3
            How many cups?
            › 2
            What's the amount?
            › 1.5
            What are the tags?
            › garden
            Logged 2 cups.

            """))
  }

  @Test func questionsFromTitlesReadAsAPersonAsksOnASpeaker() async throws {
    let result = try await sandbox.run(
      ["ask", "log my day with tally", "--phrases", "Tally.phrases", "--speaker"],
      input: "3\n2\n1.5\ngarden\n")
    #expect(
      result
        == ParleyResult(
          stdout: """
            How many days until next watering?
            How many cups?
            What's the amount?
            What are the tags?
            Logged 2 cups.

            """))
  }
}
