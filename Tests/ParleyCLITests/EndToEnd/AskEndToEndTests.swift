import Testing

/// `parley ask`: one request, follow-up answers from standard input, and its exit status.
@Suite struct AskEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  private func ask(_ utterance: String, answers: String..., options: [String] = [])
    async throws -> ParleyResult
  {
    try await sandbox.run(
      ["ask", utterance] + options, input: answers.map { $0 + "\n" }.joined())
  }

  @Test func carriedOutRequestExitsZero() async throws {
    let display = try await ask("get conditions for bear creek in trails")
    #expect(
      display
        == ParleyResult(
          stdout: """
            › get conditions for bear creek in trails
            \(TrailsOutput.bearCreekCard)

            """))
    let speaker = try await ask("get conditions for bear creek in trails", options: ["--speaker"])
    #expect(
      speaker
        == ParleyResult(
          stdout: "The conditions for Bear Creek Trail are: Open. The trail is dry and firm, "
            + "with light traffic.\n"))
  }

  @Test func followUpQuestionIsAnsweredFromStandardInput() async throws {
    let result = try await ask(
      "suggest trails in trails", answers: "", "moab", "biking", options: ["--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            Where would you like to go?
            What would you like to do?
            Biking, Equestrian, Hiking, Jogging, Cross-Country Skiing, or one other?
            Here is one biking trail near Moab, Utah: Slickrock Trail.

            """))
  }

  @Test func notUnderstoodExitsOne() async throws {
    let result = try await ask("play some jazz", options: ["--speaker"])
    #expect(result == ParleyResult(stdout: "Sorry, I didn't understand that.\n", status: 1))
  }

  @Test func cancelledExitsOne() async throws {
    let result = try await ask("get trail conditions with trails", answers: "never mind")
    #expect(
      result
        == ParleyResult(
          stdout: """
            › get trail conditions with trails
            Which trail?
              1. Bear Creek Trail
              2. Cedar Falls
              3. Alpine Loop
            Or name another trail.
            › never mind
            Okay, cancelled.

            """, status: 1))
  }

  @Test func declinedConfirmationExitsOne() async throws {
    let result = try await ask(
      "remove cedar falls from my favorites in trails", answers: "no",
      options: ["--speaker", "--unlocked"])
    #expect(
      result
        == ParleyResult(
          stdout: "Remove Cedar Falls from your favorites?\nOkay, cancelled.\n", status: 1))
  }

  @Test func refusedOnASpeakerExitsOne() async throws {
    let result = try await ask(
      "remove cedar falls from my favorites in trails", options: ["--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: "You'll need to unlock your device first to do that with Trails.\n", status: 1))
  }

  /// An error `perform()` throws is the intent failing, though its message is the answer; the
  /// same question answered by a result is done.
  @Test func errorThrownByTheIntentExitsOne() async throws {
    let options = ["--speaker", "--now", "2026-11-21T09:00:00Z"]
    let nothingOrdered = try await ask("is my coffee ready with brew", options: options)
    #expect(
      nothingOrdered == ParleyResult(stdout: "You haven't ordered anything yet.\n", status: 1))
    let order = try await ask("order a medium latte with brew", answers: "yes", options: options)
    #expect(order.status == 0)
    let ordered = try await ask("is my coffee ready with brew", options: options)
    #expect(
      ordered
        == ParleyResult(
          stdout: "Your medium Caffè Latte is being made and will be ready at 9:05 AM.\n"))
  }

  @Test func endOfInputDuringAQuestionExitsOne() async throws {
    let result = try await ask("get trail conditions with trails", options: ["--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout:
            "Which trail?\nBear Creek Trail, Cedar Falls, Alpine Loop, or another one?\nOkay, cancelled.\n",
          status: 1))
  }

  @Test func directInvocationExitsZero() async throws {
    let result = try await ask("/GetTrailInfo trail=\"Alpine Loop\"", options: ["--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: "The conditions for Alpine Loop are: Open. Twenty centimetres of fresh snow, "
            + "groomed for skiing this morning.\n"))
  }

  @Test func wordsAfterOptionsJoinTheUtterance() async throws {
    let result = try await sandbox.run(
      ["ask", "--speaker", "get", "conditions", "for", "royal", "arch", "in", "trails"])
    #expect(
      result
        == ParleyResult(
          stdout: "The conditions for Royal Arch are: Closed. Crews are clearing a rockfall.\n"))
  }

  @Test func missingUtteranceIsAUsageError() async throws {
    let result = try await sandbox.run(["ask", "  "])
    #expect(
      result
        == ParleyResult(
          stdout: "",
          stderr: """
            Error: Say what to ask, for example: parley ask "open favorites in trails"
            Usage: parley ask "UTTERANCE" [--speaker [--say]] [--app NAME] [--passcode CODE] \
            [--unlocked]
            See 'parley ask --help' for more information.

            """, status: 64))
  }

  @Test func colonCommandIsRunAsInChat() async throws {
    let phrases = try await ask(":phrases Notes", options: ["--speaker"])
    #expect(phrases.status == 0)
    #expect(phrases.stdout.hasPrefix("Notes (56 phrases after expansion)\n"))
    #expect(!phrases.stdout.contains("Sorry"))
    let unknown = try await ask(":frob")
    #expect(
      unknown
        == ParleyResult(
          stdout: "› :frob\nUnknown command ':frob'. Type :help for the list.\n", status: 1))
  }

  @Test func colonCommandAnsweringAQuestionKeepsTheQuestion() async throws {
    let result = try await ask(
      "get trail conditions with trails", answers: ":why", "bear creek", options: ["--speaker"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("Which trail?\n"))
    #expect(result.stdout.contains("\n1. Trails GetTrailInfo "))
    #expect(!result.stdout.contains("couldn't find"))
    #expect(
      result.stdout.hasSuffix(
        "The conditions for Bear Creek Trail are: Open. The trail is dry and firm, with light "
          + "traffic.\n"))
  }

  @Test func quitAnsweringAQuestionAbandonsIt() async throws {
    let result = try await ask(
      "get trail conditions with trails", answers: ":quit", options: ["--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            Which trail?
            Bear Creek Trail, Cedar Falls, Alpine Loop, or another one?
            Okay, cancelled.

            """, status: 1))
  }
}
