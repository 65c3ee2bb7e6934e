import ParleyIntents

/// Deletes a note after the person confirms; it never opens the app.
struct DeleteNote: NoteIntent {
  static let title: LocalizedStringResource = "Delete Note"
  static let description = IntentDescription(
    "Deletes a note.", categoryName: "Notes", searchKeywords: ["remove", "trash"])
  static let supportedModes: IntentModes = .background

  @Parameter(title: "Note", requestValueDialog: "Which note should I delete?")
  var note: NoteEntity

  @Dependency private var store: NoteStore

  static var parameterSummary: some ParameterSummary {
    Summary("Delete \(\.$note)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation(
      result: .result(dialog: "Delete the note “\(note.title)”? This can't be undone."),
      confirmationActionName: .custom(
        acceptLabel: "Delete", acceptAlternatives: ["Remove", "Trash"], denyLabel: "Keep",
        denyAlternatives: [], destructive: true))
    guard try store.delete(note.id) else { throw NotesError.noteGone }
    return .result(dialog: "Deleted the note “\(note.title)”.")
  }
}
