import ParleyIntents

/// Pays every order not paid yet, after the customer confirms the amount; only once the
/// device is unlocked.
struct PayForOrders: AppIntent {
  static let title: LocalizedStringResource = "Pay for Orders"
  static let description = IntentDescription(
    "Pays for your unpaid soup orders with the card on file.", categoryName: "Payment",
    searchKeywords: ["pay", "bill", "check"])
  static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

  @Dependency private var store: SoupStore

  func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    let unpaid = store.unpaidOrders
    guard !unpaid.isEmpty else { throw SoupShopError.nothingToPay }
    let amount = unpaid.map(\.totalInCents).reduce(0, +).priceText
    try await requestConfirmation(
      actionName: .pay, dialog: "Pay \(amount) for \(Self.ordersText(unpaid))?")
    let paid = try store.payUnpaidOrders()
    let total = paid.map(\.totalInCents).reduce(0, +).priceText
    let dialog = IntentDialog(
      full: "Paid \(total) for \(Self.ordersText(paid)). Thank you!", supporting: "Paid \(total).")
    return .result(dialog: dialog, view: OrderSnippet(orders: paid))
  }

  /// "order 1", "orders 1 and 2", "orders 1, 2 and 3".
  static func ordersText(_ orders: [SoupOrder]) -> String {
    let numbers = orders.map { String($0.id) }
    return numbers.count > 1 ? "orders \(numbers.listed)" : "order \(numbers.first ?? "")"
  }
}
