import ParleyIntents

/// Creates a card in the folder the person names, with its question and answer, each asked for
/// when missing, and opens it.
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
    // A card is studied by its question and answer: one left out, or blank, is asked for.
    guard let question = Self.said(question) else {
      throw $question.needsValueError("What's the question on the front of the card?")
    }
    guard let answer = Self.said(answer) else {
      throw $answer.needsValueError("What's the answer on the back?")
    }
    let card = try store.addCard(question: question, answer: answer, folderID: home.id)
    let entity = CardEntity(card: card, folder: home)
    return .result(
      value: entity,
      dialog: IntentDialog(
        full: "Created the card “\(card.question)” in \(home.name).",
        supporting: "Here's your new card."),
      view: CardSnippet(card: card, folder: home), opensIntent: OpenCard(target: entity))
  }

  /// `text` without the spaces around it; `nil` when nothing is left.
  private static func said(_ text: String?) -> String? {
    let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    return trimmed.isEmpty ? nil : trimmed
  }
}
