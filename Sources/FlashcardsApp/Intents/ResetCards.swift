import ParleyIntents

/// Marks every card of a folder as not learned, then offers to open the folder.
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
    let count = try store.resetCards(in: folder.id)
    guard count > 0 else {
      return .result(
        opensIntent: OpenFolder(target: folder),
        dialog: "There are no cards in \(folder.name) to reset.")
    }
    return .result(opensIntent: OpenFolder(target: folder), dialog: "Reset \(cardCount(count)).")
  }
}
