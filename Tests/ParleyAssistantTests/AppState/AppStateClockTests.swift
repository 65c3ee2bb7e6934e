import Foundation
import ParleyIntents
import Testing

@testable import ParleyAssistant

/// A model an app makes in `dependencies:` that reads the clock once, as it is made, sees the
/// conversation's fixed time, whichever conversation over a catalog makes it.
@Suite struct AppStateClockTests {
  private static let moment = Date(timeIntervalSince1970: 1_795_251_600)
  private static let dueLine = "“Dune” is due 2026-12-05T09:00:00Z."

  @Test func aModelMadeWhileTheCatalogLoadsReadsTheConversationsTime() async throws {
    // The catalog's phrases read the loans, so the model is made as the catalog loads.
    let catalog = try await AppCatalog.load([Loans.app])
    let conversation = Conversation(
      catalog: catalog, options: ConversationOptions(now: Self.moment))
    #expect(
      await conversation.respond(to: "when is dune due in loans")
        == completes(.dialog(Self.dueLine)))
  }

  @Test func aCatalogLoadedAtTheTimeHandsItsStateToAConversationAtThatTime() async throws {
    let catalog = try await AppCatalog.load([Loans.app], now: Self.moment)
    let options = ConversationOptions(now: Self.moment)
    for _ in 0..<2 {
      let conversation = Conversation(catalog: catalog, options: options)
      #expect(
        await conversation.respond(to: "when is dune due in loans")
          == completes(.dialog(Self.dueLine)))
    }
  }
}

/// A library app whose loans fall due two weeks after its store is made.
private enum Loans {
  static let loanLength: TimeInterval = 14 * 24 * 3600

  static let app = ParleyApp(name: "Loans", shortcuts: LoansShortcuts.self) { manager in
    manager.add(dependency: LoanStore(clock: manager.clock))
  }
}

private final class LoanStore: Sendable {
  let due: Date
  init(clock: @Sendable () -> Date) { due = clock().addingTimeInterval(Loans.loanLength) }
}

private struct LoanEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static let defaultQuery = LoanQuery()

  let id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

private struct LoanQuery: EnumerableEntityQuery {
  @Dependency var store: LoanStore

  func allEntities() async throws -> [LoanEntity] {
    _ = store.due
    return [LoanEntity(id: "Dune")]
  }
}

private struct LoansShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: WhenDue(), phrases: ["When is \(\.$book) due in \(.applicationName)"])
  }
}

private struct WhenDue: AppIntent {
  static let title: LocalizedStringResource = "When Due"

  @Parameter(title: "Book") var book: LoanEntity
  @Dependency var store: LoanStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "“\(book.id)” is due \(ISO8601DateFormatter().string(from: store.due)).")
  }
}
