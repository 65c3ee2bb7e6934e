import ParleyIntents

/// Creates a note with a title and its text, each asked for when missing ("create a note called
/// shopping saying eggs and milk" says both), and a folder (Personal unless one is said); "undo"
/// right after deletes it again, once the person confirms. The text of a note named as one
/// there is goes to that note, once the person agrees.
struct CreateNote: ReversibleIntent {
  static let title: LocalizedStringResource = "Create Note"
  static let description = IntentDescription(
    "Creates a note.", categoryName: "Notes", searchKeywords: ["new", "add", "write", "take"])

  @Parameter(title: "Title", requestValueDialog: "What should the note be called?")
  var noteTitle: String

  @Parameter(
    title: "Text", description: "What the note says.", requestValueDialog: "What should it say?")
  var body: String?

  @Parameter(title: "Folder", default: .personal)
  var folder: NoteFolder

  @Dependency private var store: NoteStore

  static var parameterSummary: some ParameterSummary {
    Summary("Create a note called \(\.$noteTitle)") {
      \.$body
      \.$folder
    }
  }

  func perform() async throws
    -> some IntentResult & ReturnsValue<NoteEntity> & ProvidesDialog & ShowsSnippetView
  {
    let title = noteTitle.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !title.isEmpty else {
      throw $noteTitle.needsValueError("A note needs a title. What should it be called?")
    }
    guard let body else { throw $body.needsValueError() }
    if let existing = store.note(titled: title) {
      // A second note of the same name would be taken for the first: the text goes to the one
      // there is, once the person agrees ("add a note to groceries saying buy eggs").
      try await requestConfirmation(
        result: .result(
          dialog: "You have a note called “\(existing.title)” already. Add “\(body)” to it?"),
        confirmationActionName: .add)
      guard let added = try store.append(body, to: existing.id) else { throw NotesError.noteGone }
      return .result(
        value: NoteEntity(note: added), dialog: "Added “\(body)” to “\(added.title)”.",
        view: NoteSnippet(note: added))
    }
    let note = try store.add(title: title, body: body, folder: folder)
    return .result(
      value: NoteEntity(note: note),
      dialog: "Created the note “\(note.title)” in \(note.folder.name).",
      view: NoteSnippet(note: note))
  }

  func undoIntent(for result: PerformResult) async throws -> DeleteNote? {
    // Text added to a note that was there made no note: there is none to delete.
    guard let note = result.value, note.body == body else { return nil }
    return DeleteNote(note: note)
  }
}
