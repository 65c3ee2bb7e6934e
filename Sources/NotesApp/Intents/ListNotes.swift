import ParleyIntents

/// Lists the notes, pinned ones first, of one folder or all, on a card whose buttons show each
/// note.
struct ListNotes: AppIntent {
  static let title: LocalizedStringResource = "List Notes"
  static let description = IntentDescription(
    "Lists your notes, pinned ones first.", categoryName: "Notes", searchKeywords: ["all"])

  @Parameter(title: "Folder", description: "Only the notes in this folder; all when empty.")
  var folder: NoteFolder?

  @Dependency private var store: NoteStore

  static var parameterSummary: some ParameterSummary {
    Summary("List the notes in \(\.$folder)")
  }

  func perform() async throws
    -> some IntentResult & ReturnsValue<[NoteEntity]> & ProvidesDialog & ShowsSnippetView
  {
    let notes = store.notes.filter { folder == nil || $0.folder == folder }
    let titles = notes.map(\.title)
    let place = folder.map { " in \($0.name)" } ?? ""
    let full: String
    switch titles.count {
    case 0: full = "You have no notes\(place) yet."
    case 1: full = "You have 1 note\(place): \(titles[0])."
    default:
      let list = titles.dropLast().joined(separator: ", ") + " and " + titles[titles.count - 1]
      full = "You have \(titles.count) notes\(place): \(list)."
    }
    return .result(
      value: notes.map(NoteEntity.init),
      dialog: IntentDialog(full: "\(full)", supporting: "Here are your notes\(place)."),
      view: NoteListSnippet(title: folder?.name ?? "Notes", notes: notes))
  }
}
