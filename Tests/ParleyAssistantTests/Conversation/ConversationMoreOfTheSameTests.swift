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

  @Test(arguments: Surface.allCases)
  func aCountOfMoreOrdersItAgainWithThatCount(on surface: Surface) async throws {
    let lines = ["order a medium latte with brew", "yes", "two more of those"]
    #expect(
      try await reply(to: lines, on: surface)
        == asks(.dialog("Order 2 medium Caffè Lattes for $10.00?")))
  }

  @Test(arguments: Surface.allCases)
  func theSameAgainWithTheOrdersVerbIsTheShopsOrder(on surface: Surface) async throws {
    let lines = ["order a cup of miso from soup shop", "yes", "order the same again"]
    #expect(
      try await reply(to: lines, on: surface)
        == asks(.dialog("Order a cup of Miso Soup for $3.00?")))
  }

  /// Brew's own "Order the same again" phrase still reorders the last coffee.
  @Test(arguments: Surface.allCases)
  func theSameAgainThatAPhraseOfTheAppSaysIsThatPhrase(on surface: Surface) async throws {
    let lines = ["order a small latte with brew", "yes", "order the same again"]
    #expect(
      try await reply(to: lines, on: surface)
        == asks(.dialog("Order a small Caffè Latte again for $4.50?")))
  }

  @Test(arguments: Surface.allCases)
  func themIsTheFolderWhoseCardsWereShown(on surface: Surface) async throws {
    let said = try await reply(
      to: ["show my spanish cards in flashcards", "reset them"], on: surface)
    #expect(said.map(dialogs)?.first == "Reset 3 cards.")
    #expect(said?.outcome == .completed)
  }
}
