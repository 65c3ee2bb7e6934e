/// Everything Flashcards keeps: the folders, the cards and the study settings.
struct StudyDeck: Codable, Hashable, Sendable {
  /// The folders, in the order shown.
  var folders: [Folder]
  /// The cards, oldest first.
  var cards: [Card]
  /// How many cards the person means to study a day.
  var dailyGoal: Int
  /// The order cards come in when studying.
  var cardOrder: CardOrder

  /// The daily goals the app accepts.
  static let dailyGoals = 1...200

  /// The deck a new person starts with.
  static let sample = StudyDeck(
    folders: [
      Folder(id: 1, name: "Japanese"), Folder(id: 2, name: "Spanish"),
      Folder(id: 3, name: "Biology"),
    ],
    cards: [
      Card(id: 1, question: "cat", answer: "neko", folderID: 1, isLearned: true),
      Card(id: 2, question: "dog", answer: "inu", folderID: 1, isLearned: true),
      Card(id: 3, question: "bird", answer: "tori", folderID: 1, isLearned: false),
      Card(id: 4, question: "thank you", answer: "gracias", folderID: 2, isLearned: true),
      Card(id: 5, question: "good morning", answer: "buenos días", folderID: 2, isLearned: false),
      Card(
        id: 6, question: "the powerhouse of the cell", answer: "the mitochondria", folderID: 3,
        isLearned: true),
      Card(id: 7, question: "good night", answer: "buenas noches", folderID: 2, isLearned: false),
    ],
    dailyGoal: 20, cardOrder: .inOrder)
}
