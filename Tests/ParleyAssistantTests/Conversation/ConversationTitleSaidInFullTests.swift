import ParleyIntents
import Testing

@testable import ParleyAssistant

/// A title said in full is that entity, though the app's query, which looks titles up by any
/// part, finds it in a longer title too; a part of a title it finds in several is asked about.
@Suite struct ConversationTitleSaidInFullTests {
  @Test func aTitleSaidInFullIsThatBook() async throws {
    let conversation = Conversation(catalog: try await AppCatalog.load([Bookshelf.app]))
    #expect(
      await conversation.respond(to: "renew dune with bookshelf")
        == completes(.dialog("Renewed Dune.")))
    #expect(
      await conversation.respond(to: "renew the dune messiah with bookshelf")
        == completes(.dialog("Renewed Dune Messiah.")))
  }

  @Test func aPartOfTwoTitlesIsAskedAbout() async throws {
    let conversation = Conversation(catalog: try await AppCatalog.load([Bookshelf.app]))
    let reply = await conversation.respond(to: "renew chicken with bookshelf")
    #expect(reply.items.contains(.choices(["Chicken Noodle", "Chicken Tortilla"])))
  }
}

private enum Bookshelf {
  static let titles = ["Dune", "Dune Messiah", "Chicken Noodle", "Chicken Tortilla"]
  static let app = ParleyApp(name: "Bookshelf", shortcuts: ShelfShortcuts.self)
}

private struct ShelfBook: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static let defaultQuery = BookshelfQuery()

  let id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

private struct BookshelfQuery: EntityStringQuery {
  func entities(for identifiers: [String]) async throws -> [ShelfBook] {
    identifiers.filter(Bookshelf.titles.contains).map(ShelfBook.init)
  }

  func entities(matching string: String) async throws -> [ShelfBook] {
    Bookshelf.titles.filter { $0.localizedCaseInsensitiveContains(string) }.map(ShelfBook.init)
  }

  func suggestedEntities() async throws -> [ShelfBook] { Bookshelf.titles.map(ShelfBook.init) }
}

private struct ShelfShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: RenewShelfBook(), phrases: ["Renew \(\.$book) with \(.applicationName)"])
  }
}

private struct RenewShelfBook: AppIntent {
  static let title: LocalizedStringResource = "Renew Book"

  @Parameter(title: "Book") var book: ShelfBook

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Renewed \(book.id).")
  }
}
