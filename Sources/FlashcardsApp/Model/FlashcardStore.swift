import Foundation
import ParleyIntents

/// The study deck: folders, cards and settings, read and changed by the intents.
///
/// Registered with `AppDependencyManager`; each manager holds its own instance, so changes made
/// in one conversation (or test) stay there. With a file, the deck is read from it and each
/// change is saved to it before it is told, shared safely with other processes. Each changing
/// method throws `AppDataError` when the change could not be saved; the deck is then as it was.
final class FlashcardStore: Sendable {
  private let kept: KeptValue<StudyDeck>

  /// Creates a store over a deck, or the deck kept in `file`.
  init(deck: StudyDeck = .sample, file: AppDataFile<StudyDeck>? = nil) {
    kept = KeptValue(deck, file: file)
  }

  /// The deck as it is now.
  var current: StudyDeck { kept.value }

  /// Every folder, in the order shown.
  var folders: [Folder] { current.folders }

  /// The folder with an identifier, if any.
  func folder(with id: Folder.ID) -> Folder? {
    folders.first { $0.id == id }
  }

  /// The folders a text names, ignoring case and accents: the one with that name, else those
  /// whose name starts with it.
  func folders(matching text: String) -> [Folder] {
    let needle = Self.folded(text)
    guard !needle.isEmpty else { return [] }
    let exact = folders.filter { Self.folded($0.name) == needle }
    return exact.isEmpty ? folders.filter { Self.folded($0.name).hasPrefix(needle) } : exact
  }

  /// The cards of a folder, oldest first.
  func cards(in folderID: Folder.ID) -> [Card] {
    current.cards.filter { $0.folderID == folderID }
  }

  /// The card with an identifier, if any.
  func card(with id: Card.ID) -> Card? {
    current.cards.first { $0.id == id }
  }

  /// The cards whose question or answer contains the text, ignoring case and accents.
  func cards(matching text: String) -> [Card] {
    let needle = Self.folded(text)
    guard !needle.isEmpty else { return [] }
    return current.cards.filter {
      Self.folded($0.question).contains(needle) || Self.folded($0.answer).contains(needle)
    }
  }

  /// Adds a card to a folder; returns it.
  func addCard(question: String, answer: String, folderID: Folder.ID) throws -> Card {
    try kept.change(saving: "the card") { deck in
      let card = Card(
        id: (deck.cards.map(\.id).max() ?? 0) + 1, question: question, answer: answer,
        folderID: folderID, isLearned: false)
      deck.cards.append(card)
      return card
    }
  }

  /// Deletes a card; returns whether there was one.
  @discardableResult
  func deleteCard(_ id: Card.ID) throws -> Bool {
    try kept.change(saving: "the change to your cards") { deck in
      let before = deck.cards.count
      deck.cards.removeAll { $0.id == id }
      return deck.cards.count < before
    }
  }

  /// Marks every card of a folder as not learned; returns how many cards the folder holds.
  func resetCards(in folderID: Folder.ID) throws -> Int {
    try kept.change(saving: "the change to your cards") { deck in
      var count = 0
      for index in deck.cards.indices where deck.cards[index].folderID == folderID {
        deck.cards[index].isLearned = false
        count += 1
      }
      return count
    }
  }

  /// Sets the daily goal.
  func setDailyGoal(_ goal: Int) throws {
    try kept.change(saving: "the setting") { $0.dailyGoal = goal }
  }

  /// Sets the order cards come in.
  func setCardOrder(_ order: CardOrder) throws {
    try kept.change(saving: "the setting") { $0.cardOrder = order }
  }

  private static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
