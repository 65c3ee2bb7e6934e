import ParleyIntents
import Testing

@testable import ParleyAssistant

/// A question for an entity lists the query's suggestions: a display numbers at most ten and
/// counts the rest, a speaker reads five and says there are more; any book answers by name.
@Suite struct ConversationSuggestionListTests {
  static func conversation(_ surface: Surface) async throws -> Conversation {
    let catalog = try await AppCatalog.load([Library.app])
    return ConversationTesting.conversation(over: catalog, surface)
  }

  @Test func aDisplayListsTenSuggestionsAndCountsTheRest() async throws {
    let conversation = try await Self.conversation(.display)
    let reply = await conversation.respond(to: "read a book with library")
    #expect(
      reply
        == asks(
          .dialog("Which book?"), .choices(Array(Library.titles.prefix(10))),
          .dialog("…and 3 more, or name another book.")))
  }

  @Test func aSpeakerReadsFiveSuggestionsAndOffersAnother() async throws {
    let conversation = try await Self.conversation(.speaker)
    let reply = await conversation.respond(to: "read a book with library")
    #expect(
      reply
        == asks(
          .dialog("Which book?"),
          .dialog("Beloved, Dracula, Emma, Frankenstein, Ivanhoe, or another one?")))
  }

  @Test(arguments: Surface.allCases)
  func aBookLeftOffTheListIsTakenByName(on surface: Surface) async throws {
    let conversation = try await Self.conversation(surface)
    let replies = await conversation.replies(to: ["read a book with library", "walden"])
    #expect(replies[1] == completes(.dialog("Reading Walden.")))
  }

  @Test func aNumberPicksOnlyFromWhatIsListed() async throws {
    let conversation = try await Self.conversation(.display)
    let replies = await conversation.replies(to: [
      "read a book with library", "10", "read a book with library", "12",
    ])
    #expect(replies[1] == completes(.dialog("Reading Rebecca.")))
    #expect(replies[3].items.first == .dialog("Sorry, I couldn't find a book called “12”."))
  }
}

/// A test app whose entity query suggests more books than a question lists.
enum Library {
  static let app = ParleyApp(name: "Library", shortcuts: LibraryShortcuts.self, intents: [])

  static let titles = [
    "Beloved", "Dracula", "Emma", "Frankenstein", "Ivanhoe", "Jane Eyre", "Middlemarch",
    "Moby Dick", "Persuasion", "Rebecca", "Ulysses", "Vanity Fair", "Walden",
  ]
}

struct LibraryShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: ReadBook(), phrases: ["Read a book with \(.applicationName)"])
  }
}

struct BookEntity: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static var defaultQuery = BookQuery()

  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

/// Suggests every book; finds one by a word of its title.
struct BookQuery: EntityStringQuery {
  func entities(for identifiers: [String]) async throws -> [BookEntity] {
    identifiers.filter(Library.titles.contains).map(BookEntity.init)
  }

  func entities(matching string: String) async throws -> [BookEntity] {
    Library.titles.filter { $0.lowercased().contains(string.lowercased()) }.map(BookEntity.init)
  }

  func suggestedEntities() async throws -> [BookEntity] {
    Library.titles.map(BookEntity.init)
  }
}

struct ReadBook: AppIntent {
  static let title: LocalizedStringResource = "Read Book"

  @Parameter(title: "Book")
  var book: BookEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Reading \(book.id).")
  }
}

/// A question whose entity query finds nothing by name lists every value it can take: no
/// "another one" is offered.
@Suite struct ConversationClosedSuggestionListTests {
  @Test(arguments: Surface.allCases)
  func suggestionsOfAQueryThatFindsNothingByNameAreEveryValue(on surface: Surface)
    async throws
  {
    let catalog = try await AppCatalog.load([Shelves.app])
    let conversation = ConversationTesting.conversation(over: catalog, surface)
    let reply = await conversation.respond(to: "dust a shelf with shelves")
    let listed: ReplyItem =
      surface == .display ? .choices(["Top", "Bottom"]) : .dialog("Top or Bottom?")
    #expect(reply == asks(.dialog("Which shelf?"), listed))
  }
}

/// A test app whose entity query only suggests, and finds no entity by the words said.
enum Shelves {
  static let app = ParleyApp(name: "Shelves", shortcuts: ShelvesShortcuts.self, intents: [])
}

struct ShelvesShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: DustShelf(), phrases: ["Dust a shelf with \(.applicationName)"])
  }
}

struct ShelfEntity: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
  static var defaultQuery = ShelfQuery()

  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

/// Suggests both shelves; finds them by identifier only.
struct ShelfQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [ShelfEntity] {
    identifiers.filter { ["Top", "Bottom"].contains($0) }.map(ShelfEntity.init)
  }

  func suggestedEntities() async throws -> [ShelfEntity] {
    ["Top", "Bottom"].map(ShelfEntity.init)
  }
}

struct DustShelf: AppIntent {
  static let title: LocalizedStringResource = "Dust Shelf"

  @Parameter(title: "Shelf")
  var shelf: ShelfEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Dusted the \(shelf.id) shelf.")
  }
}
