import Foundation
import ParleyIntents

struct OpenCurrentlyReading: AppIntent {
  static let title: LocalizedStringResource = "Open Currently Reading"
  static let description = IntentDescription(
    "Opens the app and goes to your currently reading shelf.")
  static let openAppWhenRun: Bool = true

  @MainActor
  func perform() async throws -> some IntentResult {
    .result()
  }
}

struct OpenShelf: AppIntent {
  static let title: LocalizedStringResource = "Open Shelf"

  @Parameter(title: "Shelf")
  var shelf: Shelf

  static var parameterSummary: some ParameterSummary {
    Summary("Open \(\.$shelf)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Opening \(shelf).")
  }
}

struct AddBook: AppIntent {
  static var title: LocalizedStringResource = "Add Book"
  static var description = IntentDescription("Adds a book to your library.")

  @Parameter(title: "Title")
  var title: String

  @Parameter(title: "Author Name")
  var authorName: String?

  @Parameter(title: "Shelf", default: .wantToRead)
  var shelf: Shelf

  @Dependency
  var library: Library

  static var parameterSummary: some ParameterSummary {
    When(\.$authorName, .hasAnyValue) {
      Summary("Add \(\.$title) by \(\.$authorName)")
    } otherwise: {
      Summary("Add \(\.$title)")
    }
  }

  enum Error: Swift.Error, CustomLocalizedStringResourceConvertible {
    case missingAuthor

    var localizedStringResource: LocalizedStringResource {
      switch self {
      case .missingAuthor: return "Who wrote it?"
      }
    }
  }

  func perform() async throws -> some IntentResult & ReturnsValue<BookEntity> & ProvidesDialog {
    guard let authorName else {
      throw $authorName.needsValueError("Who is the author?")
    }
    let book = Library.Book(id: UUID(), title: title, author: authorName, shelf: shelf)
    library.add(book)
    return .result(value: BookEntity(book: book), dialog: "Added \(title) to \(shelf)!")
  }
}

struct MoveBook: AppIntent {
  static let title: LocalizedStringResource = "Move Book"

  @Parameter(title: "Book", requestDisambiguationDialog: "Which book?")
  var book: BookEntity

  @Parameter(title: "Shelf")
  var shelf: Shelf

  static var parameterSummary: some ParameterSummary {
    Switch(\.$shelf) {
      Case(.read) {
        Summary("Mark \(\.$book) as read")
      }
      DefaultCase {
        Summary("Move \(\.$book) to \(\.$shelf)")
      }
    }
  }

  func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    try await requestConfirmation(
      result: .result(dialog: "Move \(book) to \(shelf)?"), confirmationActionName: .set)
    return .result(
      dialog: IntentDialog(full: "Moved \(book) to \(shelf).", supporting: "Done."),
      view: TextSnippet(title: book.title, lines: [shelf.localizedStringResource.description]))
  }
}

struct OpenBook: OpenIntent {
  static let title: LocalizedStringResource = "Open Book"

  @Parameter(title: "Book")
  var target: BookEntity

  func perform() async throws -> some IntentResult {
    .result()
  }
}

struct LibraryAppShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenCurrentlyReading(),
      phrases: [
        "Open Currently Reading in \(.applicationName)",
        "Show my \(.applicationName) shelf",
      ],
      shortTitle: "Currently Reading",
      systemImageName: "books.vertical.fill"
    )
    AppShortcut(
      intent: OpenShelf(),
      phrases: ["Open \(\.$shelf) in \(.applicationName)"],
      shortTitle: "Open Shelf",
      systemImageName: "books.vertical"
    )
    AppShortcut(
      intent: OpenBook(),
      phrases: [
        "Open \(\.$target) in \(.applicationName)", "Read \(\.$target) with \(.applicationName)",
      ],
      shortTitle: "Open Book",
      systemImageName: "book",
      parameterPresentation: AppShortcutParameterPresentation(
        for: \.$target,
        summary: Summary("Open \(\.$target)"),
        optionsCollections: {
          AppShortcutOptionsCollection(
            BookQuery(), title: "Library", systemImageName: "books.vertical")
        }
      )
    )
    AppShortcut(
      intent: AddBook(), phrases: ["Add a book to \(.applicationName)"], systemImageName: "plus")
  }

  static var shortcutTileColor: ShortcutTileColor = .tangerine
}
