import ParleyIntents

/// Creates a card in the folder the person names, asked for when missing, blank or with what
/// the person said, and opens it to edit.
struct CreateCard: AppIntent {
  static let title: LocalizedStringResource = "Create Card"
  static let description = IntentDescription(
    "Creates a flashcard in a folder.", categoryName: "Cards", searchKeywords: ["new", "add"])

  @Parameter(title: "Question", description: "The front of the card.")
  var question: String?

  @Parameter(title: "Answer", description: "The back of the card.")
  var answer: String?

  @Parameter(title: "Folder", requestValueDialog: "Which folder should the card go in?")
  var folder: FolderEntity

  @Dependency private var store: FlashcardStore

  static var parameterSummary: some ParameterSummary {
    Summary("Create a card in \(\.$folder)")
  }

  func perform() async throws
    -> some IntentResult & ReturnsValue<CardEntity> & ProvidesDialog & ShowsSnippetView
    & OpensIntent
  {
    guard let home = store.folder(with: folder.id) else {
      throw AppIntentError(description: "That folder is no longer in the app.")
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
