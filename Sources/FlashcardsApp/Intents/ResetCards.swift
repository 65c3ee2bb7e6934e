import ParleyIntents

/// Marks every card of a folder as not learned once the person confirms, then opens the
/// folder.
struct ResetCards: AppIntent {
  static let title: LocalizedStringResource = "Reset Cards"
  static let description = IntentDescription(
    "Starts a folder's cards over, as not learned.", categoryName: "Cards")

  @Parameter(title: "Folder", requestValueDialog: "Which folder's cards should I reset?")
  var folder: FolderEntity

  @Dependency private var store: FlashcardStore

  static var parameterSummary: some ParameterSummary {
    Summary("Reset the cards in \(\.$folder)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog & OpensIntent {
    let count = store.cards(in: folder.id).count
    guard count > 0 else {
      return .result(
        opensIntent: OpenFolder(target: folder),
        dialog: "There are no cards in \(folder.name) to reset.")
    }
    // What the person has learned is lost: they are asked first.
    let cards = count == 1 ? "card" : "\(count) cards"
    try await requestConfirmation(
      result: .result(dialog: "Reset the \(cards) in \(folder.name)?"),
      confirmationActionName: .custom(
        acceptLabel: "Reset", acceptAlternatives: ["Start Over"], denyLabel: "Keep",
        denyAlternatives: [], destructive: true))
    let reset = try store.resetCards(in: folder.id)
    return .result(opensIntent: OpenFolder(target: folder), dialog: "Reset \(cardCount(reset)).")
  }
}
