import Foundation
import ParleyIntents
import Testing

@testable import SoupShopApp

@Suite struct SoupStoreTests {
  @Test(arguments: [
    ("tomato", ["Tomato Soup"]), ("Tomato Soups", ["Tomato Soup"]), ("chowder", ["Clam Chowder"]),
    ("chicken soup", ["Chicken Noodle Soup", "Chicken Tortilla Soup"]),
    ("noodle", ["Chicken Noodle Soup"]), ("FRENCH ONION", ["French Onion Soup"]), ("soup", []),
    ("pizza", []),
  ])
  func findsSoupsByName(text: String, names: [String]) {
    #expect(SoupStore().soups(matching: text).map(\.name) == names)
  }

  @Test func placingAnOrderTakesItsServingsAndPayingMarksItPaid() throws {
    let store = SoupStore()
    let draft = try store.draftOrder(soup: 1, size: .large, quantity: 2)
    #expect(draft.itemsText == "2 large bowls of Tomato Soup")
    #expect(draft.total == "$15.00")
    let order = try store.place(draft)
    #expect(order.id == 2)
    #expect(store.soups(with: [1]).first?.inStock == 10)
    #expect(store.unpaidOrders.map(\.id) == [1, 2])
    #expect(try store.payUnpaidOrders().map(\.totalInCents) == [750, 1500])
    #expect(store.unpaidOrders.isEmpty)
    #expect(throws: SoupShopError.nothingToPay) { try store.payUnpaidOrders() }
  }

  @Test func refusesWhatTheKitchenDoesNotHave() throws {
    let store = SoupStore()
    #expect(throws: SoupShopError.soldOut(soup: "French Onion Soup")) {
      try store.draftOrder(soup: 6, size: .bowl, quantity: 1)
    }
    let draft = try store.draftOrder(soup: 7, size: .cup, quantity: 2)
    _ = try store.place(draft)
    #expect(throws: SoupShopError.soldOut(soup: "Lobster Bisque")) { try store.place(draft) }
    #expect(store.current.orders.count == 2)
    #expect(
      String(
        localized: SoupShopError.notEnough(soup: "Lobster Bisque", left: 1).localizedStringResource)
        == "Sorry, only 1 serving of Lobster Bisque is left today.")
  }

  @Test(arguments: [
    (SoupSize.cup, 1, "a cup of Miso Soup", "$3.00"), (.bowl, 3, "3 bowls of Miso Soup", "$13.50"),
  ])
  func namesAndPricesEachSize(size: SoupSize, quantity: Int, text: String, total: String) throws {
    let draft = try SoupStore().draftOrder(soup: 8, size: size, quantity: quantity)
    #expect(draft.itemsText == text)
    #expect(draft.total == total)
  }

  @Test func keepsTheShopInItsFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("soup-shop-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = AppDataDirectory(url: folder).file(named: "soup-shop.json", as: SoupShopData.self)
    let store = SoupStore(file: file)
    _ = try store.place(try store.draftOrder(soup: 3, size: .bowl, quantity: 4))
    let later = SoupStore(file: file).current
    #expect(later.orders.last?.itemsText == "4 bowls of Chicken Noodle Soup")
    #expect(later.soups[2].inStock == 6)
    #expect(SoupStore().current == SoupShopData.sample)
  }
}
