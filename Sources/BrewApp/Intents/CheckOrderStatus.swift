import ParleyIntents

/// Tells whether the last order is still being made or is ready.
struct CheckOrderStatus: AppIntent {
  static let title: LocalizedStringResource = "Check Order Status"
  static var description: IntentDescription? = IntentDescription(
    "Tells you whether your last order is ready.", categoryName: "Ordering",
    searchKeywords: ["ready", "status"])

  @Dependency private var store: CafeStore

  func perform() async throws -> some IntentResult & ReturnsValue<OrderStatus> & ProvidesDialog {
    let order = try store.lastOrder()
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
}
