import Testing

/// Lines piped into `parley chat` on a display and on a speaker where a question is asked
/// again: a sold-out soup said so and the soup asked again among the others, what the order
/// costs asked at its confirmation and the confirmation asked again, and a drink named by its
/// whole name where the phrases list only a part of it.
@Suite struct AskedAgainEndToEndTests {
  /// The lines piped in, on either surface.
  private static let lines = [
    "order soup from soup shop", "french onion", "miso", "cup", "1", "how much is it?", "yes",
    "order a chai latte with brew", "large", "yes",
  ]

  /// The soups a display lists, French Onion left out, each time the soup is asked.
  private static let soups = """
      1. Tomato
      2. Clam Chowder
      3. Chicken Noodle
      4. Chicken Tortilla
      5. Minestrone
      6. Lobster Bisque
      7. Miso
    Or name another soup.
    """

  @Test func questionsAreAskedAgainOnADisplay() async throws {
    let result = try await Sandbox().chat(lines: Self.lines)
    #expect(
      result
        == ParleyResult(
          stdout: """
            › order soup from soup shop
            Which soup?
            \(Self.soups)
            › french onion
            Sorry, French Onion Soup is out of stock today. Which soup?
            \(Self.soups)
            › miso
            What size?
              1. Cup
              2. Bowl
              3. Large Bowl
            › cup
            How many soups?
            › 1
            Order a cup of Miso Soup for $3.00?
            › how much is it?
            Miso: Tofu, wakame and scallions. $3.00 a cup, $4.50 a bowl or $6.50 a
            large bowl.
            Order a cup of Miso Soup for $3.00?
            › yes
            ╭─ Order 2 ─────────────────────────────────╮
            │ 1 × Miso Soup, cup · $3.00 · not paid yet │
            ╰───────────────────────────────────────────╯
            Here's your order.
            › order a chai latte with brew
            What size?
              1. Small
              2. Medium
              3. Large
            › large
            Order a large Chai Latte for $5.50?
            › yes
            ╭─ Order 1 ─────────────────────╮
            │ 1 × Chai Latte, large · $5.50 │
            │ Total · $5.50                 │
            │ Ready at 9:05 AM              │
            ╰───────────────────────────────╯
            Here's your receipt.

            """))
  }

  @Test func questionsAreAskedAgainOnASpeaker() async throws {
    let result = try await Sandbox().chat(lines: Self.lines, arguments: ["chat", "--speaker"])
    let soups =
      "Tomato, Clam Chowder, Chicken Noodle, Chicken Tortilla, Minestrone, or another one?"
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "Which soup?", soups, "Sorry, French Onion Soup is out of stock today. Which soup?",
            soups, "What size?", "Cup, Bowl, or Large Bowl?", "How many soups?",
            "Order a cup of Miso Soup for $3.00?",
            "Miso: Tofu, wakame and scallions. $3.00 a cup, $4.50 a bowl or $6.50 a large bowl.",
            "Order a cup of Miso Soup for $3.00?", "Order 2 is in: a cup of Miso Soup for $3.00.",
            "What size?", "Small, Medium, or Large?", "Order a large Chai Latte for $5.50?",
            "Order 1 is in: a large Chai Latte for $5.50, ready at 9:05 AM.")))
  }
}
