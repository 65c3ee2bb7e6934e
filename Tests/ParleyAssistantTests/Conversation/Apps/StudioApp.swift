import ParleyIntents

/// A test app whose intents each return one kind of result: dialog with a snippet, dialog
/// only, snippet only, a value, nothing, or an intent to open.
enum Studio {
  static let app = ParleyApp(
    name: "Studio", shortcuts: StudioShortcuts.self, intents: [OpenNote.self, Ping.self])

  /// An intent whose name Radio's ``Radio/Ping`` shares.
  struct Ping: AppIntent {
    static let title: LocalizedStringResource = "Ping"

    func perform() async throws -> some IntentResult & ProvidesDialog {
      .result(dialog: "Studio pings back.")
    }
  }
}

struct StudioShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: ShowReport(), phrases: ["Show the weekly report in \(.applicationName)"])
    AppShortcut(intent: SayHello(), phrases: ["Say hello with \(.applicationName)"])
    AppShortcut(intent: ShowBadge(), phrases: ["Show my badge in \(.applicationName)"])
    AppShortcut(intent: ShowScore(), phrases: ["Show my score in \(.applicationName)"])
    AppShortcut(intent: CountSteps(), phrases: ["Count my steps with \(.applicationName)"])
    AppShortcut(intent: TidyUp(), phrases: ["Tidy up the desk with \(.applicationName)"])
    AppShortcut(intent: OpenInbox(), phrases: ["Open the inbox in \(.applicationName)"])
    AppShortcut(intent: FindNote(), phrases: ["Find the note \(\.$note) in \(.applicationName)"])
    AppShortcut(intent: ShareNote(), phrases: ["Share a note with \(.applicationName)"])
    AppShortcut(intent: BrowseNotes(), phrases: ["Browse the notes in \(.applicationName)"])
  }
}

/// A note, listed by an enumerable query.
struct NoteEntity: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
  static var defaultQuery = NoteQuery()

  var id: String
  var title: String

  var displayRepresentation: DisplayRepresentation { "\(title)" }

  static let all = [
    NoteEntity(id: "groceries", title: "Groceries"),
    NoteEntity(id: "packing", title: "Packing List"),
  ]
}

/// Lists every note.
struct NoteQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [NoteEntity] { NoteEntity.all }
}

/// A card with a title and lines.
struct ReportCard: SnippetView {
  var snippetTitle: String? { "Weekly Report" }
  var snippetLines: [String] { ["Sales: 12", "Returns: 1"] }
}

/// Dialog with full and supporting text, and a snippet.
struct ShowReport: AppIntent {
  static let title: LocalizedStringResource = "Show Report"

  func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    .result(
      dialog: IntentDialog(
        full: "This week you sold 12 and had 1 return.", supporting: "Here's your report."),
      view: ReportCard())
  }
}

/// Dialog only.
struct SayHello: AppIntent {
  static let title: LocalizedStringResource = "Say Hello"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: IntentDialog(full: "Hello there!", supporting: "Hi."))
  }
}

/// A snippet only, without a value.
struct ShowBadge: AppIntent {
  static let title: LocalizedStringResource = "Show Badge"

  func perform() async throws -> some IntentResult & ShowsSnippetView {
    .result(view: TextSnippet(title: "Gold Badge", lines: ["Earned today", "Keep going"]))
  }
}

/// A value with a snippet.
struct ShowScore: AppIntent {
  static let title: LocalizedStringResource = "Show Score"

  func perform() async throws -> some IntentResult & ReturnsValue<Int> & ShowsSnippetView {
    .result(value: 42, view: TextSnippet(title: "Score", lines: ["42 points"]))
  }
}

/// A value only.
struct CountSteps: AppIntent {
  static let title: LocalizedStringResource = "Count Steps"

  func perform() async throws -> some IntentResult & ReturnsValue<Int> {
    .result(value: 8_500)
  }
}

/// Nothing at all.
struct TidyUp: AppIntent {
  static let title: LocalizedStringResource = "Tidy Up"

  func perform() async throws -> some IntentResult {
    .result()
  }
}

/// Opens the app when run.
struct OpenInbox: AppIntent {
  static let title: LocalizedStringResource = "Open Inbox"
  static let openAppWhenRun = true

  func perform() async throws -> some IntentResult {
    .result()
  }
}

/// Finds a note and opens it.
struct FindNote: AppIntent {
  static let title: LocalizedStringResource = "Find Note"

  @Parameter(title: "Note")
  var note: NoteEntity

  func perform() async throws -> some IntentResult & ProvidesDialog & OpensIntent {
    .result(opensIntent: OpenNote(target: note), dialog: "Found \(note.title).")
  }
}

/// Throws `needsDisambiguationError` among entities, asked with the parameter's own question.
struct ShareNote: AppIntent {
  static let title: LocalizedStringResource = "Share Note"

  @Parameter(title: "Note", requestDisambiguationDialog: "Which note should I share?")
  var note: NoteEntity?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let note else { throw $note.needsDisambiguationError(among: NoteEntity.all) }
    return .result(dialog: "Shared \(note.title).")
  }
}

/// Opens a note without naming it: the opened intent asks which.
struct BrowseNotes: AppIntent {
  static let title: LocalizedStringResource = "Browse Notes"

  func perform() async throws -> some IntentResult & OpensIntent {
    .result(opensIntent: OpenNote())
  }
}

/// Opens the app on a note.
struct OpenNote: OpenIntent {
  static let title: LocalizedStringResource = "Open Note"

  @Parameter(title: "Note")
  var target: NoteEntity

  init() {}

  init(target: NoteEntity) {
    self.target = target
  }

  func perform() async throws -> some IntentResult {
    .result()
  }
}
