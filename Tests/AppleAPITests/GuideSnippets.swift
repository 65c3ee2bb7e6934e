// App Intents snippets from Apple's documentation and well-known guides, pasted as they are
// written; the only change is `import ParleyIntents` for `import AppIntents`. What they
// reference but do not show (services, other entities) is in GuideSnippetSupport.swift.
import ParleyIntents

// 1. An intent in a package (a browser's intents module).
public struct FooIntent: AppIntent {
  public init() {}
  public static var title = LocalizedStringResource("Foo")
  public static var description = IntentDescription("Perform Foo.")
  public func perform() async throws -> some IntentResult {
    return .result()
  }
}

// 2. An entity with a Decimal property in its subtitle.
struct SoupEntity: AppEntity {
  var id: String
  var name: String
  var price: Decimal

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)", subtitle: "$\(price)")
  }

  static var defaultQuery = SoupQuery()
}

// 3. An enum with mutable display representations.
enum SoupSize: String, AppEnum {
  case small
  case medium
  case large

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
  static var caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [
    .small: "Small (8 oz)",
    .medium: "Medium (12 oz)",
    .large: "Large (16 oz)",
  ]
}

// 4. An open intent with no perform() of its own (Apple's Landmarks sample).
struct OpenLandmarkIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Landmark"

  @Parameter(title: "Landmark", requestValueDialog: "Which landmark?")
  var target: LandmarkEntity
}

// 5. Parameters: required, optional, with a question, with a default value.
struct BookAppointmentIntent: AppIntent {
  static var title: LocalizedStringResource = "Book Appointment"

  // Required parameter (non-optional)
  @Parameter(title: "Service")
  var service: ServiceEntity

  // Optional parameter
  @Parameter(title: "Preferred Date")
  var preferredDate: Date?

  // Parameter with requestValueDialog for disambiguation
  @Parameter(
    title: "Location",
    requestValueDialog: "Which location would you like to visit?")
  var location: LocationEntity

  // Parameter with default value
  @Parameter(title: "Duration")
  var duration: Int = 60

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Booked \(service.name) at \(location.name) for \(duration) minutes.")
  }
}

// 6. A parameter summary with its other parameters listed.
struct OrderIntent: AppIntent {
  static var title: LocalizedStringResource = "Order"

  @Parameter(title: "Item")
  var item: MenuItem

  @Parameter(title: "Quantity")
  var quantity: Int

  static var parameterSummary: some ParameterSummary {
    Summary("Order \(\.$quantity) \(\.$item)") {
      \.$quantity
      \.$item
    }
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Ordered \(quantity) \(item.name).")
  }
}

// 7. An error that says what went wrong.
enum OrderError: Error, CustomLocalizedStringResourceConvertible {
  case outOfStock(itemName: String)
  case paymentFailed
  case networkError

  var localizedStringResource: LocalizedStringResource {
    switch self {
    case .outOfStock(let name):
      return "Sorry, \(name) is out of stock"
    case .paymentFailed:
      return "Payment failed. Please check your payment method"
    case .networkError:
      return "Network error. Please try again"
    }
  }
}

// 8. An entity with an image from a URL, and its query with string search added apart.
struct BookEntity: AppEntity {
  // REQUIRED: Unique, persistent identifier
  var id: UUID

  // App data properties
  var title: String
  var author: String
  var coverImageURL: URL?

  // REQUIRED: Type display name
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Book"

  // REQUIRED: Instance display
  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(title)",
      subtitle: "by \(author)",
      image: coverImageURL.map { .init(url: $0) }
    )
  }

  // REQUIRED: Query for resolution
  static var defaultQuery = BookQuery()
}

struct BookQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
    // Fetch entities by IDs
    return try await BookService.shared.fetchBooks(ids: identifiers)
  }

  func suggestedEntities() async throws -> [BookEntity] {
    // Provide suggestions (recent, favorites, etc.)
    return try await BookService.shared.recentBooks(limit: 10)
  }
}

// Optional: Enable string-based search
extension BookQuery: EntityStringQuery {
  func entities(matching string: String) async throws -> [BookEntity] {
    return try await BookService.shared.searchBooks(query: string)
  }
}

// 9. Continuing in the foreground only when the mode allows it.
struct GetCrowdStatusIntent: AppIntent {
  static let title: LocalizedStringResource = "Get Crowd Status"
  static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]

  @Parameter(title: "Landmark") var landmark: LandmarkEntity

  @Dependency var modelData: ModelData
  @Dependency var navigator: Navigator

  func perform() async throws -> some ReturnsValue<Int> & ProvidesDialog {
    guard await modelData.isOpen(landmark) else {
      return .result(value: 0, dialog: "The landmark is currently closed.")
    }

    if systemContext.currentMode.canContinueInForeground {
      do {
        try await continueInForeground(alwaysConfirm: false)
        await navigator.navigateToCrowdStatus(landmark)
      } catch {
        // Opening app was denied
      }
    }

    let status = await modelData.getCrowdStatus(landmark)
    return .result(value: status, dialog: "Current crowd level: \(status)")
  }
}

// 10. Confirmation with a result to show and the action's name.
struct DeleteTaskIntent: AppIntent {
  static var title: LocalizedStringResource = "Delete Task"

  @Parameter(title: "Task")
  var task: TaskEntity

  func perform() async throws -> some IntentResult {
    // Request confirmation before destructive action
    try await requestConfirmation(
      result: .result(dialog: "Are you sure you want to delete '\(task.title)'?"),
      confirmationActionName: .init(stringLiteral: "Delete")
    )

    // User confirmed, proceed
    try await TaskService.shared.delete(task: task)
    return .result(dialog: "Task deleted")
  }
}
