import ParleyIntents

/// One card: its question as the title, then its answer and folder.
struct CardSnippet: SnippetView {
  var card: Card
  var folder: Folder?

  var snippetTitle: String? { card.title }

  var snippetLines: [String] {
    [
      "Answer · \(card.answer.isEmpty ? "none yet" : card.answer)",
      "Folder · \(folder?.name ?? "none")",
    ]
  }
}
