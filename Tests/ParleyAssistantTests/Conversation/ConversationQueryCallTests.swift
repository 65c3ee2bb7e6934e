import Foundation
import ParleyIntents
import Testing

@testable import ParleyAssistant

/// The texts the bakery's pastry query was asked to search.
private let pastrySearches = QueryLog()

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
    pastrySearches.record(string)
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
    pastrySearches.clear()
    let reply = await conversation.respond(to: request)
    #expect(reply == completes(.dialog("One \(pastry), coming up.")))
    let texts = pastrySearches.texts
    #expect(!texts.isEmpty)
    #expect(texts.count == Set(texts).count, "\(texts)")
  }
}

/// A kitchen's soup; how many bowls are left of it.
private struct KitchenSoup: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
  static var defaultQuery = KitchenSoupQuery()

  var id: String
  var left: Int

  var displayRepresentation: DisplayRepresentation { "\(id)" }

  static var all: [KitchenSoup] { KitchenPantry.shared.soups }
}

/// The soups a kitchen has made, which its intents change.
private final class KitchenPantry: @unchecked Sendable {
  static let shared = KitchenPantry()

  private let lock = NSLock()
  private var made: [KitchenSoup] = []

  var soups: [KitchenSoup] { lock.withLock { made } }

  func make(_ soup: KitchenSoup) { lock.withLock { made.append(soup) } }

  func reset() {
    lock.withLock {
      made = [KitchenSoup(id: "Tomato", left: 2), KitchenSoup(id: "Miso", left: 9)]
    }
  }
}

/// Finds a soup by name, and once the bowls are known only a soup with that many left, as
/// Apple's documentation writes such a query.
private struct KitchenSoupQuery: EntityStringQuery {
  @IntentParameterDependency<OrderKitchenSoup>(\.$bowls) var order

  func entities(for identifiers: [String]) async throws -> [KitchenSoup] {
    KitchenSoup.all.filter { identifiers.contains($0.id) }
  }

  func entities(matching string: String) async throws -> [KitchenSoup] {
    let named = KitchenSoup.all.filter { $0.id.lowercased() == string.lowercased() }
    guard let order else { return named }
    return named.filter { $0.left >= order.bowls }
  }

  func suggestedEntities() async throws -> [KitchenSoup] { [] }
}

private struct OrderKitchenSoup: AppIntent {
  static let title: LocalizedStringResource = "Order Kitchen Soup"

  @Parameter(title: "Bowls", default: 4) var bowls: Int
  @Parameter(title: "Soup") var soup: KitchenSoup

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "\(bowls) bowls of \(soup.id), coming up.")
  }
}

private struct MakeKitchenSoup: AppIntent {
  static let title: LocalizedStringResource = "Make Kitchen Soup"

  @Parameter(title: "Name") var name: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    KitchenPantry.shared.make(KitchenSoup(id: name.capitalized, left: 10))
    return .result(dialog: "Ten bowls of \(name.capitalized) made.")
  }
}

private struct SoupKitchenShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderKitchenSoup(), phrases: ["Order \(\.$soup) soup from \(.applicationName)"])
    AppShortcut(intent: MakeKitchenSoup(), phrases: ["Make soup in \(.applicationName)"])
  }
}

/// What a query found is kept for the line only while the query would find the same: a query
/// that reads the intent's other values (`@IntentParameterDependency`) is asked with the intent
/// it resolves, and again once a value changes.
@Suite(.serialized) struct ConversationQueryDependencyTests {
  private func kitchen() async throws -> Conversation {
    KitchenPantry.shared.reset()
    let kitchen = ParleyApp(name: "Kitchen", shortcuts: SoupKitchenShortcuts.self)
    return ConversationTesting.conversation(over: try await AppCatalog.load([kitchen]), .display)
  }

  @Test func aQueryReadingTheIntentFindsWhatItsValuesAllow() async throws {
    let conversation = try await kitchen()
    let reply = await conversation.respond(to: "order tomato soup from kitchen")
    #expect(
      reply
        == asks(.dialog("Sorry, I couldn't find a soup called “tomato”."), .dialog("Which soup?")))
  }

  @Test func aQueryReadingTheIntentFindsWhatItAllows() async throws {
    let conversation = try await kitchen()
    let reply = await conversation.respond(to: "order miso soup from kitchen")
    #expect(reply == completes(.dialog("4 bowls of Miso, coming up.")))
  }

  @Test func whatAQueryFoundIsForgottenOnceAnIntentChangesTheApp() async throws {
    let conversation = try await kitchen()
    let order = "order pumpkin soup from kitchen"
    let notFound = asks(
      .dialog("Sorry, I couldn't find a soup called “pumpkin”."), .dialog("Which soup?"))
    #expect(await conversation.respond(to: order) == notFound)
    #expect(await conversation.respond(to: "cancel") == cancelled)
    #expect(
      await conversation.respond(to: "make soup in kitchen") == asks(.dialog("What's the name?")))
    #expect(
      await conversation.respond(to: "pumpkin")
        == completes(.dialog("Ten bowls of Pumpkin made.")))
    #expect(
      await conversation.respond(to: order)
        == completes(.dialog("4 bowls of Pumpkin, coming up.")))
  }
}
