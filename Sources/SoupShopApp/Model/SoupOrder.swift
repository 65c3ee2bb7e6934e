/// An order placed at the shop: which soup, what size, how many, and whether it is paid.
struct SoupOrder: Identifiable, Hashable, Sendable, Codable {
  /// The order number, counting from 1.
  var id: Int
  /// The soup's identifier.
  var soupID: Soup.ID
  /// The soup's name when the order was placed.
  var soupName: String
  /// The size of each serving.
  var size: SoupSize
  /// How many servings.
  var quantity: Int
  /// The price of the whole order, in cents.
  var totalInCents: Int
  /// Whether the order is paid.
  var isPaid: Bool

  /// How many servings one order may hold.
  static let quantities = 1...10

  /// The servings as the object of a sentence: "a cup of Miso Soup", "2 large bowls of Tomato
  /// Soup".
  var itemsText: String {
    let serving = size.servingName
    return quantity == 1 ? "a \(serving) of \(soupName)" : "\(quantity) \(serving)s of \(soupName)"
  }

  /// The total as a price: "$15.00".
  var total: String { totalInCents.priceText }
}

extension Int {
  /// An amount in cents as a price: 650 reads "$6.50".
  var priceText: String {
    "$\(self / 100)." + String(100 + self % 100).dropFirst()
  }
}

extension [String] {
  /// The texts as a sentence lists them: "Miso", "Tomato and Miso", "Tomato, Minestrone and
  /// Miso"; "none" when there are none.
  var listed: String {
    guard let last, count > 1 else { return first ?? "none" }
    return dropLast().joined(separator: ", ") + " and " + last
  }
}
