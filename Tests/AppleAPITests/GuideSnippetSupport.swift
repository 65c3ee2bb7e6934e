// What the guide snippets reference but do not show, written the way an app would.
import ParleyIntents

struct SoupQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [SoupEntity] {
    [SoupEntity(id: "tomato", name: "Tomato", price: Decimal(string: "4.50")!)]
  }
}

struct ServiceEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Service"
  static let defaultQuery = ServiceQuery()
  let id: String
  var name: String { id.capitalized }
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct ServiceQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [ServiceEntity] {
    [ServiceEntity(id: "haircut"), ServiceEntity(id: "massage")]
  }
}

struct LocationEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Location"
  static let defaultQuery = LocationQuery()
  let id: String
  var name: String { id.capitalized }
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct LocationQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [LocationEntity] {
    [LocationEntity(id: "downtown"), LocationEntity(id: "harbour")]
  }
}

struct MenuItem: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Menu Item"
  static let defaultQuery = MenuItemQuery()
  let id: String
  var name: String { id }
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct MenuItemQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [MenuItem] {
    [MenuItem(id: "lattes"), MenuItem(id: "scones")]
  }
}

final class BookService: Sendable {
  static let shared = BookService()
  let books = [
    BookEntity(id: UUID(), title: "Dune", author: "Frank Herbert", coverImageURL: nil)
  ]

  func fetchBooks(ids: [UUID]) async throws -> [BookEntity] {
    books.filter { ids.contains($0.id) }
  }

  func recentBooks(limit: Int) async throws -> [BookEntity] {
    Array(books.prefix(limit))
  }

  func searchBooks(query: String) async throws -> [BookEntity] {
    books.filter { $0.title.localizedCaseInsensitiveContains(query) }
  }
}

struct LandmarkEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Landmark"
  static let defaultQuery = LandmarkQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct LandmarkQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [LandmarkEntity] {
    [LandmarkEntity(id: "Old Mill"), LandmarkEntity(id: "Lighthouse")]
  }
}

final class ModelData: Sendable {
  func isOpen(_ landmark: LandmarkEntity) async -> Bool { landmark.id != "Lighthouse" }
  func getCrowdStatus(_ landmark: LandmarkEntity) async -> Int { 3 }
}

final class Navigator: @unchecked Sendable {
  private(set) var shown: [String] = []
  func navigateToCrowdStatus(_ landmark: LandmarkEntity) async { shown.append(landmark.id) }
}

struct TaskEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Task"
  static let defaultQuery = TaskQuery()
  let id: String
  var title: String { id }
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
}

struct TaskQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [TaskEntity] {
    [TaskEntity(id: "Buy milk"), TaskEntity(id: "Walk the dog")]
  }
}

final class TaskService: Sendable {
  static let shared = TaskService()
  func delete(task: TaskEntity) async throws {}
}

/// The snippets' intents as one app, with a few intents that use their entities and errors.
enum Guide {
  static let app = ParleyApp(
    name: "Guide", shortcuts: GuideShortcuts.self,
    intents: [
      OpenLandmarkIntent.self, BookAppointmentIntent.self, OrderIntent.self,
      GetCrowdStatusIntent.self, DeleteTaskIntent.self, OrderSoup.self, BuySoldOut.self,
      ReadBook.self,
    ],
    dependencies: { manager in
      manager.add(dependency: ModelData())
      manager.add(dependency: Navigator())
    })
}

struct GuideShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: FooIntent(), phrases: ["Foo with \(.applicationName)"])
  }
}

struct OrderSoup: AppIntent {
  static let title: LocalizedStringResource = "Order Soup"

  @Parameter(title: "Soup") var soup: SoupEntity
  @Parameter(title: "Size") var size: SoupSize

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "A \(size) \(soup.name) soup, \(soup.displayRepresentation.subtitle!).")
  }
}

struct BuySoldOut: AppIntent {
  static let title: LocalizedStringResource = "Buy Sold Out"

  func perform() async throws -> some IntentResult {
    guard Bool(false) else { throw OrderError.outOfStock(itemName: "Scones") }
    return .result()
  }
}

struct ReadBook: AppIntent {
  static let title: LocalizedStringResource = "Read Book"

  @Parameter(title: "Book") var book: BookEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Reading \(book.title) \(book.displayRepresentation.subtitle!).")
  }
}
