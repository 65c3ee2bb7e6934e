import ParleyIntents
import Testing

@testable import ParleyAssistant

/// A dish on a canteen's menu; its query finds every dish with a word that starts with the
/// words said.
private struct Dish: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Dish"
  static var defaultQuery = DishQuery()

  var id: String
  var name: String

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  static let all = ["Chicken Curry", "Chicken Pie", "Tomato Salad"].map {
    Dish(id: $0.lowercased(), name: $0)
  }
}

private struct DishQuery: EntityStringQuery {
  func entities(for identifiers: [String]) async throws -> [Dish] {
    Dish.all.filter { identifiers.contains($0.id) }
  }

  func entities(matching string: String) async throws -> [Dish] {
    let words = string.lowercased().split(separator: " ")
    return Dish.all.filter { dish in
      let names = dish.id.split(separator: " ")
      return words.allSatisfy { word in names.contains { $0.hasPrefix(word) } }
    }
  }

  func suggestedEntities() async throws -> [Dish] { Dish.all }
}

private struct OrderDish: AppIntent {
  static let title: LocalizedStringResource = "Order Dish"

  @Parameter(title: "Dish")
  var dish: Dish

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "One \(dish.name), coming up.")
  }
}

private struct CanteenShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: OrderDish(), phrases: ["Order \(\.$dish) from \(.applicationName)"])
  }
}

/// Words of a request that name a vocabulary entry only in part: the matcher's pick is kept
/// unless the entity's own query finds several entities for those words.
@Suite struct ConversationEntityWordsTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    let canteen = ParleyApp(name: "Canteen", shortcuts: CanteenShortcuts.self)
    return ConversationTesting.conversation(
      over: try await AppCatalog.load([canteen]), surface)
  }

  @Test func wordsTheQueryFindsSeveralDishesForAreAskedAbout() async throws {
    let conversation = try await conversation(.display)
    let replies = await conversation.replies(to: ["order chicken from canteen", "pie"])
    #expect(replies[0] == asks(.dialog("Which one?"), .choices(["Chicken Curry", "Chicken Pie"])))
    #expect(replies[1] == completes(.dialog("One Chicken Pie, coming up.")))
  }

  @Test(arguments: [
    ("order tomato from canteen", "Tomato Salad"),
    ("order chicken curry from canteen", "Chicken Curry"),
    ("order the chiken pie from canteen", "Chicken Pie"),
  ])
  func wordsThatNameOneDishAreTaken(request: String, dish: String) async throws {
    let reply = try await conversation(.speaker).respond(to: request)
    #expect(reply == completes(.dialog("One \(dish), coming up.")))
  }
}
