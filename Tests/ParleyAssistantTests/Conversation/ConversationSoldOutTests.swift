import ParleyAssistant
import SoupShopApp
import Testing

/// A value the app refuses when it performs, with `needsValueError` and its own sentence, is
/// asked again with its options, as on a device: Soup Shop's sold-out soup is said to be out of
/// stock and the soup asked again among the ones that can be ordered, whether it was named in
/// the request or picked at the soup's question.
@Suite struct ConversationSoldOutTests {
  private let again = "Sorry, French Onion Soup is out of stock today. Which soup?"
  private let offered = ["Tomato", "Clam Chowder", "Chicken Noodle", "Chicken Tortilla"]

  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(over: try await AppCatalog.load([SoupShop.app]), surface)
  }

  /// The options the reply offers: listed on a display, said on a speaker.
  private func options(_ reply: Reply, on surface: Surface) -> [String] {
    switch surface {
    case .display:
      return reply.items.flatMap { item -> [String] in
        if case .choices(let options) = item { return options }
        return []
      }
    case .speaker:
      return dialogs(reply).last?.components(separatedBy: ", ") ?? []
    }
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        (["order soup from soup shop", "french onion"], "Order a bowl of Miso Soup for $4.50?"),
        (
          ["order two bowls of french onion soup from soup shop"],
          "Order 2 bowls of Miso Soup for $9.00?"
        ),
      ].map { (surface, $0.0, $0.1) }
    })
  func aSoldOutSoupIsSaidSoAndTheSoupAskedAgain(
    on surface: Surface, lines: [String], confirmation: String
  ) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: lines)
    let refused = try #require(replies.last)
    #expect(dialogs(refused).first == again)
    #expect(refused.awaitsAnswer)
    #expect(Array(options(refused, on: surface).prefix(4)) == offered)
    #expect(!options(refused, on: surface).contains("French Onion"))
    if lines.count == 1 {
      #expect(dialogs(await conversation.respond(to: "miso")) == [confirmation])
    } else {
      #expect(dialogs(await conversation.respond(to: "miso")).first == "What size?")
    }
  }
}
