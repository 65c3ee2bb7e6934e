import ParleyIntents

extension AppIntent {
  /// Asks the customer to confirm an order at its total price, then places it and returns the
  /// receipt.
  ///
  /// The prompt reads "Order a large Flat White for $5.25?", with "again" for a repeat order and
  /// the pickup time when one was asked for.
  ///
  /// - Parameters:
  ///   - draft: The order to place.
  ///   - again: Whether the order repeats an earlier one.
  ///   - store: The store to place it in.
  /// - Returns: The result: the order's number, the receipt card, and a dialog that says the
  ///   total and ready time.
  /// - Throws: An error when the customer says no or cancels.
  func confirmAndPlace(_ draft: CoffeeOrder, again: Bool, in store: CafeStore) async throws
    -> some IntentResult & ReturnsValue<Int> & ProvidesDialog & ShowsSnippetView
  {
    let pickup = draft.pickupTime.map { ", to pick up \(store.whenText($0))" } ?? ""
    let repeated = again ? " again" : ""
    let quote = draft.totalInCents.formattedPrice
    try await requestConfirmation(
      conditions: [], actionName: .order,
      dialog: "Order \(draft.itemsText)\(repeated) for \(quote)\(pickup)?")
    let order = try store.place(draft)
    let ready = store.whenText(order.readyAt)
    let total = order.totalInCents.formattedPrice
    let dialog = IntentDialog(
      full: "Order \(order.id) is in: \(order.itemsText) for \(total), ready \(ready).",
      supporting: "Here's your receipt.")
    return .result(
      value: order.id, dialog: dialog, view: ReceiptSnippet(order: order, readyWhen: ready))
  }

  /// The intent that cancels the order a result of ``confirmAndPlace(_:again:in:)`` placed:
  /// what "cancel that" runs right after it.
  func cancelling(_ result: some ReturnsValue<Int>) -> CancelOrder? {
    result.value.map(CancelOrder.init(number:))
  }
}
