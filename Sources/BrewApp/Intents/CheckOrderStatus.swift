import ParleyIntents

/// Tells whether the last order is still being made or is ready; when several orders are
/// still being made ("a latte and a mocha" ordered together, or one more ordered since), it
/// tells them all.
struct CheckOrderStatus: AppIntent {
  static let title: LocalizedStringResource = "Check Order Status"
  static var description: IntentDescription? = IntentDescription(
    "Tells you whether your last order is ready.", categoryName: "Ordering",
    searchKeywords: ["ready", "status"])

  @Dependency private var store: CafeStore

  func perform() async throws -> some IntentResult & ReturnsValue<OrderStatus> & ProvidesDialog {
    let order = try store.lastOrder()
    let making = store.placedOrders.filter { store.status(of: $0) == .preparing }
    if making.count > 1 {
      return .result(value: .preparing, dialog: "\(Self.beingMade(making, store: store))")
    }
    let status = store.status(of: order)
    let drinks = "\(order.drinksText) \(order.isOrAre)"
    switch status {
    case .preparing:
      let ready = store.whenText(order.readyAt)
      return .result(
        value: status, dialog: "Your \(drinks) being made and will be ready \(ready).")
    case .ready:
      return .result(
        value: status, dialog: "Order \(order.id) is ready: your \(drinks) waiting at the counter.")
    }
  }

  /// Says that several orders are being made, and when each is ready: "Orders 1 and 2 are
  /// being made: a small Caffè Latte and a medium Caffè Mocha, both ready at 9:05 AM.", "…: a
  /// small Caffè Latte each, both ready …", or "…: 2 large Caffè Lattes, ready at 9:07 AM, and
  /// a small Caffè Mocha, ready at 9:05 AM."
  static func beingMade(_ orders: [CoffeeOrder], store: CafeStore) -> String {
    let numbers = listed(orders.map { "\($0.id)" })
    let opening = "Orders \(numbers) are being made: "
    guard let first = orders.first, orders.allSatisfy({ $0.readyAt == first.readyAt }) else {
      let each = orders.map { "\($0.itemsText), ready \(store.whenText($0.readyAt))" }
      return opening + listed(each, comma: true) + "."
    }
    let items = orders.map(\.itemsText)
    let said = Set(items).count == 1 ? "\(first.itemsText) each" : listed(items)
    let all = orders.count == 2 ? "both" : "all"
    return opening + said + ", \(all) ready \(store.whenText(first.readyAt))."
  }

  /// `items` joined with commas and a last "and", with a comma before it too when `comma` says
  /// so (items that hold commas themselves): "1, 2 and 3".
  private static func listed(_ items: [String], comma: Bool = false) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + (comma ? ", and " : " and ") + last
  }
}
