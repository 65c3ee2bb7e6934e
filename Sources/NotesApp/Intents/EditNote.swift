import ParleyIntents

/// Replaces a note's text, asking for it (naming the note) when it was not given; the Edit
/// button of a note's card runs it.
struct EditNote: NoteIntent {
  static let title: LocalizedStringResource = "Edit Note"
  static let description = IntentDescription(
    "Replaces the text of a note.", categoryName: "Notes", searchKeywords: ["change", "update"])

  @Parameter(title: "Note", requestValueDialog: "Which note should I change?")
  var note: NoteEntity

  @Parameter(title: "Text")
  var text: String?

  @Dependency private var store: NoteStore

  static var parameterSummary: some ParameterSummary {
    Summary("Change the text of \(\.$note) to \(\.$text)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    guard let text, !text.isEmpty else {
      throw $text.needsValueError("What should “\(note.title)” say?")
    }
    guard let updated = try store.setBody(text, of: note.id) else { throw NotesError.noteGone }
    return .result(dialog: "Updated “\(updated.title)”.", view: NoteSnippet(note: updated))
  }
}
