/// A note: a title, its text, and whether it is pinned to the top.
struct Note: Identifiable, Hashable, Sendable, Codable {
  /// The note's stable identifier.
  var id: Int
  /// The note's title, never empty.
  var title: String
  /// The note's text; may be empty.
  var body: String
  /// Whether the note is pinned: pinned notes come first.
  var isPinned: Bool
  /// The folder the note is kept in.
  var folder: NoteFolder
}
