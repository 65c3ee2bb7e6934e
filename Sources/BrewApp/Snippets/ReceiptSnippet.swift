import ParleyIntents

/// A receipt card for an order: the drinks, any extra shots, the total and when to pick it up.
struct ReceiptSnippet: SnippetView {
  var order: CoffeeOrder
  /// When the order is ready, such as "at 8:37 AM" or "tomorrow at 9:00 AM".
  var readyWhen: String

  var snippetTitle: String? { "Order \(order.id)" }

  var snippetLines: [String] {
    let drinks =
      "\(order.quantity) × \(order.drink.name), \(order.size.spokenName) · "
      + order.drinksPriceInCents.formattedPrice
    let shots =
      order.extraShots == 0
      ? []
      : [
        "\(order.extraShots) extra shot\(order.extraShots == 1 ? "" : "s") · "
          + order.extraShotsPriceInCents.formattedPrice
      ]
    let pickup = order.pickupTime == nil ? "Ready \(readyWhen)" : "Pickup \(readyWhen)"
    return [drinks] + shots + ["Total · \(order.totalInCents.formattedPrice)", pickup]
  }
}
