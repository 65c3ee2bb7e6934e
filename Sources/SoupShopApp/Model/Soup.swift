/// A soup on the menu, with how many servings are left today.
struct Soup: Identifiable, Hashable, Sendable, Codable {
  /// The soup's stable identifier.
  var id: Int
  /// The full name, as sentences say it: "Tomato Soup".
  var name: String
  /// The name on the menu, without "soup": "Tomato". People name the soup by it, so "soup"
  /// alone names none of them.
  var shortName: String
  /// Other names people order it by, such as "Chowder" for "Clam Chowder", without "soup".
  var otherNames: [String]
  /// A line describing the soup.
  var summary: String
  /// The price of a regular bowl, in cents.
  var priceInCents: Int
  /// How many servings are left today; none means sold out.
  var inStock: Int

  /// The full name, the menu name and the other names.
  var names: [String] { [name, shortName] + otherNames }

  /// The price of one serving of a size, in cents.
  func priceInCents(for size: SoupSize) -> Int {
    priceInCents + size.surchargeInCents
  }
}
