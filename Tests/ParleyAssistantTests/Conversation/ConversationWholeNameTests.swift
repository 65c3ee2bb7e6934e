import BrewApp
import ParleyAssistant
import Testing

/// A name said whole beats the part of it the app's phrases list: Brew's phrases list "latte"
/// (a name of the Caffè Latte) and not the Chai Latte, which its query finds, so "a chai
/// latte" is the Chai Latte, in a request and as an answer, and no "chai" is left out. Words
/// that name nothing with the name are still an option the app lacks.
@Suite struct ConversationWholeNameTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(over: try await AppCatalog.load([Brew.app]), surface)
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        (["order a chai latte with brew", "large"], "Order a large Chai Latte for $5.50?"),
        (["order a matcha latte with brew", "small"], "Order a small Matcha Latte for $5.00?"),
        (
          ["order a drink with brew", "a chai latte", "small"],
          "Order a small Chai Latte for $4.50?"
        ),
      ].map { (surface, $0.0, $0.1) }
    })
  func aNameSaidWholeIsTheDrinkItNames(on surface: Surface, lines: [String], confirmation: String)
    async throws
  {
    let replies = try await conversation(surface).replies(to: lines)
    #expect(dialogs(replies[replies.count - 2]).first == "What size?")
    #expect(dialogs(replies[replies.count - 1]) == [confirmation])
  }

  @Test(arguments: Surface.allCases)
  func wordsThatNameNothingWithTheNameAreLeftOut(on surface: Surface) async throws {
    let reply = try await conversation(surface).respond(to: "order a large oat latte with brew")
    #expect(
      dialogs(reply) == [
        "Brew doesn't have “oat”, so I've left it out.", "Order a large Caffè Latte for $5.50?",
      ])
  }
}
