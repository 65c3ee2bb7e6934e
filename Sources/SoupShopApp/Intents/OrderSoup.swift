import ParleyIntents

/// Orders servings of a soup, after the customer confirms the total.
///
/// A sold-out soup is said so before anything else is asked, and the soup asked again; the
/// size and the quantity are asked when missing, and the quantity again when it is more than one order holds or the kitchen has
/// left.
struct OrderSoup: AppIntent {
  static let title: LocalizedStringResource = "Order Soup"
  static let description = IntentDescription(
    "Orders soup from today's menu.", categoryName: "Ordering",
    searchKeywords: ["soup", "order", "lunch"])

  @Parameter(title: "Soup", description: "The soup to order.", requestValueDialog: "Which soup?")
  var soup: SoupEntity

  @Parameter(title: "Size", description: "A cup, a bowl or a large bowl.")
  var size: SoupSize?

  @Parameter(title: "Quantity", description: "How many servings.")
  var quantity: Int?

  @Dependency private var store: SoupStore

  static var parameterSummary: some ParameterSummary {
    Summary("Order \(\.$quantity) \(\.$size) \(\.$soup)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    guard let menuSoup = store.soups(with: [soup.id]).first else {
      throw AppIntentError(description: "That soup is no longer on the menu.")
    }
    // A sold-out soup is said so and the soup asked again, among the ones that can be ordered.
    guard menuSoup.inStock > 0 else {
      throw $soup.needsValueError("\(SoupShopError.outOfStock(menuSoup.name)) Which soup?")
    }
    guard let size else {
      throw $size.needsValueError("What size?")
    }
    guard let quantity else { throw $quantity.needsValueError("How many soups?") }
    guard SoupOrder.quantities.contains(quantity) else {
      throw $quantity.needsValueError("You can order 1 to 10 soups at a time. How many soups?")
    }
    guard quantity <= menuSoup.inStock else {
      throw $quantity.needsValueError(
        "Only \(SoupShopError.servingsLeft(menuSoup.inStock, of: menuSoup.name)) How many soups?")
    }
    let draft = try store.draftOrder(soup: menuSoup.id, size: size, quantity: quantity)
    try await requestConfirmation(
      actionName: .order, dialog: "Order \(draft.itemsText) for \(draft.total)?")
    let order = try store.place(draft)
    let dialog = IntentDialog(
      full: "Order \(order.id) is in: \(order.itemsText) for \(order.total).",
      supporting: "Here's your order.")
    return .result(dialog: dialog, view: OrderSnippet(orders: [order]))
  }
}
