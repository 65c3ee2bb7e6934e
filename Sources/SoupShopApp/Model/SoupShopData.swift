/// Everything Soup Shop keeps: today's menu with what is left, and the orders placed.
struct SoupShopData: Codable, Hashable, Sendable {
  /// The soups, in menu order.
  var soups: [Soup]
  /// Every order placed, oldest first.
  var orders: [SoupOrder]

  /// What a new customer starts with: the menu, one soup sold out, and a first order not yet
  /// paid.
  static let sample = SoupShopData(
    soups: [
      soup(1, "Tomato Soup", "Tomato", ["Tomato Basil"], 550, 12, "Roasted tomatoes and basil."),
      soup(2, "Clam Chowder", "Clam Chowder", ["Chowder"], 750, 8, "New England style."),
      soup(3, "Chicken Noodle Soup", "Chicken Noodle", [], 600, 10, "Egg noodles in broth."),
      soup(4, "Chicken Tortilla Soup", "Chicken Tortilla", ["Tortilla"], 650, 6, "Smoky."),
      soup(5, "Minestrone", "Minestrone", ["Vegetable"], 550, 9, "Beans, pasta and vegetables."),
      soup(6, "French Onion Soup", "French Onion", ["Onion"], 700, 0, "With a cheese crouton."),
      soup(7, "Lobster Bisque", "Lobster Bisque", ["Bisque"], 950, 2, "Rich and creamy."),
      soup(8, "Miso Soup", "Miso", [], 450, 15, "Tofu, wakame and scallions."),
    ],
    orders: [
      SoupOrder(
        id: 1, soupID: 2, soupName: "Clam Chowder", size: .bowl, quantity: 1,
        totalInCents: 750, isPaid: false)
    ])

  private static func soup(
    _ id: Int, _ name: String, _ shortName: String, _ otherNames: [String], _ price: Int,
    _ inStock: Int, _ summary: String
  ) -> Soup {
    Soup(
      id: id, name: name, shortName: shortName, otherNames: otherNames, summary: summary,
      priceInCents: price,
      inStock: inStock)
  }
}
