import ParleyIntents

/// Lists the cards of a folder.
struct GetCards: AppIntent {
  static let title: LocalizedStringResource = "Get Cards"
  static let description = IntentDescription(
    "Lists the cards in a folder.", categoryName: "Cards", searchKeywords: ["study", "list"])

  @Parameter(title: "Folder", requestValueDialog: "Which folder?")
  var folder: FolderEntity

  @Dependency private var store: FlashcardStore

  static var parameterSummary: some ParameterSummary {
    Summary("Get cards from \(\.$folder)")
  }

  func perform() async throws
    -> some IntentResult & ReturnsValue<[CardEntity]> & ProvidesDialog & ShowsSnippetView
  {
    guard let current = store.folder(with: folder.id) else {
      throw AppIntentError(description: "That folder is no longer in the app.")
    }
    let cards = store.cards(in: current.id)
    let full =
      cards.isEmpty
      ? "\(current.name) has no cards yet."
      : "\(current.name) has \(cardCount(cards.count)): "
        + cards.map(\.title).joined(separator: ", ") + "."
    return .result(
      value: cards.map { CardEntity(card: $0, folder: current) },
      dialog: IntentDialog(full: "\(full)", supporting: "Here are the cards in \(current.name)."),
      view: CardListSnippet(title: current.name, cards: cards))
  }
}

/// "1 card", "3 cards".
func cardCount(_ count: Int) -> String {
  count == 1 ? "1 card" : "\(count) cards"
}
