import ParleyIntents

/// A card listing cards, one "question → answer" line each.
struct CardListSnippet: SnippetView {
  var title: String
  var cards: [Card]

  var snippetTitle: String? { title }

  var snippetLines: [String] {
    cards.isEmpty ? ["No cards yet"] : cards.map(\.line)
  }
}
