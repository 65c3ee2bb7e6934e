import ParleyIntents

/// A note's card: its title, its text, its folder and whether it is pinned, with buttons that
/// edit, delete and pin it.
struct NoteSnippet: SnippetView {
  var note: Note

  var snippetTitle: String? { note.title }

  var snippetLines: [String] {
    [
      note.body.isEmpty ? "No text yet" : note.body,
      note.folder.name + (note.isPinned ? " · Pinned" : ""),
    ]
  }

  var snippetActions: [SnippetAction] {
    let entity = NoteEntity(note: note)
    Button(intent: EditNote(note: entity)) { Text("Edit") }
    Button("Delete", intent: DeleteNote(note: entity))
    Button(note.isPinned ? "Unpin" : "Pin", intent: PinNote(note: entity, isPinned: !note.isPinned))
  }
}
