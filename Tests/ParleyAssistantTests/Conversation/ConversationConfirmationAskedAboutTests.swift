import BrewApp
import ParleyAssistant
import SoupShopApp
import Testing

/// Questions asked at a confirmation about what it confirms are answered from what the app
/// declares, as they are while a value waits, and the confirmation is asked again: what the
/// thing costs, and the kinds of values the request takes. An option named at a confirmation
/// is a change of the request, not a question about it.
@Suite struct ConversationConfirmationAskedAboutTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(
      over: try await AppCatalog.load([Brew.app, SoupShop.app]), surface)
  }

  /// "how much is it?" at the confirmation says what the app displays of the thing ordered,
  /// its prices, and asks the confirmation again, which a yes then answers.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        (
          "order a large latte with brew",
          "Caffè Latte: Espresso with plenty of steamed milk. $4.50 small, $5.00 medium or "
            + "$5.50 large.", "Order a large Caffè Latte for $5.50?"
        ),
        (
          "order a bowl of tomato soup from soup shop",
          "Tomato: Roasted tomatoes and basil. $4.00 a cup, $5.50 a bowl or $7.50 a large bowl.",
          "Order a bowl of Tomato Soup for $5.50?"
        ),
      ].map { (surface, $0.0, $0.1, $0.2) }
    })
  func thePriceAskedAtTheConfirmationIsWhatTheAppDisplays(
    on surface: Surface, request: String, prices: String, confirmation: String
  ) async throws {
    let replies = try await conversation(surface).replies(to: [
      request, "how much is it?", "yes",
    ])
    #expect(dialogs(replies[0]) == [confirmation])
    #expect(dialogs(replies[1]) == [prices, confirmation])
    #expect(replies[1].awaitsAnswer)
    #expect(replies[2].outcome == .completed)
  }

  /// "what sizes do you have?" at the confirmation lists the sizes; "what about a medium?"
  /// names one, and changes the order.
  @Test(arguments: Surface.allCases)
  func theKindAskedAtTheConfirmationIsListedAndAnOptionNamedChangesIt(on surface: Surface)
    async throws
  {
    let replies = try await conversation(surface).replies(to: [
      "order a small mocha with brew", "what sizes do you have?", "what about a medium?",
    ])
    let sizes =
      "Brew has these sizes: Small (also Tall or Short), Medium (also Grande or Regular), "
      + "and Large (also Venti or Big)."
    #expect(dialogs(replies[1]) == [sizes, "Order a small Caffè Mocha for $4.75?"])
    #expect(dialogs(replies[2]) == ["Order a medium Caffè Mocha for $5.25?"])
  }
}
