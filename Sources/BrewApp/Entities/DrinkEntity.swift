import ParleyIntents

/// A drink on the menu as intents see it.
struct DrinkEntity: AppEntity {
  static var typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Drink", numericFormat: "drinks")
  static var defaultQuery = DrinkEntityQuery()

  var id: Drink.ID

  @Property(title: "Name")
  var name: String

  @Property(title: "Price")
  var basePriceInCents: Int

  /// Other names people order it by.
  var synonyms: [String]

  /// A line describing the drink.
  var summary: String

  /// The price of each size: "$4.50 small, $5.00 medium or $5.50 large".
  var prices: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)", subtitle: "\(summary) \(prices).",
      image: .init(systemName: "cup.and.saucer"),
      synonyms: synonyms.map { LocalizedStringResource($0) })
  }

  /// Creates the entity for a drink.
  init(drink: Drink) {
    let sizes = DrinkSize.allCases.map { size in
      "\(drink.priceInCents(for: size).formattedPrice) \(size.spokenName)"
    }
    prices = sizes.dropLast().joined(separator: ", ") + " or " + (sizes.last ?? "")
    id = drink.id
    synonyms = drink.synonyms
    summary = drink.summary
    name = drink.name
    basePriceInCents = drink.basePriceInCents
  }
}
