// Apple-style App Intents code for options in sections, parameter initializers with ranges
// and keyboard options, and dependencies made asynchronously; written as Apple's documentation
// writes it, with `import ParleyIntents` for `import AppIntents`.
import ParleyIntents

enum Library {
  static let app = ParleyApp(
    name: "Library", shortcuts: LibraryShortcuts.self,
    intents: [
      CreateBook.self, LendBook.self, ShelveBook.self, SubscribeNewsletter.self, RenewBook.self,
      ArrangeShelf.self,
    ])
}

struct LibraryShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: CreateBook(), phrases: ["Add a book to \(.applicationName)"])
  }
}

/// A catalogue read from somewhere slow, made when an intent first needs it.
final class Catalogue: Sendable {
  let name: String

  init(name: String) {
    self.name = name
  }

  static func load() async throws -> Catalogue {
    await Task.yield()
    return Catalogue(name: "Main Catalogue")
  }
}

struct CreateBook: AppIntent {
  static let title: LocalizedStringResource = "Create Book"

  @Parameter(title: "Author Name", optionsProvider: AuthorNamesOptionsProvider())
  var authorName: String

  @AppDependency(default: { try await Catalogue.load() }) private var catalogue: Catalogue

  struct AuthorNamesOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
      ItemCollection {
        ItemSection("Italian Authors") {
          "Dante Alighieri"
          "Alessandro Manzoni"
        }
        ItemSection("Russian Authors") {
          "Anton Chekhov"
          "Fyodor Dostoevsky"
        }
      }
    }
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Added a book by \(authorName) to the \(catalogue.name).")
  }
}

struct ShelfOptions: DynamicOptionsProvider {
  func results() async throws -> ItemCollection<Int> {
    ItemCollection(items: [
      IntentItem(1, title: "Ground floor", subtitle: "Fiction"),
      IntentItem(4, title: "Fourth floor", subtitle: "History"),
    ])
  }
}

struct ShelveBook: AppIntent {
  static let title: LocalizedStringResource = "Shelve Book"

  @Parameter(title: "Floor", inclusiveRange: (1, 4), optionsProvider: ShelfOptions())
  var floor: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Shelved on floor \(floor).")
  }
}

struct SubscribeNewsletter: AppIntent {
  static let title: LocalizedStringResource = "Subscribe to Newsletter"

  @Parameter(
    title: "Email",
    inputOptions: String.IntentInputOptions(
      keyboardType: .emailAddress, capitalizationType: .none, autocorrect: false),
    requestValueDialog: "Which email address?")
  var email: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Subscribed \(email).")
  }
}

struct ReaderEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reader"
  static let defaultQuery = ReaderQuery()

  let id: String
  let name: String
  let isStaff: Bool

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

  static let all = [
    ReaderEntity(id: "ana", name: "Ana", isStaff: false),
    ReaderEntity(id: "ben", name: "Ben", isStaff: true),
    ReaderEntity(id: "cleo", name: "Cleo", isStaff: false),
  ]
}

struct ReaderQuery: EntityQuery {
  func entities(for identifiers: [ReaderEntity.ID]) async throws -> [ReaderEntity] {
    ReaderEntity.all.filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> ItemCollection<ReaderEntity> {
    ItemCollection(sections: [
      ItemSection("Members", items: ReaderEntity.all.filter { !$0.isStaff }),
      ItemSection("Staff", items: ReaderEntity.all.filter(\.isStaff)),
    ])
  }
}

struct LendBook: AppIntent {
  static let title: LocalizedStringResource = "Lend Book"

  @Parameter(title: "Reader") var reader: ReaderEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Lent to \(reader.name).")
  }
}

struct RenewBook: AppIntent {
  static let title: LocalizedStringResource = "Renew Book"

  @Parameter(title: "Due Date", kind: .date)
  var dueDate: Date

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Renewed.")
  }
}

/// Apple's other parameter initializers: without a title, with control styles and ranges.
struct ArrangeShelf: AppIntent {
  static let title: LocalizedStringResource = "Arrange Shelf"

  @Parameter(description: "How many rows", default: 3, controlStyle: .field, inclusiveRange: (1, 9))
  var rows: Int

  @Parameter(title: "Spacing", controlStyle: .slider, inclusiveRange: (0.5, 2.0))
  var spacing: Double?

  @Parameter(title: "Label", default: "Fiction", inputOptions: String.IntentInputOptions())
  var label: String

  @Parameter(title: "Reopens", default: Date(timeIntervalSince1970: 0), kind: .dateTime)
  var reopens: Date

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "\(rows) rows of \(label).")
  }
}
