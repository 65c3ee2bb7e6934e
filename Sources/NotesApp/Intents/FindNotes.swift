import ParleyIntents

/// Finds a note by a word of its title or text, through the note query's string search, and
/// shows its card.
struct FindNotes: NoteIntent {
  static let title: LocalizedStringResource = "Find Notes"
  static let description = IntentDescription(
    "Finds a note by a word of its title or text and shows it.", categoryName: "Notes",
    searchKeywords: ["search", "show", "look up"])

  @Parameter(
    title: "Note", requestValueDialog: "Which note are you looking for?",
    requestDisambiguationDialog: "I found several notes. Which one?")
  var note: NoteEntity

  @Dependency private var store: NoteStore

  static var parameterSummary: some ParameterSummary {
    Summary("Find \(\.$note)")
  }

  func perform() async throws
    -> some IntentResult & ReturnsValue<NoteEntity> & ProvidesDialog & ShowsSnippetView
  {
    guard let current = store.note(with: note.id) else { throw NotesError.noteGone }
    let full =
      current.body.isEmpty
      ? "Your note “\(current.title)” is empty."
      : "Your note “\(current.title)” says: \(current.body)"
    return .result(
      value: NoteEntity(note: current),
      dialog: IntentDialog(full: "\(full)", supporting: "Here's your note."),
      view: NoteSnippet(note: current))
  }
}
