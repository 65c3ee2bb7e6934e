import Testing

/// Follow-ups piped into `parley chat`: right after an answer, a new value alone runs the same
/// intent again, on a display and on a speaker, and `:why` says so; "say that again" repeats.
@Suite struct FollowUpEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func aValueAloneAfterAnAnswerRunsTheSameIntentOnADisplay() async throws {
    let result = try await sandbox.chat(
      "is bear creek open in trails", "and alpine loop?", ":why", "thanks")
    #expect(
      result
        == ParleyResult(
          stdout: """
            › is bear creek open in trails
            \(TrailsOutput.bearCreekCard)
            › and alpine loop?
            ╭─ Alpine Loop ───────────────────────────────────────────────────╮
            │ Banff, Alberta                                                  │
            │ 15.2 km · cross-country skiing, snowshoeing, hiking             │
            │ Open. Twenty centimetres of fresh snow, groomed for skiing this │
            │ morning.                                                        │
            ╰─────────────────────────────────────────────────────────────────╯
            Here's the latest information on Alpine Loop.
            › :why
            “and alpine loop?” followed up the last request: Trails.GetTrailInfo again, with trail = Alpine Loop.
            › thanks
            You're welcome.

            """))
  }

  @Test func aCorrectionRightAfterAnOrderReplacesTheValue() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let chat = try await sandbox.chat(
        "order a large latte with 1 extra shot from brew", "yes", "make that two extra shots",
        "yes", "no", arguments: surface)
      // Why the order is taken back is said before it is (on a speaker too), and the order
      // taken back is the one just made (the second chat finds the first's too).
      #expect(
        chat.stdout.contains(
          "“Order Coffee” is done already: to change it, I'll take it back first.\n"),
        "\(chat)")
      #expect(
        chat.stdout.contains(
          "Cancel order \(surface.count), a large Caffè Latte with an extra shot for $6.25?\n"
        ),
        "\(chat)")
      #expect(
        chat.stdout.contains("Order a large Caffè Latte with 2 extra shots for $7.00?\n"),
        "\(chat)")
      #expect(!chat.stdout.contains("Added 2 extra shots"), "\(chat)")
    }
  }

  @Test func repeatAsksTheQuestionAgainAndSaysTheLastAnswerAgainOnASpeaker() async throws {
    let result = try await sandbox.chat(
      "order a latte with brew", "what?", "large", "yes", "say that again",
      arguments: ["chat", "--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "What size?", "Small, Medium, or Large?", "What size?", "Small, Medium, or Large?",
            "Order a large Caffè Latte for $5.50?",
            "Order 1 is in: a large Caffè Latte for $5.50, ready at 9:05 AM.",
            "Order 1 is in: a large Caffè Latte for $5.50, ready at 9:05 AM.")))
  }

  @Test func followUpsChainOnASpeakerAndKeepTheOtherValues() async throws {
    let result = try await sandbox.chat(
      "suggest hiking trails near moab in trails", "what about biking", "and boulder?",
      "order a large latte with brew", "no", arguments: ["chat", "--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "Here are 2 hiking trails near Moab, Utah: Delicate Arch, Corona Arch.",
            "Here is one biking trail near Moab, Utah: Slickrock Trail.",
            "Here is one biking trail near Boulder, Colorado: Mesa Trail.",
            "Order a large Caffè Latte for $5.50?", "Okay, cancelled.")))
  }
}
