import Foundation
import ParleyIntents
import Testing

@testable import ParleyAssistant

/// The texts a bakery's pastry query was asked to search, in order.
private final class QueryLog: @unchecked Sendable {
  static let shared = QueryLog()

  private let lock = NSLock()
  private var searched: [String] = []

  func record(_ text: String) { lock.withLock { searched.append(text) } }

  var texts: [String] { lock.withLock { searched } }

  func clear() { lock.withLock { searched = [] } }
}

/// A bakery's pastry; the phrases list only the croissant, the query finds every pastry.
private struct Pastry: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Pastry"
  static var defaultQuery = PastryQuery()

  var id: String
  var name: String

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  static let all = ["Croissant", "Danish", "Almond Scone"].map {
    Pastry(id: $0.lowercased(), name: $0)
  }
}

private struct PastryQuery: EntityStringQuery {
  func entities(for identifiers: [String]) async throws -> [Pastry] {
    Pastry.all.filter { identifiers.contains($0.id) }
  }

  func entities(matching string: String) async throws -> [Pastry] {
    QueryLog.shared.record(string)
    let words = string.lowercased().split(separator: " ")
    return Pastry.all.filter { pastry in
      let names = pastry.id.split(separator: " ")
      return words.allSatisfy { word in names.contains { $0 == word } }
    }
  }

  func suggestedEntities() async throws -> [Pastry] { [Pastry.all[0]] }
}

private struct OrderPastry: AppIntent {
  static let title: LocalizedStringResource = "Order Pastry"

  @Parameter(title: "Pastry")
  var pastry: Pastry

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "One \(pastry.name), coming up.")
  }
}

private struct BakeryShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: OrderPastry(), phrases: ["Order a \(\.$pastry) from \(.applicationName)"])
  }
}

/// A name the phrases do not list, confirmed through the app's query, is searched for once per
/// line: confirming it, reading the words said beside it and resolving it share what the query
/// found.
@Suite(.serialized) struct ConversationQueryCallTests {
  @Test(arguments: [
    ("order a danish from bakery", "Danish"),
    ("order an almond scone from bakery", "Almond Scone"),
  ])
  func theQuerySearchesEachTextOncePerLine(request: String, pastry: String) async throws {
    let bakery = ParleyApp(name: "Bakery", shortcuts: BakeryShortcuts.self)
    let conversation = ConversationTesting.conversation(
      over: try await AppCatalog.load([bakery]), .display)
    QueryLog.shared.clear()
    let reply = await conversation.respond(to: request)
    #expect(reply == completes(.dialog("One \(pastry), coming up.")))
    let texts = QueryLog.shared.texts
    #expect(!texts.isEmpty)
    #expect(texts.count == Set(texts).count, "\(texts)")
  }
}
