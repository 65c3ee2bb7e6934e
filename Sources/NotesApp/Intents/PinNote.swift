import ParleyIntents

/// Pins a note to the top of the list, or unpins it; the Pin and Unpin buttons of a note's
/// card run it.
struct PinNote: NoteIntent {
  static let title: LocalizedStringResource = "Pin Note"
  static let description = IntentDescription(
    "Pins a note to the top, or unpins it.", categoryName: "Notes", searchKeywords: ["unpin"])

  @Parameter(title: "Note", requestValueDialog: "Which note should I pin?")
  var note: NoteEntity

  @Parameter(title: "Pinned", default: true)
  var isPinned: Bool

  @Dependency private var store: NoteStore

  init() {}

  init(note: NoteEntity, isPinned: Bool) {
    self.init(note: note)
    self.isPinned = isPinned
  }

  static var parameterSummary: some ParameterSummary {
    Summary("Pin \(\.$note)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    guard let updated = try store.setPinned(isPinned, of: note.id) else {
      throw NotesError.noteGone
    }
    let done = isPinned ? "Pinned" : "Unpinned"
    return .result(dialog: "\(done) “\(updated.title)”.", view: NoteSnippet(note: updated))
  }
}
