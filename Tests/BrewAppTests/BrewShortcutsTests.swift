import ParleyIntents
import Testing

@testable import BrewApp

@Suite struct BrewShortcutsTests {
  @Test func declaresFourValidShortcuts() {
    let shortcuts = BrewShortcuts.shortcutDescriptions
    #expect(
      shortcuts.map { $0.intentType.typeName } == [
        "OrderCoffee", "ReorderLast", "CheckOrderStatus", "AddExtraShot",
      ])
    #expect(shortcuts.allSatisfy { (2...6).contains($0.phrases.count) })
    #expect(BrewShortcuts.validate() == [])
  }

  @Test func startsWithThePrimaryPhrases() {
    #expect(
      BrewShortcuts.shortcutDescriptions.compactMap(\.phrases.first?.text) == [
        "Order a ${drink} with ${applicationName}",
        "Reorder my usual in ${applicationName}",
        "Check my order in ${applicationName}",
        "Add an extra shot in ${applicationName}",
      ])
  }

  @Test func namesTheAppAndListsEveryIntentOnce() {
    #expect(Brew.app.name == "Brew")
    #expect(Brew.app.alternativeNames == ["Brew Coffee"])
    #expect(
      Brew.app.allIntents.map { $0.typeName } == [
        "OrderCoffee", "ReorderLast", "CheckOrderStatus", "AddExtraShot",
      ])
  }

  @Test func expandsDrinkPhrasesWithThePopularDrinksAndSizePhrasesWithEverySize() async throws {
    let values = try await withBrew { _ in
      try await BrewShortcuts.updateAppShortcutParameterValues()
    }
    let drinks = try #require(values[PhraseParameterKey(intent: "OrderCoffee", parameter: "drink")])
    #expect(
      drinks.map(\.display.title) == [
        "Flat White", "Cappuccino", "Caffè Latte", "Cold Brew", "Drip Coffee",
      ])
    let sizes = try #require(values[PhraseParameterKey(intent: "OrderCoffee", parameter: "size")])
    #expect(sizes.map(\.display.title) == ["Small", "Medium", "Large"])
    let phrases = BrewShortcuts.expandedPhrases(appName: "Brew")
    #expect(phrases.first == "Order a Flat White with Brew")
    #expect(phrases.contains("Get me a Latte from Brew"))
    #expect(phrases.contains("Order a Coffee with Brew"))
    #expect(phrases.contains("Order a Venti coffee with Brew"))
    #expect(!phrases.contains("Order a Espresso with Brew"))
    #expect(phrases.contains("Make my coffee stronger with Brew"))
  }

  @Test func readsTheNegativePhrases() {
    #expect(
      BrewShortcuts.negativePhraseTexts == [
        "Cancel my order in ${applicationName}", "Delete ${applicationName}", "Order a pizza",
        "Tell me a joke",
      ])
  }

  @Test func describesSizesWithCoffeeShopSynonyms() {
    #expect(DisplayText(DrinkSize.small.displayRepresentation).names == ["Small", "Tall", "Short"])
    #expect(
      DisplayText(DrinkSize.medium.displayRepresentation).names == ["Medium", "Grande", "Regular"])
    #expect(DisplayText(DrinkSize.large.displayRepresentation).names == ["Large", "Venti", "Big"])
  }
}
