import ParleyIntents

/// Cancels an order by its number while it is still being made, after the customer confirms:
/// what "cancel that" runs right after an order was placed. It has no phrase of its own.
struct CancelOrder: AppIntent {
  static let title: LocalizedStringResource = "Cancel Order"
  static var description: IntentDescription? = IntentDescription(
    "Cancels an order that is still being made.", categoryName: "Ordering",
    searchKeywords: ["cancel", "order"])
  static let isDiscoverable = false

  @Parameter(title: "Order Number", description: "The number the barista calls out.")
  var number: Int

  @Dependency private var store: CafeStore

  /// Creates the intent that cancels the order numbered `number`.
  init(number: Int) {
    self.init()
    self.number = number
  }

  init() {}

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let order = store.placedOrders.first(where: { $0.id == number }) else {
      return .result(dialog: "There's no order \(number) to cancel.")
    }
    guard store.status(of: order) == .preparing else {
      let drinks = "\(order.drinksText) \(order.isOrAre)"
      return .result(dialog: "Your \(drinks) already made, so it's too late to cancel it.")
    }
    try await requestConfirmation(
      conditions: [],
      actionName: .custom(
        acceptLabel: "Cancel Order", acceptAlternatives: [], denyLabel: "Keep It",
        denyAlternatives: [], destructive: true),
      dialog:
        "Cancel order \(order.id), \(order.itemsText) for \(order.totalInCents.formattedPrice)?")
    guard try store.cancel(orderNumbered: order.id) != nil else { throw NoOrderError() }
    return .result(dialog: "Cancelled order \(order.id).")
  }
}
