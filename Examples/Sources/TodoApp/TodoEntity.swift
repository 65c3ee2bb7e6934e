import ParleyIntents

/// A to-do as App Intents see it.
struct TodoEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "To-Do"
  static let defaultQuery = TodoQuery()

  let id: UUID
  let title: String

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

  init(_ item: TodoStore.Item) {
    id = item.id
    title = item.title
  }
}

/// Finds to-dos in the store: the open ones are the values phrases expand to, and any to-do
/// can be found by words of its title.
struct TodoQuery: EntityStringQuery {
  @Dependency private var store: TodoStore

  func entities(for identifiers: [UUID]) async throws -> [TodoEntity] {
    store.all.filter { identifiers.contains($0.id) }.map(TodoEntity.init)
  }

  func entities(matching string: String) async throws -> [TodoEntity] {
    store.all.filter { $0.title.localizedCaseInsensitiveContains(string) }.map(TodoEntity.init)
  }

  func suggestedEntities() async throws -> [TodoEntity] {
    store.open.map(TodoEntity.init)
  }
}
