import Foundation
import ParleyIntents

/// Orders drinks for pickup, after the customer confirms the total; "cancel that" right after
/// cancels the order.
struct OrderCoffee: ReversibleIntent {
  static let title: LocalizedStringResource = "Order Coffee"
  static var description: IntentDescription? = IntentDescription(
    "Orders drinks from the café for pickup.", categoryName: "Ordering",
    searchKeywords: ["coffee", "drink", "order"])

  @Parameter(
    title: "Drink", description: "The drink to order.",
    requestValueDialog: "What would you like to drink?")
  var drink: DrinkEntity

  @Parameter(title: "Size", requestValueDialog: "What size?")
  var size: DrinkSize

  @Parameter(title: "Quantity", description: "How many of the drink.", default: 1)
  var quantity: Int

  @Parameter(
    title: "Pickup Time", description: "When you'd like to pick the order up.", kind: .dateTime)
  var pickupTime: Date?

  @Parameter(title: "Extra Shots", description: "How many extra shots of espresso.", default: 0)
  var extraShots: Int

  @Dependency private var store: CafeStore

  static var parameterSummary: some ParameterSummary {
    Summary("Order \(\.$quantity) \(\.$size) \(\.$drink)")
  }

  func perform() async throws
    -> some IntentResult & ReturnsValue<Int> & ProvidesDialog & ShowsSnippetView
  {
    guard CoffeeOrder.quantities.contains(quantity) else {
      throw $quantity.needsValueError(
        "I can make 1 to 10 drinks in one order. How many would you like?")
    }
    guard extraShots == 0 || CoffeeOrder.extraShotCounts.contains(extraShots) else {
      throw $extraShots.needsValueError(
        "I can add 1 to 4 extra shots to an order. How many would you like?")
    }
    if let pickupTime, pickupTime < store.now {
      throw $pickupTime.needsValueError(
        "That time has already passed. When would you like to pick it up?")
    }
    guard let menuDrink = store.drink(with: drink.id) else {
      throw AppIntentError(description: "That drink is no longer on the menu.")
    }
    let draft = store.draftOrder(
      drink: menuDrink, size: size, quantity: quantity, extraShots: extraShots,
      pickupTime: pickupTime)
    return try await confirmAndPlace(draft, again: false, in: store)
  }

  func undoIntent(for result: PerformResult) async throws -> CancelOrder? {
    cancelling(result)
  }
}
