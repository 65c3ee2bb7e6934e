import Testing

/// Two requests told apart by their own words, a thanks at a question, and the request said
/// again in other words with the value asked, piped into `parley chat` on a speaker.
@Suite struct RequestsApartEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func twoRequestsAThanksAndTheRequestSaidAgainOnASpeaker() async throws {
    let chat = try await sandbox.chat(
      "change the daily goal to 40 with flashcards and add a note called milk", "cancel",
      "order a coffee with brew", "thanks", "order a coffee with brew",
      "can i have a large one from brew", "cancel",
      arguments: ["chat", "--speaker"])
    #expect(
      chat
        == ParleyResult(
          stdout: """
            Your daily goal is now 40 cards.
            What should it say?
            Okay, cancelled.
            What size?
            Small, Medium, or Large?
            Okay, cancelled.
            What size?
            Small, Medium, or Large?
            What would you like to drink?
            Flat White, Cappuccino, Caffè Latte, Cold Brew, Drip Coffee, or another one?
            Okay, cancelled.

            """))
  }
}
