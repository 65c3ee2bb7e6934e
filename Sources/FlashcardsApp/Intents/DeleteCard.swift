import ParleyIntents

/// Deletes a card after the person confirms; it never opens the app.
struct DeleteCard: AppIntent {
  static let title: LocalizedStringResource = "Delete Card"
  static let description = IntentDescription(
    "Deletes a flashcard.", categoryName: "Cards", searchKeywords: ["remove"])
  static let supportedModes: IntentModes = .background

  @Parameter(title: "Card", requestValueDialog: "Which card should I delete?")
  var card: CardEntity

  @Dependency private var store: FlashcardStore

  static var parameterSummary: some ParameterSummary {
    Summary("Delete \(\.$card)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let title = card.question.isEmpty ? "this blank card" : "the card “\(card.question)”"
    try await requestConfirmation(
      result: .result(dialog: "Delete \(title)? This can't be undone."),
      confirmationActionName: .custom(
        acceptLabel: "Delete", acceptAlternatives: ["Remove"], denyLabel: "Keep",
        denyAlternatives: [], destructive: true))
    guard try store.deleteCard(card.id) else {
      throw AppIntentError(description: "That card is no longer in the app.")
    }
    return .result(dialog: "Deleted \(title).")
  }
}
