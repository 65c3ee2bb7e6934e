/// A flashcard: a question on the front, its answer on the back, and whether it is learned.
struct Card: Identifiable, Hashable, Sendable, Codable {
  /// The card's stable identifier.
  var id: Int
  /// The front of the card; may be empty on a card just created.
  var question: String
  /// The back of the card; may be empty.
  var answer: String
  /// The folder the card is in.
  var folderID: Folder.ID
  /// Whether the person has learned the card; resetting a folder clears it.
  var isLearned: Bool

  /// The question, or "Untitled card" for a blank one.
  var title: String { question.isEmpty ? "Untitled card" : question }

  /// The card as one line: "cat → neko".
  var line: String { "\(title) → \(answer.isEmpty ? "no answer yet" : answer)" }
}
