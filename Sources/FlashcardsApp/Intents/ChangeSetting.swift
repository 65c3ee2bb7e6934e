import ParleyIntents

/// Changes a study setting; the value it needs depends on the setting, so `perform()` asks for
/// it.
struct ChangeSetting: AppIntent {
  static let title: LocalizedStringResource = "Change Setting"
  static let description = IntentDescription(
    "Changes the daily goal or the order cards come in.", categoryName: "Settings")

  @Parameter(
    title: "Setting", requestValueDialog: "Which setting? The daily goal or the card order?")
  var setting: StudySetting

  @Parameter(title: "Daily Goal", description: "How many cards to study a day.")
  var goal: Int?

  @Parameter(title: "Card Order", description: "The order cards come in.")
  var order: CardOrder?

  @Dependency private var store: FlashcardStore

  static var parameterSummary: some ParameterSummary {
    Summary("Change \(\.$setting)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    switch setting {
    case .dailyGoal:
      guard let goal else {
        throw $goal.needsValueError("How many cards a day?")
      }
      guard StudyDeck.dailyGoals.contains(goal) else {
        throw $goal.needsValueError("A daily goal can be 1 to 200 cards. How many cards a day?")
      }
      try store.setDailyGoal(goal)
      return .result(dialog: "Your daily goal is now \(cardCount(goal)).")
    case .cardOrder:
      guard let order else {
        throw $order.needsValueError("Should cards come in order or shuffled?")
      }
      try store.setCardOrder(order)
      return .result(
        dialog: order == .shuffled ? "Cards now come shuffled." : "Cards now come in order.")
    }
  }
}
