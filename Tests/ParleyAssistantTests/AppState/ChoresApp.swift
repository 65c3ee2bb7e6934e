import Foundation
import ParleyIntents

/// A test app as a developer writes one: a store class registered in `dependencies:` whose
/// chores get new identifiers each time it is made, an entity query that reads it, and
/// intents that change it and ask for the phrases to be refreshed.
enum Chores {
  static let app = ParleyApp(
    name: "Chores", shortcuts: ChoresShortcuts.self,
    dependencies: { $0.add { ChoreStore(titles: ["Buy milk", "Water plants"]) } })
}

/// The app's state: chores with identifiers made afresh for every store.
final class ChoreStore: @unchecked Sendable {
  struct Chore {
    let id: UUID
    let title: String
    var isDone = false
  }

  private let lock = NSLock()
  private var chores: [Chore]

  init(titles: [String]) {
    chores = titles.map { Chore(id: UUID(), title: $0) }
  }

  var all: [Chore] { lock.withLock { chores } }

  func add(_ title: String) {
    lock.withLock { chores.append(Chore(id: UUID(), title: title)) }
  }

  /// Marks the chore done; false when this store has no chore with that identifier.
  func markDone(_ id: UUID) -> Bool {
    lock.withLock {
      guard let index = chores.firstIndex(where: { $0.id == id }) else { return false }
      chores[index].isDone = true
      return true
    }
  }
}

struct ChoreEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Chore"
  static let defaultQuery = ChoreQuery()

  let id: UUID
  let title: String

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
}

struct ChoreQuery: EnumerableEntityQuery {
  @Dependency var store: ChoreStore

  func allEntities() async throws -> [ChoreEntity] {
    store.all.filter { !$0.isDone }.map { ChoreEntity(id: $0.id, title: $0.title) }
  }
}

struct ChoresShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: MarkChoreDone(), phrases: ["Mark \(\.$chore) as done in \(.applicationName)"])
    AppShortcut(intent: AddChore(), phrases: ["Add a chore in \(.applicationName)"])
    AppShortcut(intent: ListChores(), phrases: ["List my chores in \(.applicationName)"])
  }
}

struct MarkChoreDone: AppIntent {
  static let title: LocalizedStringResource = "Mark Chore Done"
  static let description: IntentDescription? = "Marks a chore as done."

  @Parameter(title: "Chore") var chore: ChoreEntity
  @Dependency var store: ChoreStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard store.markDone(chore.id) else { return .result(dialog: "There's no such chore.") }
    ChoresShortcuts.updateAppShortcutParameters()
    return .result(dialog: "Marked \(chore.title) as done.")
  }
}

struct AddChore: AppIntent {
  static let title: LocalizedStringResource = "Add Chore"

  @Parameter(title: "Chore") var title: String
  @Dependency var store: ChoreStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    store.add(title)
    ChoresShortcuts.updateAppShortcutParameters()
    return .result(dialog: "Added \(title).")
  }
}

struct ListChores: AppIntent {
  static let title: LocalizedStringResource = "List Chores"

  @Dependency var store: ChoreStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let open = store.all.filter { !$0.isDone }.map(\.title)
    return .result(dialog: "To do: \(open.joined(separator: ", ")).")
  }
}
