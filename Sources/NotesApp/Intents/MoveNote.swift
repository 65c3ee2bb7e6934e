import ParleyIntents

/// Moves a note to another folder: both values can come in one request ("move my groceries
/// note to travel").
struct MoveNote: AppIntent {
  static let title: LocalizedStringResource = "Move Note"
  static let description = IntentDescription(
    "Moves a note to another folder.", categoryName: "Notes", searchKeywords: ["file", "put"])

  @Parameter(title: "Note", requestValueDialog: "Which note should I move?")
  var note: NoteEntity

  @Parameter(title: "Folder", requestValueDialog: "Which folder should it go in?")
  var folder: NoteFolder

  @Dependency private var store: NoteStore

  static var parameterSummary: some ParameterSummary {
    Summary("Move \(\.$note) to \(\.$folder)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    guard let moved = try store.move(note.id, to: folder) else { throw NotesError.noteGone }
    return .result(
      dialog: "Moved “\(moved.title)” to \(folder.name).", view: NoteSnippet(note: moved))
  }
}
