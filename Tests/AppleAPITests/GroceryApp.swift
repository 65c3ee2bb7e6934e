// Apple-style App Intents code for the APIs a developer's own app uses, written as Apple's
// documentation writes it; the only change is `import ParleyIntents` for `import AppIntents`.
// Foundation's types (Date, UUID, Decimal, AttributedString) come with that import.
import ParleyIntents

enum Grocery {
  static let app = ParleyApp(
    name: "Grocer", shortcuts: GroceryShortcuts.self,
    intents: [
      PlaceOrder.self, AddNote.self, CheckOut.self, TrackDelivery.self, ReviewOrder.self,
      RateOrder.self, PayNow.self, ReorderUsual.self, OpenAisle.self, ShowProduce.self,
      QuietShopping.self,
    ],
    dependencies: { manager in
      manager.add { GroceryStore() }
    })
}

final class GroceryStore: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var orders: [(id: UUID, item: String, size: String, placed: Date)] = []
  private(set) var notes: [AttributedString] = []
  let price: Decimal = 3.5

  func place(_ item: String, size: String) {
    lock.withLock { orders.append((UUID(), item, size, Date(timeIntervalSince1970: 0))) }
  }

  func note(_ text: AttributedString) {
    lock.withLock { notes.append(text) }
  }
}

enum Produce: String, AppEnum {
  case apples
  case pears
  case plums

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Produce"
  static let caseDisplayRepresentations: [Produce: DisplayRepresentation] = [
    .apples: "Apples", .pears: "Pears", .plums: "Plums",
  ]
}

/// Options known only at run time.
struct BasketSizes: DynamicOptionsProvider {
  func results() async throws -> [String] { ["Small", "Medium", "Large"] }
}

struct GroceryShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: BuyProduce(), phrases: ["Buy \(\.$produce) with \(.applicationName)"])
    AppShortcut(intent: ClearBasket(), phrases: ["Clear my basket in \(.applicationName)"])
  }
}

struct BuyProduce: AppIntent {
  static let title: LocalizedStringResource = "Buy Produce"
  static let description: IntentDescription? = IntentDescription(
    "Buys fruit.", categoryName: "Shopping")

  @Parameter(title: "Produce") var produce: Produce
  @Parameter(title: "Basket", optionsProvider: BasketSizes()) var basket: String
  @Parameter(title: "Express") var express: Bool?

  @AppDependency private var store: GroceryStore

  static var parameterSummary: some ParameterSummary {
    When(\.$express, .hasAnyValue) {
      Summary("Buy \(\.$produce) by express") {
        \.$basket
      }
    } otherwise: {
      Switch(\.$produce) {
        Case(.apples) {
          Summary("Buy some apples in a \(\.$basket) basket")
        }
        Case([.pears, .plums]) {
          Summary("Buy \(\.$produce) in a \(\.$basket) basket")
        }
        DefaultCase {
          Summary("Buy \(\.$produce)")
        }
      }
    }
  }

  func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog
    & ShowsSnippetView
  {
    store.place(produce.rawValue, size: basket)
    return .result(value: basket, dialog: "Bought \(produce.rawValue) in a \(basket) basket.") {
      TextSnippet(title: "Basket", lines: ["\(store.orders.count) order, \(store.price) each"])
    }
  }
}

struct ClearBasket: AppIntent {
  static let title: LocalizedStringResource = "Clear Basket"

  @AppDependency private var store: GroceryStore

  static var parameterSummary: some ParameterSummary {
    Summary("Clear the basket")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation(
      conditions: .lowConfidenceSource,
      actionName: .custom(
        acceptLabel: "Clear", acceptAlternatives: ["Empty"], denyLabel: "Keep",
        denyAlternatives: []),
      dialog: "Clear the basket?")
    return .result(dialog: "Cleared.")
  }
}

struct PlaceOrder: AppIntent {
  static let title: LocalizedStringResource = "Place Order"

  @Parameter(title: "Item") var item: String

  static var parameterSummary: some ParameterSummary {
    Summary("Order \(\.$item)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation()
    return .result(dialog: "Ordered \(item).")
  }
}

struct AddNote: AppIntent {
  static let title: LocalizedStringResource = "Add Note"

  @Parameter(title: "Note") var note: AttributedString

  @AppDependency private var store: GroceryStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    store.note(note)
    return .result(dialog: "Noted: \(String(note.characters)).")
  }
}

struct CheckOut: AppIntent {
  static let title: LocalizedStringResource = "Check Out"
  static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await continueInForeground("Finish paying in the app?")
    return .result(dialog: "Checked out.")
  }
}

struct TrackDelivery: AppIntent {
  static let title: LocalizedStringResource = "Track Delivery"

  @Parameter(title: "Late") var isLate: Bool?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard isLate == true else { throw needsToContinueInForegroundError() }
    return .result(dialog: "Your delivery is late.")
  }
}

struct ReviewOrder: AppIntent {
  static let title: LocalizedStringResource = "Review Order"

  func perform() async throws -> some IntentResult & ProvidesDialog & OpensIntent {
    .result(opensIntent: RateOrder(), dialog: "Thanks for shopping.")
  }
}

struct RateOrder: AppIntent {
  static let title: LocalizedStringResource = "Rate Order"

  @Parameter(title: "Stars", requestValueDialog: "How many stars?") var stars: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard stars <= 5 else { throw AppIntentError(description: "Five stars at most, please.") }
    return .result(dialog: "Rated \(stars) stars.")
  }
}

struct PayNow: AppIntent {
  static let title: LocalizedStringResource = "Pay Now"
  static let authenticationPolicy: IntentAuthenticationPolicy = .requiresLocalDeviceAuthentication

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Paid.")
  }
}

struct ReorderUsual: AppIntent {
  static let title: LocalizedStringResource = "Reorder Usual"
  static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Reordered.")
  }
}

struct AisleEntity: AppEntity, URLRepresentableEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Aisle"
  static let defaultQuery = AisleQuery()
  static var urlRepresentation: URLRepresentation { "https://grocer.example/aisles/\(\.id)" }

  let id: Int
  @Property(title: "Name") var name: String

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

struct AisleQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [AisleEntity] {
    [AisleEntity(id: 7, name: "Fruit"), AisleEntity(id: 9, name: "Bakery")]
  }
}

struct OpenAisle: URLRepresentableIntent {
  static let title: LocalizedStringResource = "Open Aisle"
  static var urlRepresentation: URLRepresentation { "https://grocer.example/aisles/\(\.$aisle)" }

  @Parameter(title: "Aisle") var aisle: String
}

struct ShowProduce: PredictableIntent {
  static let title: LocalizedStringResource = "Show Produce"

  @Parameter(title: "Produce") var produce: Produce

  static var predictionConfiguration: some IntentPredictionConfiguration {
    IntentPrediction(parameters: \.$produce) { produce in
      DisplayRepresentation(title: "Show \(produce.rawValue)")
    }
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Here are the \(produce.rawValue).")
  }
}

struct QuietShopping: SetFocusFilterIntent {
  static let title: LocalizedStringResource = "Quiet Shopping"

  @Parameter(title: "Mute Offers", default: true) var muteOffers: Bool

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "Quiet shopping")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: muteOffers ? "Offers muted." : "Offers on.")
  }
}
