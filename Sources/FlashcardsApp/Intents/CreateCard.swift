import ParleyIntents

/// Creates a card, blank or with what the person said, and opens it to edit.
struct CreateCard: AppIntent {
  static let title: LocalizedStringResource = "Create Card"
  static let description = IntentDescription(
    "Creates a flashcard in a folder.", categoryName: "Cards", searchKeywords: ["new", "add"])

  @Parameter(title: "Question", description: "The front of the card.")
  var question: String?

  @Parameter(title: "Answer", description: "The back of the card.")
  var answer: String?

  @Parameter(title: "Folder", description: "The folder for the card; the first one if none.")
  var folder: FolderEntity?

  @Dependency private var store: FlashcardStore

  static var parameterSummary: some ParameterSummary {
    Summary("Create a card in \(\.$folder)")
  }

  func perform() async throws
    -> some IntentResult & ReturnsValue<CardEntity> & ProvidesDialog & ShowsSnippetView
    & OpensIntent
  {
    guard let home = folder.flatMap({ store.folder(with: $0.id) }) ?? store.folders.first else {
      throw AppIntentError(description: "There is no folder to put the card in.")
    }
    let card = try store.addCard(
      question: question ?? "", answer: answer ?? "", folderID: home.id)
    let entity = CardEntity(card: card, folder: home)
    let full =
      card.question.isEmpty
      ? "Created a blank card in \(home.name)."
      : "Created the card “\(card.question)” in \(home.name)."
    return .result(
      value: entity, dialog: IntentDialog(full: "\(full)", supporting: "Here's your new card."),
      view: CardSnippet(card: card, folder: home), opensIntent: OpenCard(target: entity))
  }
}
