import ParleyIntents
import Testing

@testable import BrewApp

/// The drink query lists the whole menu, or the drinks a name comparison keeps, sorted by
/// name, as the "Find Drinks" action runs it; and a drink displays each size's price.
@Suite struct DrinkEntityQueryTests {
  @Test func withNoComparisonItListsTheWholeMenu() async throws {
    let drinks = try await withBrew { _ in
      try await DrinkEntityQuery().entities(matching: [], mode: .and, sortedBy: [], limit: nil)
    }
    #expect(drinks.map(\.name) == CafeMenu.drinks.map(\.name))
  }

  @Test func aNameComparisonKeepsTheDrinksItHolds() async throws {
    let drinks = try await withBrew { _ in
      try await DrinkEntityQuery().entities(
        matching: [{ $0.name.localizedCaseInsensitiveContains("latte") }], mode: .and,
        sortedBy: [EntityQuerySort(by: \DrinkEntity.$name, order: .descending)], limit: 2)
    }
    #expect(drinks.map(\.name) == ["Matcha Latte", "Chai Latte"])
  }

  @Test func aDrinkDisplaysEachSizesPrice() throws {
    let latte = try drinkEntity(named: "Caffè Latte")
    #expect(
      latte.displayRepresentation.subtitle?.defaultValue
        == "Espresso with plenty of steamed milk. $4.50 small, $5.00 medium or $5.50 large.")
  }
}
