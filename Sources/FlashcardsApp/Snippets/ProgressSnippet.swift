import ParleyIntents

/// The progress screen: cards learned per folder, and the settings.
struct ProgressSnippet: SnippetView {
  var deck: StudyDeck

  var snippetTitle: String? { "Progress" }

  var snippetLines: [String] {
    deck.folders.map { folder in
      let cards = deck.cards.filter { $0.folderID == folder.id }
      return "\(folder.name) · \(cards.filter(\.isLearned).count) of \(cards.count) learned"
    } + [
      "Daily goal · \(deck.dailyGoal) cards",
      "Card order · \(deck.cardOrder == .shuffled ? "shuffled" : "in order")",
    ]
  }
}
