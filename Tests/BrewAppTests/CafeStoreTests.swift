import ParleyIntents
import Testing

@testable import BrewApp

@Suite struct CafeStoreTests {
  @Test func bundlesTwelveDrinksWithUniqueNames() {
    #expect(CafeMenu.drinks.count == 12)
    #expect(Set(CafeMenu.drinks.map(\.name)).count == 12)
    #expect(Set(CafeMenu.drinks.map(\.id)).count == 12)
  }

  static let lookups: [(text: String, names: [String])] = [
    ("latte", ["Caffè Latte"]),
    ("Cafe Latte", ["Caffè Latte"]),
    ("CAFFE LATTE", ["Caffè Latte"]),
    ("white", ["Flat White"]),
    ("cold", ["Cold Brew"]),
    ("iced coffee", ["Cold Brew"]),
    ("chai", ["Chai Latte"]),
    ("coffee", ["Drip Coffee"]),
    ("lat", ["Caffè Latte", "Chai Latte", "Matcha Latte"]),
    ("pizza", []),
    ("  ", []),
  ]

  @Test(arguments: lookups)
  func findsDrinksByNameOrSynonymPreferringExactNames(lookup: (text: String, names: [String])) {
    #expect(CafeStore().drinks(matching: lookup.text).map(\.name) == lookup.names)
  }

  @Test func findsDrinksThroughTheStringQuery() async throws {
    let found = try await withBrew { _ in
      try await DrinkEntityQuery().entities(matching: "mocha")
    }
    #expect(found.map(\.name) == ["Caffè Mocha"])
    #expect(displayText(of: try #require(found.first)) == "Caffè Mocha")
  }

  @Test func resolvesDrinksThroughTheErasedType() async throws {
    let parameter = try #require(intentParameters(of: OrderCoffee()).first)
    guard case .entity(let type) = parameter.valueType else {
      Issue.record("Expected an entity parameter")
      return
    }
    let (byID, suggested) = try await withBrew { _ in
      (try await type.entities(for: ["12"]), try await type.suggestedEntities())
    }
    #expect(type.displayName == "Drink")
    #expect(byID.map(\.display.title) == ["Hot Chocolate"])
    #expect(byID.first?.display.synonyms == ["Hot Cocoa", "Cocoa"])
    #expect(suggested.count == 5)
  }

  @Test func pricesSizesAndFormatsCents() throws {
    let latte = try #require(CafeMenu.drinks.first { $0.name == "Caffè Latte" })
    #expect(DrinkSize.allCases.map { latte.priceInCents(for: $0) } == [450, 500, 550])
    #expect(
      [0, 5, 75, 425, 1050, -30].map(\.formattedPrice) == [
        "$0.00", "$0.05", "$0.75", "$4.25", "$10.50", "-$0.30",
      ])
  }

  @Test func tellsWhenInItsTimeZoneNamingOtherDays() async throws {
    let clock = TestClock()
    let texts = await withBrew(clock: clock) { store in
      [
        store.whenText(clock.today(hour: 17, minute: 5)),
        store.whenText(clock.today(hour: 33, minute: 0)),
        store.whenText(clock.today(hour: 57, minute: 30)),
      ]
    }
    #expect(
      texts == ["at 5:05 PM", "tomorrow at 9:00 AM", "on Monday, November 23 at 9:30 AM"])
  }
}
