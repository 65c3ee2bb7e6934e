import Foundation
import ParleyIntents

/// A test app whose card is interactive: a button that asks a question, a button whose intent
/// confirms, and a toggle.
enum Pantry {
  static let app = ParleyApp(
    name: "Pantry", shortcuts: PantryShortcuts.self,
    dependencies: { $0.add(dependency: Shelf()) })
}

struct PantryShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: ShowHoney(), phrases: ["Show the honey jar in \(.applicationName)"])
    AppShortcut(intent: CountJars(), phrases: ["Count my jars in \(.applicationName)"])
    AppShortcut(intent: ShowShelf(), phrases: ["Show the shelf in \(.applicationName)"])
  }
}

/// The honey jar: how many are left, and whether it is a favourite.
final class Shelf: @unchecked Sendable {
  private let lock = NSLock()
  private var stock = 3
  private var favourite = false

  var jar: (count: Int, isFavourite: Bool) { lock.withLock { (stock, favourite) } }

  func add(_ count: Int) { lock.withLock { stock += count } }
  func empty() { lock.withLock { stock = 0 } }
  func setFavourite(_ value: Bool) { lock.withLock { favourite = value } }
}

/// The honey jar's card, with its actions.
struct HoneySnippet: SnippetView {
  var count: Int
  var isFavourite: Bool

  var snippetTitle: String? { "Honey" }
  var snippetLines: [String] { ["\(count) left"] }

  var snippetActions: [SnippetAction] {
    Button(intent: Restock()) { Text("Restock") }
    if count > 0 {
      Button("Empty", intent: EmptyJar())
    }
    Toggle(isOn: isFavourite, intent: SetFavourite(isFavourite: !isFavourite)) {
      Label("Favourite", systemImage: "star")
    }
  }
}

/// The shelf's card: a button whose label is also a request, and one behind authentication.
struct ShelfSnippet: SnippetView {
  var snippetTitle: String? { "Shelf" }
  var snippetLines: [String] { ["Honey"] }

  var snippetActions: [SnippetAction] {
    Button("Count my jars in Pantry", intent: Restock())
    Button("Sell", intent: SellJar())
  }
}

struct ShowShelf: AppIntent {
  static let title: LocalizedStringResource = "Show Shelf"

  func perform() async throws -> some IntentResult & ShowsSnippetView {
    .result(view: ShelfSnippet())
  }
}

/// Sells a jar; needs the device unlocked.
struct SellJar: AppIntent {
  static let title: LocalizedStringResource = "Sell Jar"
  static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Sold a jar.")
  }
}

struct ShowHoney: AppIntent {
  static let title: LocalizedStringResource = "Show Honey"
  @Dependency private var shelf: Shelf

  func perform() async throws -> some IntentResult & ShowsSnippetView {
    .result(view: HoneySnippet(count: shelf.jar.count, isFavourite: shelf.jar.isFavourite))
  }
}

/// Says how many jars there are, with no card.
struct CountJars: AppIntent {
  static let title: LocalizedStringResource = "Count Jars"
  @Dependency private var shelf: Shelf

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "You have \(shelf.jar.count) jars of honey.")
  }
}

/// Asks how many to add, then shows the card again.
struct Restock: AppIntent {
  static let title: LocalizedStringResource = "Restock"

  @Parameter(title: "Amount", requestValueDialog: "How many jars?")
  var amount: Int

  @Dependency private var shelf: Shelf

  func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    shelf.add(amount)
    return .result(
      dialog: IntentDialog(
        full: "Added \(amount), so \(shelf.jar.count) left.", supporting: "Restocked."),
      view: HoneySnippet(count: shelf.jar.count, isFavourite: shelf.jar.isFavourite))
  }
}

/// Empties the jar after the person confirms; shows no card.
struct EmptyJar: AppIntent {
  static let title: LocalizedStringResource = "Empty Jar"
  @Dependency private var shelf: Shelf

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation(result: .result(dialog: "Empty the honey jar?"))
    shelf.empty()
    return .result(dialog: "Emptied the honey jar.")
  }
}

/// Sets whether honey is a favourite, then shows the card again.
struct SetFavourite: AppIntent {
  static let title: LocalizedStringResource = "Set Favourite"

  @Parameter(title: "Favourite")
  var isFavourite: Bool

  @Dependency private var shelf: Shelf

  init() {}

  init(isFavourite: Bool) {
    self.isFavourite = isFavourite
  }

  func perform() async throws -> some IntentResult & ShowsSnippetView {
    shelf.setFavourite(isFavourite)
    return .result(view: HoneySnippet(count: shelf.jar.count, isFavourite: isFavourite))
  }
}
