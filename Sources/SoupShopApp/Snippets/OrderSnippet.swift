import ParleyIntents

/// A card for orders: each order's servings and total, and whether it is paid.
struct OrderSnippet: SnippetView {
  var orders: [SoupOrder]

  var snippetTitle: String? {
    orders.count == 1 ? "Order \(orders[0].id)" : "\(orders.count) orders"
  }

  var snippetLines: [String] {
    orders.map { order in
      let paid = order.isPaid ? "paid" : "not paid yet"
      return
        "\(order.quantity) × \(order.soupName), \(order.size.servingName) · \(order.total) · \(paid)"
    }
  }
}
