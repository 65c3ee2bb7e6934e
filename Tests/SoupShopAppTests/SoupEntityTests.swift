import ParleyIntents
import Testing

@testable import SoupShopApp

/// A soup displays the price of each size, or that it is sold out today.
@Suite struct SoupEntityTests {
  @Test(arguments: [
    ("Lobster Bisque", "Rich and creamy. $8.00 a cup, $9.50 a bowl or $11.50 a large bowl."),
    ("French Onion Soup", "With a cheese crouton. Sold out today."),
  ])
  func aSoupDisplaysItsPricesOrThatItIsSoldOut(name: String, subtitle: String) throws {
    let soup = try #require(SoupShopData.sample.soups.first { $0.name == name })
    #expect(SoupEntity(soup: soup).displayRepresentation.subtitle?.defaultValue == subtitle)
  }
}
