import Foundation
import Testing

/// Numbers too large for the calendar or for a whole-number parameter, impossible dates and
/// malformed date words: each is questioned again, never a crash.
@Suite struct HugeNumberEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test(arguments: [
    "in 9999999999999999999999 days", "on t", "the 31st of february", "2026-13-01",
    "2026-02-30t10:00", "t", "in 99999999999 years",
  ])
  func impossibleDateIsAskedAgain(_ answer: String) async throws {
    let result = try await sandbox.chat(
      "/OrderCoffee drink=latte size=large pickupTime=\"\(answer)\"", "cancel")
    #expect(
      result
        == ParleyResult(
          stdout: """
            › /OrderCoffee drink=latte size=large pickupTime="\(answer)"
            Sorry, I couldn't understand “\(answer)” as a date.
            When should the pickup time be?
            › cancel
            Okay, cancelled.

            """))
  }

  @Test func wholeNumberTooLargeIsAskedAgain() async throws {
    let result = try await sandbox.chat(
      "order a latte with brew", "large", "yes", "make my coffee stronger with brew",
      "99999999999999999999999", "2", arguments: ["--speaker"])
    let lines = result.stdout.split(separator: "\n").suffix(4).joined(separator: "\n")
    #expect(result.status == 0)
    #expect(
      lines == """
        How many extra shots?
        Sorry, that number is too large.
        How many extra shots?
        Added 2 extra shots to your large Caffè Latte. The total is now $7.00.
        """)
  }

  @Test func choiceNumberTooLargeIsAskedAgain() async throws {
    let result = try await sandbox.chat(
      "suggest hiking trails in trails", "springfield", "number 99999999999999999999", "2")
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        """
        › number 99999999999999999999
        Sorry, “number 99999999999999999999” isn't one of the choices.
        """))
    #expect(result.stdout.contains("Here are hiking trails near Springfield, Missouri."))
  }

  @Test func matchingHugeNumbersFindsNothing() async throws {
    for utterance in [
      "in 9999999999999999999999 days brew", "number 99999999999999999999 brew", "on t with brew",
    ] {
      let result = try await sandbox.run(["match", utterance])
      #expect(result.status == 1 || result.status == 0, "\(result)")
      #expect(result.stderr.isEmpty, "\(result)")
    }
  }

  @Test func transcriptWithHugeChoiceFailsInsteadOfCrashing() async throws {
    let transcript = """
      --- a choice by a number too large
      > suggest hiking trails in trails
      < Where would you like to go?
      > springfield
      > number 99999999999999999999
      < Here are hiking trails near Springfield, Missouri.

      """
    _ = try sandbox.write(transcript, to: "huge.transcript")
    let result = try await sandbox.run(["test", "huge.transcript", "--only", "transcripts"])
    #expect(result.status == 1, "\(result)")
  }

  @Test func impossibleNowIsRefused() async throws {
    let result = try await sandbox.run(["chat", "--now", "2026-02-31T25:00:00Z"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: The value of '--now' must be an ISO 8601 date such as 2026-11-21T09:00:00Z, "
          + "not '2026-02-31T25:00:00Z'."))
  }
}
