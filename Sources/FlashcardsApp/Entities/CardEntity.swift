import ParleyIntents

/// A card as intents see it, called by its question.
struct CardEntity: AppEntity {
  static var typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Card", numericFormat: "\(placeholder: .int) cards")
  static var defaultQuery = CardEntityQuery()

  var id: Card.ID

  @Property(title: "Question")
  var question: String

  @Property(title: "Answer")
  var answer: String

  @Property(title: "Folder")
  var folderName: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(question.isEmpty ? "Untitled card" : question)")
  }

  /// Creates the entity for a card in a folder.
  init(card: Card, folder: Folder?) {
    id = card.id
    question = card.question
    answer = card.answer
    folderName = folder?.name ?? ""
  }
}
