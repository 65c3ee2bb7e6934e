import Testing

/// A request said while a question waits, piped into `parley chat`: another app's request that
/// asks its own question waits its turn and the question is asked again, one answered at once
/// is carried out aside and the question is asked again, one said instead replaces the one
/// waiting and says so; the request under way said again goes on.
@Suite struct ReplacedRequestEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func anotherAppsRequestWithItsThingIsNoCountOnADisplay() async throws {
    let result = try await sandbox.chat(
      "order tomato soup from soup shop", "bowl", "two lattes from brew", "2", "yes", "large",
      "no")
    #expect(
      result
        == ParleyResult(
          stdout: """
            › order tomato soup from soup shop
            What size?
              1. Cup
              2. Bowl
              3. Large Bowl
            › bowl
            How many soups?
            › two lattes from brew
            I'll do “two lattes from brew” after this one.
            How many soups?
            › 2
            Order 2 bowls of Tomato Soup for $11.00?
            › yes
            ╭─ Order 2 ─────────────────────────────────────╮
            │ 2 × Tomato Soup, bowl · $11.00 · not paid yet │
            ╰───────────────────────────────────────────────╯
            Here's your order.
            What size?
              1. Small
              2. Medium
              3. Large
            › large
            Order 2 large Caffè Lattes for $11.00?
            › no
            Okay, cancelled.

            """))
  }

  @Test func aRequestWithItsOwnQuestionWaitsItsTurnWhileTheSizeIsAskedOnASpeaker() async throws {
    let result = try await sandbox.chat(
      "order a latte with brew", "create a note in notes", "large", "yes", "milk", "two litres",
      arguments: ["--speaker"])
    #expect(
      result.stdout
        == ParleyResult.lines(
          "What size?", "Small, Medium, or Large?",
          "I'll do “create a note in notes” after this one.", "What size?",
          "Small, Medium, or Large?", "Order a large Caffè Latte for $5.50?",
          "Order 1 is in: a large Caffè Latte for $5.50, ready at 9:05 AM.",
          "What should the note be called?", "What should it say?",
          "Created the note “milk” in Personal."))
    #expect(result.stderr.isEmpty)
  }

  @Test func twoRequestsInOneLineAreBothAnsweredOnADisplay() async throws {
    let result = try await sandbox.chat("reorder my last coffee and get conditions for bear creek")
    #expect(
      result.stdout
        == ParleyResult.lines(
          "› reorder my last coffee and get conditions for bear creek",
          "You haven't ordered anything yet.", TrailsOutput.bearCreekCard))
    #expect(result.stderr.isEmpty)
  }

  @Test func aConfirmationIsAskedAgainAfterAQuestionAsideOnASpeaker() async throws {
    let result = try await sandbox.chat(
      "can I get two large lattes", "is my order ready", "yes", arguments: ["--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            Order 2 large Caffè Lattes for $11.00?
            You haven't ordered anything yet.
            Order 2 large Caffè Lattes for $11.00?
            Order 1 is in: 2 large Caffè Lattes for $11.00, ready at 9:07 AM.

            """))
  }

  @Test func aConfirmationLeftForARequestSaidInsteadIsSaidCancelledOnASpeaker() async throws {
    let result = try await sandbox.chat(
      "can I get two large lattes", "actually, is my order ready", "yes",
      arguments: ["--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            Order 2 large Caffè Lattes for $11.00?
            Okay, I've cancelled “Order Coffee”.
            You haven't ordered anything yet.
            Sorry, I didn't understand that.

            """))
  }

  @Test func theRequestSaidAgainAtItsQuestionGoesOnOnASpeaker() async throws {
    let result = try await sandbox.chat(
      "order a latte with brew", "order a latte", "order a latte", "order a latte", "large",
      "no", arguments: ["--speaker"])
    let again = """
      The drink is already Caffè Latte.
      What size?
      Small, Medium, or Large?

      """
    #expect(
      result
        == ParleyResult(
          stdout: """
            What size?
            Small, Medium, or Large?

            """ + again + again + again + """
              Order a large Caffè Latte for $5.50?
              Okay, cancelled.

              """))
  }
}
