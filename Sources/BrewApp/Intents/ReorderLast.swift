import ParleyIntents

/// Orders the customer's last order again, after they confirm the total; "cancel that" right
/// after cancels it.
struct ReorderLast: ReversibleIntent {
  static let title: LocalizedStringResource = "Reorder Last Order"
  static var description: IntentDescription? = IntentDescription(
    "Orders your last order again, with the same size, quantity and extra shots.",
    categoryName: "Ordering", searchKeywords: ["usual", "again", "repeat"])

  @Dependency private var store: CafeStore

  func perform() async throws
    -> some IntentResult & ReturnsValue<Int> & ProvidesDialog & ShowsSnippetView
  {
    let last = try store.lastOrder()
    let draft = store.draftOrder(
      drink: last.drink, size: last.size, quantity: last.quantity, extraShots: last.extraShots)
    return try await confirmAndPlace(draft, again: true, in: store)
  }

  func undoIntent(for result: PerformResult) async throws -> CancelOrder? {
    cancelling(result)
  }
}
