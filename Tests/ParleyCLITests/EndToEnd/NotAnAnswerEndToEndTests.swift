import Testing

/// Lines piped into `parley chat` while a question waits that are clearly no answer: read as
/// what they are on a display and on a speaker alike, and the question asked again.
@Suite struct NotAnAnswerEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// The lines said while the size, the count and then the confirmation wait, one after the
  /// other; the question the last one leaves waiting is cancelled when the input ends.
  private static let lines = [
    "get me minestrone from soup shop", "how hot is it?", "the same again", "large",
    "where do I pay?", "two", "suggest hiking trails in trails", "no",
  ]

  @Test func linesThatAreNoAnswerAreSaidSoOnADisplay() async throws {
    let result = try await sandbox.chat(lines: Self.lines)
    #expect(
      result
        == ParleyResult(
          stdout: """
            › get me minestrone from soup shop
            What size?
              1. Cup
              2. Bowl
              3. Large Bowl
            › how hot is it?
            Sorry, Soup Shop can't tell you that.
            What size?
              1. Cup
              2. Bowl
              3. Large Bowl
            › the same again
            Sorry, “Order Soup” isn't done yet.
            What size?
              1. Cup
              2. Bowl
              3. Large Bowl
            › large
            How many soups?
            › where do I pay?
            Sorry, Soup Shop can't tell you that.
            How many soups?
            › two
            Order 2 large bowls of Minestrone for $15.00?
            › suggest hiking trails in trails
            I'll do “suggest hiking trails in trails” after this one.
            Order 2 large bowls of Minestrone for $15.00?
            › no
            Okay, cancelled.
            Where would you like to go?
            Okay, cancelled.

            """))
  }

  @Test func linesThatAreNoAnswerAreSaidSoOnASpeaker() async throws {
    let result = try await sandbox.chat(lines: Self.lines, arguments: ["chat", "--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "What size?", "Cup, Bowl, or Large Bowl?", "Sorry, Soup Shop can't tell you that.",
            "What size?",
            "Cup, Bowl, or Large Bowl?", "Sorry, “Order Soup” isn't done yet.", "What size?",
            "Cup, Bowl, or Large Bowl?", "How many soups?",
            "Sorry, Soup Shop can't tell you that.",
            "How many soups?", "Order 2 large bowls of Minestrone for $15.00?",
            "I'll do “suggest hiking trails in trails” after this one.",
            "Order 2 large bowls of Minestrone for $15.00?", "Okay, cancelled.",
            "Where would you like to go?", "Okay, cancelled.")))
  }
}
