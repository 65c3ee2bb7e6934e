/// A drink on the café's menu: its name, the other names people use for it and its price.
struct Drink: Identifiable, Hashable, Sendable, Codable {
  /// The drink's stable identifier.
  var id: Int
  /// The name on the menu, such as "Flat White".
  var name: String
  /// Other names people order it by, such as "latte" for "Caffè Latte".
  var synonyms: [String]
  /// A line describing the drink.
  var summary: String
  /// The price of a small one, in cents.
  var basePriceInCents: Int
  /// Whether the café suggests it: popular drinks expand the App Shortcut phrases.
  var isPopular: Bool

  /// The menu name followed by the synonyms.
  var names: [String] { [name] + synonyms }

  /// The price of one drink of a size, in cents.
  func priceInCents(for size: DrinkSize) -> Int {
    basePriceInCents + size.surchargeInCents
  }
}
