import Foundation
import Testing

/// Soup Shop through the binary: an order placed and paid behind the passcode, and what it
/// took from the kitchen kept for the next run.
@Suite struct SoupShopEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func askingWhetherAnOrderIsPaidNeitherShowsTheMenuNorPays() async throws {
    // "have" of "have i paid" makes a tense: it says nothing of "What soups does … have";
    // and a question is no request to pay. Soup Shop has no intent that says what is paid.
    let request = "have i paid for my soup in soup shop"
    let match = try await sandbox.run(["match", request])
    #expect(!match.stdout.hasPrefix("1. "), "\(match)")
    for surface in [["chat"], ["chat", "--speaker"]] {
      let chat = try await sandbox.chat(request, arguments: surface + ["--unlocked"])
      #expect(chat.stdout.contains("Sorry, Soup Shop can't help with"), "\(chat)")
      #expect(!chat.stdout.contains("Pay $"), "\(chat)")
    }
  }

  @Test func aBowlOfSoupIsOne() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let chat = try await sandbox.chat(
        "order a bowl of tomato soup from soup shop", "no",
        "order a large bowl of miso soup from soup shop", "no", "get me a bowl of miso soup",
        "no", "get me a large bowl of miso soup", "no", arguments: surface)
      #expect(chat.stdout.contains("Order a bowl of Tomato Soup for $5.50?\n"), "\(chat)")
      #expect(chat.stdout.contains("Order a large bowl of Miso Soup for $"), "\(chat)")
      // "bowl" of the phrase "Get me a bowl of ${soup}" says the size too.
      #expect(chat.stdout.contains("Order a bowl of Miso Soup for $4.50?\n"), "\(chat)")
      #expect(chat.stdout.contains("Order a large bowl of Miso Soup for $6.50?\n"), "\(chat)")
      #expect(!chat.stdout.contains("What size?"), "\(chat)")
      #expect(!chat.stdout.contains("doesn't have"), "\(chat)")
      #expect(!chat.stdout.contains("How many"), "\(chat)")
    }
  }

  @Test func anOrderIsPaidBehindThePasscodeAndKept() async throws {
    let result = try await sandbox.chat(
      "order three cups of miso soup from soup shop", "yes", "pay for my order in soup shop",
      "1234", "4321", "yes", arguments: ["--app", "Soup Shop", "--passcode", "4321"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            › order three cups of miso soup from soup shop
            Order 3 cups of Miso Soup for $9.00?
            › yes
            ╭─ Order 2 ─────────────────────────────────╮
            │ 3 × Miso Soup, cup · $9.00 · not paid yet │
            ╰───────────────────────────────────────────╯
            Here's your order.
            › pay for my order in soup shop
            Soup Shop needs you to unlock first. What's your passcode?
            › ••••
            That passcode isn't right. Try again.
            › ••••
            Pay $16.50 for orders 1 and 2?
            › yes
            ╭─ 2 orders ────────────────────────────╮
            │ 1 × Clam Chowder, bowl · $7.50 · paid │
            │ 3 × Miso Soup, cup · $9.00 · paid     │
            ╰───────────────────────────────────────╯
            Paid $16.50.

            """))
    let menu = try await sandbox.run(["ask", "show the soup shop menu", "--speaker"])
    #expect(menu.stdout.contains("Today's soups are Tomato Soup"))
    let paid = try await sandbox.run(["ask", "pay my soup shop bill", "--unlocked"])
    #expect(
      paid.stdout == "› pay my soup shop bill\nYou have nothing to pay for: every order is paid.\n")
    let stock = try await sandbox.run(["ask", "show the soup shop menu"])
    #expect(stock.stdout.contains("│ Miso Soup · $4.50 a bowl · 12 left"))
  }
}
