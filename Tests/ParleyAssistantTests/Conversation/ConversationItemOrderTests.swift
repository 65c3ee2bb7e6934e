import SoupShopApp
import Testing

@testable import ParleyAssistant

/// Items said for a parameter that takes one run in the order they were said, whichever of
/// them the phrase's slot holds: the first said runs first, the request the line matched
/// waits its turn among them.
@Suite struct ConversationItemOrderTests {
  /// "a mocha and a latte": the slot holds the latte, said next to "with brew", yet the mocha,
  /// said first, is asked about, confirmed and placed first.
  @Test(arguments: Surface.allCases)
  func drinksAreOrderedInTheOrderSaid(on surface: Surface) async throws {
    let replies = try await ConversationTesting.trailsAndBrew(surface).replies(to: [
      "order a mocha and a latte with brew", "large", "small", "yes", "what did I order?",
    ])
    #expect(dialogs(replies[0]).prefix(2) == ["I'll do “latte” after this one.", "What size?"])
    #expect(dialogs(replies[1]).prefix(2) == ["Now for “latte”.", "What size?"])
    #expect(
      replies[2]
        == Reply(
          items: [
            .dialog("Order a large Caffè Mocha for $5.75 and a small Caffè Latte for $4.50?")
          ],
          outcome: nil))
    #expect(
      dialogs(replies[4]) == [
        "Orders 1 and 2 are being made: a large Caffè Mocha and a small Caffè Latte, both "
          + "ready at 9:05 AM."
      ])
  }

  /// "bear creek and cedar falls": the conditions are told in the order the trails were said.
  @Test(arguments: Surface.allCases)
  func trailsAreToldInTheOrderSaid(on surface: Surface) async throws {
    let reply = try await ConversationTesting.trailsAndBrew(surface).respond(
      to: "get conditions for bear creek and cedar falls")
    #expect(reply.outcome == .completed)
    #expect(
      dialogs(reply)
        == (surface == .speaker
          ? [
            "I'll do “cedar falls” after this one.",
            "The conditions for Bear Creek Trail are: Open. The trail is dry and firm, with light traffic.",
            "The conditions for Cedar Falls are: Open. Muddy near the falls after last night's rain.",
          ]
          : [
            "I'll do “cedar falls” after this one.",
            "Here's the latest information on Bear Creek Trail.",
            "Here's the latest information on Cedar Falls.",
          ]))
  }

  /// Three items, the slot's in the middle: each runs in its place.
  @Test(arguments: Surface.allCases)
  func theSlotsItemRunsInItsPlaceAmongOthers(on surface: Surface) async throws {
    let reply = try await ConversationTesting.trailsAndBrew(surface).respond(
      to: "order a large mocha and a small latte and a medium flat white with brew")
    #expect(
      dialogs(reply).last
        == "Order a large Caffè Mocha for $5.75, a small Caffè Latte for $4.50, and a medium "
        + "Flat White for $4.75?")
  }

  /// The article that opens the second item is the item's, though the phrase says "a" too:
  /// "a cup of minestrone" is one cup, asked about by no "How many soups?".
  @Test(arguments: Surface.allCases)
  func theArticleOfTheSecondItemCountsOne(on surface: Surface) async throws {
    let conversation = ConversationTesting.conversation(
      over: try await AppCatalog.load([SoupShop.app]), surface)
    let reply = await conversation.respond(
      to: "get me two bowls of lobster bisque and a cup of minestrone from soup shop")
    let confirmation =
      "Order 2 bowls of Lobster Bisque for $19.00 and a cup of Minestrone for $4.00?"
    // The question names both: neither is done after the other.
    #expect(dialogs(reply) == [confirmation])
  }
}
