import Foundation
import Testing

@testable import ParleyIntents

@Suite struct BookLibraryTests {
  private let app = ParleyApp(
    name: "Library", shortcuts: LibraryAppShortcuts.self, intents: [AddBook.self, MoveBook.self],
    dependencies: { $0.add(dependency: Library.sample()) })

  @Test func readsTheAppsIntentsAndPhrases() {
    #expect(
      app.allIntents.map { $0.typeName } == [
        "OpenCurrentlyReading", "OpenShelf", "OpenBook", "AddBook", "MoveBook",
      ])
    #expect(LibraryAppShortcuts.validate() == [])
    #expect(LibraryAppShortcuts.shortcutDescriptions[2].presentationSummary == "Open ${target}")
    #expect(
      LibraryAppShortcuts.shortcutDescriptions[2].phrases.map(\.text) == [
        "Open ${target} in ${applicationName}", "Read ${target} with ${applicationName}",
      ])
  }

  @Test func expandsPhrasesWithEnumCasesAndSuggestedBooks() async throws {
    let manager = app.makeDependencyManager()
    _ = try await AppDependencyManager.withCurrent(manager) {
      try await LibraryAppShortcuts.updateAppShortcutParameterValues()
    }
    let phrases = LibraryAppShortcuts.expandedPhrases(appName: "Library")
    #expect(phrases.contains("Open Want to Read in Library"))
    #expect(phrases.contains("Open Wishlist in Library"))
    #expect(phrases.contains("Read Middlemarch with Library"))
    #expect(phrases.filter { $0 == "Open Currently Reading in Library" }.count == 1)
    #expect(phrases.count == 11)
  }

  @Test func reflectsDocumentedParameters() {
    let parameters = intentParameters(of: AddBook())
    #expect(parameters.map(\.name) == ["title", "authorName", "shelf"])
    #expect(parameters.map(\.isOptional) == [false, true, false])
    #expect(parameters[2].defaultValue as? Shelf == .wantToRead)
    #expect(AddBook.descriptionText == "Adds a book to your library.")
    #expect(OpenCurrentlyReading.opensApp)
    #expect(OpenShelf().summaryTemplate == "Open ${shelf}")
  }

  @Test func asksForTheAuthorThenAddsTheBook() async throws {
    let manager = app.makeDependencyManager()
    let intent = AddBook()
    intent.title = "Beloved"
    let parameters = intentParameters(of: intent)
    let error = await #expect(throws: ParameterResolutionError.self) {
      try await AppDependencyManager.withCurrent(manager) { try await intent.perform() }
    }
    #expect(error?.parameter === parameters[1])
    #expect(error?.parameter.name == "authorName")
    #expect(error?.dialog?.fullText == "Who is the author?")
    try error?.parameter.setAnyValue("Toni Morrison")
    let parts = try await AppDependencyManager.withCurrent(manager) {
      resultParts(of: try await intent.perform())
    }
    #expect(parts.dialog?.fullText == "Added Beloved to Want to Read!")
    #expect((parts.value as? BookEntity)?.author == "Toni Morrison")
    #expect(manager.dependency(Library.self)?.books.count == 3)
  }

  @Test func reportsAnErrorsOwnText() {
    #expect(
      userFacingMessage(for: AddBook.Error.missingAuthor, intentTitle: "Add Book")
        == "Who wrote it?")
  }

  @Test func movesABookOnceConfirmed() async throws {
    let intent = MoveBook()
    intent.book = BookEntity(id: UUID(), title: "Middlemarch", author: "George Eliot")
    intent.shelf = .read
    let handler = AlwaysYes()
    let parts = try await IntentRequestContext.$handler.withValue(handler) {
      resultParts(of: try await intent.perform())
    }
    #expect(parts.dialog?.fullText == "Moved Middlemarch to Read.")
    #expect(parts.snippet?.snippetLines == ["Read"])
  }

  private struct AlwaysYes: IntentRequestHandler {
    func requestValue(for parameter: any AnyIntentParameter, dialog: IntentDialog?) async throws
      -> Any
    { throw IntentRequestUnavailableError() }

    func requestDisambiguation(
      for parameter: (any AnyIntentParameter)?, among options: [Any], dialog: IntentDialog?
    ) async throws -> Any { throw IntentRequestUnavailableError() }

    func requestConfirmation(_ request: ConfirmationRequest) async throws -> Bool { true }
  }
}
