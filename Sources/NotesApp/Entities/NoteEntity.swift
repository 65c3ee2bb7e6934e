import ParleyIntents

/// A note as intents see it, called by its title.
struct NoteEntity: AppEntity {
  static var typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Note", numericFormat: "\(placeholder: .int) notes")
  static var defaultQuery = NoteEntityQuery()

  var id: Note.ID

  @Property(title: "Title")
  var title: String

  @Property(title: "Text")
  var body: String

  @Property(title: "Pinned")
  var isPinned: Bool

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(title)")
  }

  /// Creates the entity for a note.
  init(note: Note) {
    id = note.id
    title = note.title
    body = note.body
    isPinned = note.isPinned
  }
}
