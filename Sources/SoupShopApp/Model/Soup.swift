/// A soup on the menu, with how many servings are left today.
struct Soup: Identifiable, Hashable, Sendable, Codable {
  /// The soup's stable identifier.
  var id: Int
  /// The name on the menu, such as "Tomato Soup".
  var name: String
  /// Other names people order it by, such as "Chowder" for "Clam Chowder".
  var otherNames: [String]
  /// A line describing the soup.
  var summary: String
  /// The price of a regular bowl, in cents.
  var priceInCents: Int
  /// How many servings are left today; none means sold out.
  var inStock: Int

  /// The menu name followed by the other names.
  var names: [String] { [name] + otherNames }

  /// The price of one serving of a size, in cents.
  func priceInCents(for size: SoupSize) -> Int {
    priceInCents + size.surchargeInCents
  }
}
