import ParleyIntents

/// Moves a note to another folder: both values can come in one request ("move my groceries
/// note to travel"). The folders offered are those the note is not in already.
struct MoveNote: AppIntent {
  static let title: LocalizedStringResource = "Move Note"
  static let description = IntentDescription(
    "Moves a note to another folder.", categoryName: "Notes", searchKeywords: ["file", "put"])

  @Parameter(title: "Note", requestValueDialog: "Which note should I move?")
  var note: NoteEntity

  @Parameter(
    title: "Folder", requestValueDialog: "Which folder should it go in?",
    optionsProvider: OtherFolders())
  var folder: NoteFolder

  @Dependency private var store: NoteStore

  static var parameterSummary: some ParameterSummary {
    Summary("Move \(\.$note) to \(\.$folder)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    guard let current = store.note(with: note.id) else { throw NotesError.noteGone }
    guard current.folder != folder else {
      return .result(
        dialog: "“\(current.title)” is already in \(folder.name).", view: NoteSnippet(note: current)
      )
    }
    guard let moved = try store.move(note.id, to: folder) else { throw NotesError.noteGone }
    return .result(
      dialog: "Moved “\(moved.title)” to \(folder.name).", view: NoteSnippet(note: moved))
  }

  /// The folders a note can go to: every folder but the one it is in.
  struct OtherFolders: DynamicOptionsProvider {
    @IntentParameterDependency<MoveNote>(\.$note)
    var moveNote

    @Dependency private var store: NoteStore

    func results() async throws -> [NoteFolder] {
      let current = moveNote.flatMap { store.note(with: $0.note.id) }?.folder
      return NoteFolder.allCases.filter { $0 != current }
    }
  }
}
