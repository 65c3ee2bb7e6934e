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
      QuietShopping.self, AddToList.self, OpenAisleEntity.self, ShowAisle.self, ShareAisle.self,
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
  @Parameter(title: "Quantity", default: 1) var quantity: Int
  @Parameter(title: "Aisle") var aisle: Produce?

  static var parameterSummary: some ParameterSummary {
    When(\.$quantity, .greaterThan, 1) {
      Summary("Order \(\.$quantity) of \(\.$item)")
    } otherwise: {
      When(\.$aisle, .oneOf, [.apples, .pears]) {
        Summary("Order \(\.$item) from the \(\.$aisle) shelf")
      } otherwise: {
        When(\.$item, .equalTo, "bread") {
          Summary("Order a loaf")
        } otherwise: {
          Summary("Order \(\.$item)")
        }
      }
    }
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

struct ProductEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Product"
  static let defaultQuery = ProductQuery()

  let id: String
  @Property(title: "Name") var name: String
  @Property(title: "Price") var price: Double

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

  init(name: String, price: Double) {
    id = name.lowercased()
    self.name = name
    self.price = price
  }

  static let all = [
    ProductEntity(name: "Sourdough", price: 4.5), ProductEntity(name: "Rye Bread", price: 3.2),
    ProductEntity(name: "Oat Milk", price: 2.1), ProductEntity(name: "Bread Rolls", price: 1.9),
  ]
}

/// Filters a product list the way an app maps comparators to its own filter type.
enum ProductFilter {
  case nameIs(String)
  case nameContains(String)
  case cheaperThan(Double)

  func matches(_ product: ProductEntity) -> Bool {
    switch self {
    case .nameIs(let name): return product.name.lowercased() == name.lowercased()
    case .nameContains(let text): return product.name.localizedCaseInsensitiveContains(text)
    case .cheaperThan(let price): return product.price < price
    }
  }
}

struct ProductQuery: EntityPropertyQuery {
  static let properties = QueryProperties {
    Property(\ProductEntity.$name) {
      EqualToComparator { ProductFilter.nameIs($0) }
      ContainsComparator { ProductFilter.nameContains($0) }
    }
    Property(\ProductEntity.$price) {
      LessThanComparator { ProductFilter.cheaperThan($0) }
    }
  }

  static let sortingOptions = SortingOptions {
    SortableBy(\ProductEntity.$name)
    SortableBy(\ProductEntity.$price)
  }

  func entities(for identifiers: [String]) async throws -> [ProductEntity] {
    ProductEntity.all.filter { identifiers.contains($0.id) }
  }

  func entities(
    matching comparators: [ProductFilter], mode: ComparatorMode,
    sortedBy: [EntityQuerySort<ProductEntity>], limit: Int?
  ) async throws -> [ProductEntity] {
    var found = ProductEntity.all.filter { product in
      switch mode {
      case .and: return comparators.allSatisfy { $0.matches(product) }
      case .or: return comparators.contains { $0.matches(product) }
      }
    }
    for sort in sortedBy {
      if sort.by == \ProductEntity.$price {
        found.sort { $0.price < $1.price }
      } else {
        found.sort { $0.name < $1.name }
      }
      if sort.order == .descending { found.reverse() }
    }
    return Array(found.prefix(limit ?? found.count))
  }
}

struct AddToList: AppIntent {
  static let title: LocalizedStringResource = "Add to List"

  @Parameter(title: "Product") var product: ProductEntity
  @Parameter(title: "Aisle") var aisle: AisleEntity?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Added \(product.name).")
  }
}

/// Opens an aisle by its URL: no template and no `perform()` of its own.
struct OpenAisleEntity: OpenIntent, URLRepresentableIntent {
  static let title: LocalizedStringResource = "Open Aisle Page"

  static var parameterSummary: some ParameterSummary {
    Summary("Open \(\.$target)")
  }

  @Parameter(title: "Aisle", description: "The aisle to open.")
  var target: AisleEntity
}

struct ShowAisle: OpenIntent {
  static let title: LocalizedStringResource = "Show Aisle"

  @Parameter(title: "Aisle") var target: AisleEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Here's the \(target.name) aisle.")
  }
}

struct ShareAisle: AppIntent {
  static let title: LocalizedStringResource = "Share Aisle"

  @Parameter(title: "Aisle") var aisle: AisleEntity

  func perform() async throws -> some IntentResult & OpensIntent {
    .result(opensIntent: try OpenURLIntent(urlRepresentable: aisle))
  }
}
