import ParleyIntents

/// Adds extra espresso shots to the last order while it is still being made.
struct AddExtraShot: AppIntent {
  static let title: LocalizedStringResource = "Add Extra Shot"
  static var description: IntentDescription? = IntentDescription(
    "Adds extra shots of espresso to your last order.", categoryName: "Ordering",
    searchKeywords: ["shot", "espresso", "stronger"])

  @Parameter(title: "Extra Shots", description: "How many shots of espresso to add.")
  var shots: Int?

  @Dependency private var store: CafeStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let order = try store.lastOrder()
    guard store.status(of: order) == .preparing else {
      let drinks = "\(order.drinksText) \(order.isOrAre)"
      return .result(dialog: "Your \(drinks) already made, so it's too late to add a shot.")
    }
    let count: Int
    if let shots {
      count = shots
    } else {
      count = try await $shots.requestValue("How many extra shots?")
    }
    guard CoffeeOrder.extraShotCounts.contains(count) else {
      throw $shots.needsValueError(
        "You can add 1 to 4 extra shots at a time. How many would you like?")
    }
    guard let updated = try store.addExtraShots(count, toOrder: order.id) else {
      throw NoOrderError()
    }
    let added = count == 1 ? "an extra shot" : "\(count) extra shots"
    let total = updated.totalInCents.formattedPrice
    return .result(dialog: "Added \(added) to your \(order.drinksText). The total is now \(total).")
  }
}
