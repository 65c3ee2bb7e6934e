import ParleyIntents

/// A card listing notes, one line each with the start of its text, and a button per note that
/// shows it.
struct NoteListSnippet: SnippetView {
  var title: String
  var notes: [Note]

  /// How much of a note's text a line shows.
  private static let excerptLength = 32

  var snippetTitle: String? { title }

  var snippetLines: [String] {
    notes.isEmpty ? ["No notes yet"] : notes.map(line)
  }

  var snippetActions: [SnippetAction] {
    for note in notes {
      Button(note.title, intent: FindNotes(note: NoteEntity(note: note)))
    }
  }

  /// "Groceries · Milk, eggs, bread and apples." with long text cut short.
  private func line(_ note: Note) -> String {
    let pin = note.isPinned ? " (pinned)" : ""
    guard !note.body.isEmpty else { return note.title + pin }
    var excerpt = note.body
    if excerpt.count > Self.excerptLength {
      let cut = excerpt.prefix(Self.excerptLength)
      let words = cut.split(separator: " ").dropLast()
      excerpt = (words.isEmpty ? String(cut) : words.joined(separator: " ")) + "…"
    }
    return "\(note.title)\(pin) · \(excerpt)"
  }
}
