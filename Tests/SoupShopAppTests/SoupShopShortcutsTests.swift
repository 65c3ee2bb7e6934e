import ParleyIntents
import Testing

@testable import SoupShopApp

@Suite struct SoupShopShortcutsTests {
  @Test func declaresThreeValidShortcuts() {
    let shortcuts = SoupShopShortcuts.shortcutDescriptions
    #expect(
      shortcuts.map { $0.intentType.typeName } == ["OrderSoup", "ShowMenu", "PayForOrders"])
    #expect(shortcuts.allSatisfy { (2...5).contains($0.phrases.count) })
    #expect(SoupShopShortcuts.validate() == [])
  }

  @Test func expandsTheSoupsOnTheMenu() async throws {
    let values = try await withShop { _ in
      try await SoupShopShortcuts.updateAppShortcutParameterValues()
    }
    let soups = try #require(values[PhraseParameterKey(intent: "OrderSoup", parameter: "soup")])
    #expect(soups.map(\.display.title).prefix(3) == ["Tomato", "Clam Chowder", "Chicken Noodle"])
    let phrases = SoupShopShortcuts.expandedPhrases(appName: "Soup Shop")
    #expect(phrases.contains("Order Miso from Soup Shop"))
  }
}
