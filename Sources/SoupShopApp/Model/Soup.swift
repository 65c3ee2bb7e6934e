/// A soup on the menu, with how many bowls are left today.
struct Soup: Identifiable, Hashable, Sendable, Codable {
  /// The soup's stable identifier, such as "tomato".
  var id: String
  /// The soup's name, such as "Tomato Soup".
  var name: String
  /// Other names people use for it, such as "tomato bisque".
  var otherNames: [String]
  /// The price of a regular bowl, in cents.
  var price: Int
  /// How many bowls are left today.
  var inStock: Int
}
