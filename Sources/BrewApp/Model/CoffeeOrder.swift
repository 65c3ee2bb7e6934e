import Foundation

/// An order: which drink, what size, how many, any extra shots, and when it is ready.
struct CoffeeOrder: Identifiable, Hashable, Sendable, Codable {
  /// The order number the barista calls out, counting from 1.
  var id: Int
  /// The drink ordered.
  var drink: Drink
  /// The size of each drink.
  var size: DrinkSize
  /// How many of the drink.
  var quantity: Int
  /// Extra espresso shots added to the order.
  var extraShots = 0
  /// When the customer asked to pick it up, if they did.
  var pickupTime: Date?
  /// When the order was placed.
  var placedAt: Date
  /// When the customer cancelled the order, if they did; a cancelled order keeps its number.
  var cancelledAt: Date?

  /// What an extra shot costs, in cents.
  static let extraShotPriceInCents = 75
  /// How many drinks one order may hold.
  static let quantities = 1...10
  /// How many extra shots one request may add.
  static let extraShotCounts = 1...4

  /// The price of the drinks without extra shots, in cents.
  var drinksPriceInCents: Int { quantity * drink.priceInCents(for: size) }

  /// The price of the extra shots, in cents.
  var extraShotsPriceInCents: Int { extraShots * Self.extraShotPriceInCents }

  /// The price of the whole order, in cents.
  var totalInCents: Int { drinksPriceInCents + extraShotsPriceInCents }

  /// When the order is ready: a few minutes after it is placed, or the pickup time if later.
  var readyAt: Date {
    let made = placedAt.addingTimeInterval(TimeInterval(60 * (3 + 2 * quantity)))
    guard let pickupTime else { return made }
    return max(made, pickupTime)
  }

  /// The drinks without an article: "large Flat White", "2 large Flat Whites".
  var drinksText: String {
    quantity == 1
      ? "\(size.spokenName) \(drink.name)" : "\(quantity) \(size.spokenName) \(drink.name)s"
  }

  /// The drinks as the object of a sentence: "a large Flat White", "2 large Flat Whites".
  var orderedText: String {
    quantity == 1 ? "a \(drinksText)" : drinksText
  }

  /// The whole order as the object of a sentence, with any extra shots: "a large Flat White
  /// with 2 extra shots".
  var itemsText: String {
    switch extraShots {
    case 0: return orderedText
    case 1: return "\(orderedText) with an extra shot"
    default: return "\(orderedText) with \(extraShots) extra shots"
    }
  }

  /// The verb that agrees with the drinks: "is" for one, "are" for several.
  var isOrAre: String {
    quantity == 1 ? "is" : "are"
  }
}
