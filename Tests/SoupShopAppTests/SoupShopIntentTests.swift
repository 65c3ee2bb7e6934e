import ParleyAssistant
import ParleyIntents
import ParleyTesting
import Testing

@testable import SoupShopApp

@Suite struct SoupShopIntentTests {
  /// The dialog `perform()` asks with for a missing or refused value, and that value's title.
  private func question(_ intent: OrderSoup) async throws -> (String, String?) {
    try await withShop { _ in
      do {
        _ = try await intent.perform()
        Issue.record("perform() should ask")
        return ("", nil)
      } catch let error as ParameterResolutionError {
        return (error.parameter.title, error.dialog?.fullText)
      }
    }
  }

  @Test func orderSoupAsksForTheSizeThenTheQuantity() async throws {
    let intent = OrderSoup()
    intent.soup = soupEntity("Tomato")
    #expect(try await question(intent) == ("Size", "What size?"))
    intent.size = .large
    #expect(try await question(intent) == ("Quantity", "How many soups?"))
  }

  @Test(arguments: [
    ("Tomato", 0, "You can order 1 to 10 soups at a time. How many soups?"),
    ("Tomato", 11, "You can order 1 to 10 soups at a time. How many soups?"),
    ("Lobster Bisque", 3, "Only 2 servings of Lobster Bisque are left today. How many soups?"),
  ])
  func orderSoupAsksAgainForAQuantityItCannotServe(soup: String, quantity: Int, dialog: String)
    async throws
  {
    let intent = OrderSoup()
    intent.soup = soupEntity(soup)
    intent.size = .bowl
    intent.quantity = quantity
    #expect(try await question(intent) == ("Quantity", dialog))
  }

  @Test func orderSoupAsksForAnotherSoupWhenTheOneNamedIsSoldOutBeforeAskingAnything()
    async throws
  {
    let intent = OrderSoup()
    intent.soup = soupEntity("French Onion")
    #expect(
      try await question(intent)
        == ("Soup", "Sorry, French Onion Soup is out of stock today. Which soup?"))
    let shop = try await AppTester(SoupShop.app)
    let dialog = shop.dialog(on: .speaker)
    await dialog.say(
      "i'd like some french onion soup from soup shop",
      replies: """
        < Sorry, French Onion Soup is out of stock today. Which soup?
        < Tomato, Clam Chowder, Chicken Noodle, Chicken Tortilla, Minestrone, or another one?
        """)
  }

  @Test func theSoupsOfferedAreTheOnesThatCanBeOrdered() async throws {
    let shop = try await AppTester(SoupShop.app)
    await shop.dialog(on: .speaker).say(
      "order soup from soup shop",
      replies: """
        < Which soup?
        < Tomato, Clam Chowder, Chicken Noodle, Chicken Tortilla, Minestrone, or another one?
        """)
    let suggested = try await withShop { _ in try await SoupEntityQuery().suggestedEntities() }
    #expect(
      suggested.map(\.shortName) == [
        "Tomato", "Clam Chowder", "Chicken Noodle", "Chicken Tortilla", "Minestrone",
        "Lobster Bisque", "Miso",
      ])
    let named = try await withShop { _ in
      try await SoupEntityQuery().entities(matching: "french onion")
    }
    #expect(named.map(\.shortName) == ["French Onion"])
  }

  @Test func anOrderIsPlacedOnlyWhenConfirmed() async throws {
    let shop = try await AppTester(SoupShop.app)
    let dialog = shop.dialog()
    await dialog.say(
      "two large tomato soups from soup shop",
      replies: "< Order 2 large bowls of Tomato Soup for $15.00?")
    await dialog.say("no", replies: "< Okay, cancelled.")
    await dialog.say(
      "two large tomato soups from soup shop",
      replies: "< Order 2 large bowls of Tomato Soup for $15.00?")
    await dialog.say(
      "yes",
      replies: """
        = Order 2
        | 2 × Tomato Soup, large bowl · $15.00 · not paid yet
        < Here's your order.
        """)
    let menu = await dialog.say("show the soup shop menu")
    #expect(TranscriptWriter().reply(menu.items).contains("| Tomato Soup · $5.50 a bowl · 10 left"))
  }

  @Test func wordsThatNameSeveralSoupsAreAskedAbout() async throws {
    let shop = try await AppTester(SoupShop.app)
    let dialog = shop.dialog(on: .speaker)
    await dialog.say(
      "order a cup of chicken soup from soup shop",
      replies: """
        < Which one?
        < Chicken Noodle or Chicken Tortilla?
        """)
    // "a cup" orders one.
    await dialog.say("tortilla", replies: "< Order a cup of Chicken Tortilla Soup for $5.00?")
  }

  @Test func payingNeedsTheDeviceUnlocked() async throws {
    var shop = try await AppTester(SoupShop.app)
    await shop.dialog(on: .speaker).say(
      "pay for my order in soup shop",
      replies: "< You'll need to unlock your device first to do that with Soup Shop.")
    shop.options.passcode = "4321"
    let dialog = shop.dialog()
    await dialog.say(
      "pay my soup shop bill",
      replies: "< Soup Shop needs you to unlock first. What's your passcode?")
    await dialog.say("4321", replies: "< Pay $7.50 for order 1?")
    await dialog.say(
      "yes",
      replies: """
        = Order 1
        | 1 × Clam Chowder, bowl · $7.50 · paid
        < Paid $7.50.
        """)
    await dialog.say(
      "pay for my order in soup shop",
      replies: "< You have nothing to pay for: every order is paid.")
    #expect(PayForOrders.authenticationPolicy == .requiresAuthentication)
  }

  @Test func showMenuSaysWhatIsLeft() async throws {
    let performed = try await AppTester(SoupShop.app).perform(ShowMenu())
    #expect(
      performed.fullText
        == "Today's soups are Tomato Soup, Clam Chowder, Chicken Noodle Soup, "
        + "Chicken Tortilla Soup, Minestrone, Lobster Bisque and Miso Soup. "
        + "French Onion Soup is sold out.")
    #expect(performed.supportingText == "Here's today's menu.")
  }
}
