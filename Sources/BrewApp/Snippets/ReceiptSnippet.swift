import ParleyIntents

/// A receipt card for an order: the drinks, any extra shots, the total and when to pick it up.
struct ReceiptSnippet: SnippetView {
  var order: CoffeeOrder
  /// When the order is ready, as a time of day such as "8:37 AM".
  var readyTime: String

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
    let pickup = order.pickupTime == nil ? "Ready at \(readyTime)" : "Pickup at \(readyTime)"
    return [drinks] + shots + ["Total · \(order.totalInCents.formattedPrice)", pickup]
  }
}
