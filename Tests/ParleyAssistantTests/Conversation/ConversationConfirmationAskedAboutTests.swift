import BrewApp
import ParleyAssistant
import SoupShopApp
import Testing

/// Questions asked at a confirmation about what it confirms are answered from what the app
/// declares, as they are while a value waits, and the confirmation is asked again: what the
/// thing costs, the kinds of values the request takes, and an option asked of by a question
/// word, the request unchanged. An option named otherwise ("what about a medium?") is a change
/// of the request.
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

  /// "what is a grande?" at the confirmation says what Brew declares of Medium and asks the
  /// confirmation again, the order still a large one: a question about an option is never an
  /// answer. A yes then orders what was confirmed.
  @Test(arguments: Surface.allCases)
  func anOptionAskedOfAtTheConfirmationIsAnsweredAndTheRequestKept(on surface: Surface)
    async throws
  {
    let replies = try await conversation(surface).replies(to: [
      "order a large latte", "what is a grande?", "how big is a large?", "what's a flat white?",
      "yes",
    ])
    let confirmation = ReplyItem.dialog("Order a large Caffè Latte for $5.50?")
    let declared = [
      "Medium is also called Grande or Regular. Brew says nothing more about it.",
      "Large is also called Venti or Big. Brew says nothing more about it.",
      "Flat White: Espresso with a thin layer of velvety milk. $4.25 small, $4.75 medium or "
        + "$5.25 large.",
    ]
    #expect(Array(replies[1...3]) == declared.map { asks(.dialog($0), confirmation) })
    #expect(replies[4].outcome == .completed)
    if surface == .speaker {
      #expect(
        dialogs(replies[4]) == ["Order 1 is in: a large Caffè Latte for $5.50, ready at 9:05 AM."])
    }
  }
}
