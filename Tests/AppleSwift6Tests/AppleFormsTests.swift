import Foundation
import ParleyAssistant
import ParleyIntents
import Testing

/// Two more of Apple's documented forms, compiled as written: a URL template that reads the
/// entity's identifier with `\(.id)`, and a prediction whose parameters are in parentheses.
@Suite struct AppleFormsTests {
  struct RecipeEntity: AppEntity, URLRepresentableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
    static let defaultQuery = RecipeQuery()
    static let urlRepresentation: URLRepresentation = "https://kitchen.example/recipes/\(.id)"

    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
  }

  struct RecipeQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [RecipeEntity] { [RecipeEntity(id: "miso")] }
  }

  struct OrderSoup: PredictableIntent {
    static let title: LocalizedStringResource = "Order Soup"
    @Parameter(title: "Soup") var soup: RecipeEntity

    static var predictionConfiguration: some IntentPredictionConfiguration {
      IntentPrediction(parameters: (\.$soup)) { soup in
        DisplayRepresentation(title: "Order \(soup)")
      }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
      .result(dialog: "Ordered \(soup.id).")
    }
  }

  struct OpenRecipe: OpenIntent {
    static let title: LocalizedStringResource = "Open Recipe"
    @Parameter(title: "Recipe") var target: RecipeEntity
  }

  struct Shortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
      AppShortcut(intent: OpenRecipe(), phrases: ["Open \(\.$target) in \(.applicationName)"])
      AppShortcut(intent: OrderSoup(), phrases: ["Order \(\.$soup) from \(.applicationName)"])
    }
  }

  @Test func theIdentifierFillsTheTemplate() async throws {
    let conversation = Conversation(
      catalog: try await AppCatalog.load([ParleyApp(name: "Kitchen", shortcuts: Shortcuts.self)]))
    let reply = await conversation.respond(to: "/OpenRecipe target=miso")
    #expect(reply.items == [.dialog("Opening https://kitchen.example/recipes/miso…")])
  }

  @Test func aPredictionInParenthesesIsOneByItsParameter() {
    let prediction = OrderSoup.predictionConfiguration
    #expect(
      type(of: prediction)
        == IntentPrediction<OrderSoup, KeyPath<OrderSoup, IntentParameter<RecipeEntity>>>.self)
  }
}
