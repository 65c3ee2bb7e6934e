import ParleyIntents

/// Adds text to the end of a note, asked for when it was not said: "add to my groceries note
/// saying buy eggs".
struct AddToNote: NoteIntent {
  static let title: LocalizedStringResource = "Add to Note"
  static let description = IntentDescription(
    "Adds text to the end of a note.", categoryName: "Notes", searchKeywords: ["append"])

  @Parameter(title: "Note", requestValueDialog: "Which note should I add to?")
  var note: NoteEntity

  @Parameter(title: "Text", requestValueDialog: "What should I add?")
  var text: String

  @Dependency private var store: NoteStore

  static var parameterSummary: some ParameterSummary {
    Summary("Add \(\.$text) to \(\.$note)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    guard let updated = try store.append(text, to: note.id) else { throw NotesError.noteGone }
    return .result(
      dialog: "Added “\(text)” to “\(updated.title)”.", view: NoteSnippet(note: updated))
  }
}
