import ParleyIntents

/// A soup on the menu as intents see it.
struct SoupEntity: AppEntity {
  static var typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Soup", numericFormat: "soups")
  static var defaultQuery = SoupEntityQuery()

  var id: Soup.ID

  @Property(title: "Name")
  var name: String

  /// The name on the menu, without "soup": "Tomato".
  var shortName: String

  @Property(title: "Price")
  var priceInCents: Int

  /// Other names people order it by.
  var otherNames: [String]

  /// A line describing the soup, with the price of each size, or that it is sold out.
  var summary: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(shortName)", subtitle: "\(summary)",
      image: .init(systemName: "takeoutbag.and.cup.and.straw"),
      synonyms: otherNames.map { LocalizedStringResource($0) })
  }

  /// Creates the entity for a soup.
  init(soup: Soup) {
    id = soup.id
    otherNames = soup.otherNames
    let sizes = SoupSize.allCases.map {
      "\(soup.priceInCents(for: $0).priceText) a \($0.servingName)"
    }
    let prices = sizes.dropLast().joined(separator: ", ") + " or " + (sizes.last ?? "")
    summary = "\(soup.summary) \(soup.inStock > 0 ? prices : "Sold out today")."
    shortName = soup.shortName
    name = soup.name
    priceInCents = soup.priceInCents
  }
}
