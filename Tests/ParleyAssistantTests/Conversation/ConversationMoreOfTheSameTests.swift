import BrewApp
import FlashcardsApp
import ParleyAssistant
import SoupShopApp
import Testing

/// Right after an intent performed, more of the same is asked with a count ("two more of
/// those") or with the verb of its phrase ("order the same again"), and a pronoun names what
/// was just shown even for a command that loses something ("reset them").
@Suite struct ConversationMoreOfTheSameTests {
  private func reply(to lines: [String], on surface: Surface) async throws -> Reply? {
    let catalog = try await AppCatalog.load([Brew.app, SoupShop.app, Flashcards.app])
    return await ConversationTesting.conversation(over: catalog, surface).replies(to: lines).last
  }

  /// "two more of those" orders it again with that count; "order the same again" right after
  /// a soup is the shop's order again, while Brew's own "Order the same again" phrase still
  /// reorders the last coffee.
  @Test(
    arguments: Surface.allCases,
    [
      (
        ["order a medium latte with brew", "yes", "two more of those"],
        "Order 2 medium Caffè Lattes for $10.00?"
      ),
      (
        ["order a cup of miso from soup shop", "yes", "order the same again"],
        "Order a cup of Miso Soup for $3.00?"
      ),
      (
        ["order a small latte with brew", "yes", "order the same again"],
        "Order a small Caffè Latte again for $4.50?"
      ),
    ])
  func moreOfTheSameAsksToConfirmIt(on surface: Surface, said: (lines: [String], asked: String))
    async throws
  {
    #expect(try await reply(to: said.lines, on: surface) == asks(.dialog(said.asked)))
  }

  /// "to" before the new value is said with it, as "and alpine loop" is: another setting is
  /// changed in the same breath.
  @Test(arguments: Surface.allCases)
  func anotherValueLedByToFollowsUp(on surface: Surface) async throws {
    let lines = ["change the daily goal in flashcards", "20", "and the card order to shuffled"]
    #expect(
      try await reply(to: lines, on: surface) == completes(.dialog("Cards now come shuffled.")))
  }

  /// "them" is the folder whose cards were shown, also when it holds one card: a word for
  /// several stands for what was listed, not for the one card on the list.
  @Test(arguments: Surface.allCases)
  func themIsTheFolderWhoseCardsWereShown(on surface: Surface) async throws {
    let said = try await reply(
      to: ["show my spanish cards in flashcards", "reset them"], on: surface)
    #expect(said == asks(.dialog("Reset the 3 cards in Spanish?")))
    let one = try await reply(
      to: ["show my biology cards in flashcards", "reset them"], on: surface)
    #expect(one == asks(.dialog("Reset the card in Biology?")))
  }
}
