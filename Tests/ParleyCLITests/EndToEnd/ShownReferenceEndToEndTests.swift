import Testing

/// A pronoun piped into `parley chat` names what was just opened or shown, and "what did I
/// order?" is answered while the size of another order waits, on a speaker as a user runs it.
@Suite struct ShownReferenceEndToEndTests {
  @Test func thereAndThatNoteNameWhatWasOpenedAndShown() async throws {
    let result = try await Sandbox().chat(
      "open bear creek in trails", "get conditions there", "show my groceries note in notes",
      "pin that note", arguments: ["chat", "--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "To open Bear Creek Trail in Trails, continue on your iPhone.",
            "The conditions for Bear Creek Trail are: Open. The trail is dry and firm, with light "
              + "traffic.",
            "Your note “Groceries” says: Milk, eggs, bread and apples.",
            "Pinned “Groceries”.")))
  }

  @Test func whatWasOrderedIsAnsweredAndTheSizeAskedAgain() async throws {
    let result = try await Sandbox().chat(
      "order a large flat white with brew", "yes", "order a mocha with brew", "what did i order?",
      "small", "yes", "what did i order?", arguments: ["chat", "--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "Order a large Flat White for $5.25?",
            "Order 1 is in: a large Flat White for $5.25, ready at 9:05 AM.",
            "What size?", "Small, Medium, or Large?",
            "Your large Flat White is being made and will be ready at 9:05 AM.",
            "What size?", "Small, Medium, or Large?",
            "Order a small Caffè Mocha for $4.75?",
            "Order 2 is in: a small Caffè Mocha for $4.75, ready at 9:05 AM.",
            "Orders 1 and 2 are being made: a large Flat White and a small Caffè Mocha, both "
              + "ready at 9:05 AM.")))
  }
}
