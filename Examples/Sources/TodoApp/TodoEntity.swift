import ParleyIntents

/// A to-do as App Intents see it.
struct TodoEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "To-Do"
  static let defaultQuery = TodoQuery()

  let id: UUID
  @Property(title: "Title") var title: String
  @Property(title: "Done") var isDone: Bool

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

  init(_ item: TodoStore.Item) {
    id = item.id
    title = item.title
    isDone = item.isDone
  }
}

/// Finds to-dos in the store: the open ones are the values phrases expand to, any to-do can be
/// found by words of its title, and the "Find To-Dos" action filters, sorts and limits them
/// (`/FindToDos title_contains=milk isDone=false sortBy=title limit=2`).
struct TodoQuery: EntityStringQuery, EntityPropertyQuery {
  @Dependency private var store: TodoStore

  static let properties = QueryProperties {
    Property(\TodoEntity.$title) {
      EqualToComparator { title in { (item: TodoStore.Item) in item.title == title } }
      ContainsComparator { text in
        { (item: TodoStore.Item) in item.title.localizedCaseInsensitiveContains(text) }
      }
    }
    Property(\TodoEntity.$isDone) {
      EqualToComparator { done in { (item: TodoStore.Item) in item.isDone == done } }
    }
  }

  static let sortingOptions = SortingOptions { SortableBy(\TodoEntity.$title) }

  func entities(for identifiers: [UUID]) async throws -> [TodoEntity] {
    store.all.filter { identifiers.contains($0.id) }.map(TodoEntity.init)
  }

  func entities(matching string: String) async throws -> [TodoEntity] {
    store.all.filter { $0.title.localizedCaseInsensitiveContains(string) }.map(TodoEntity.init)
  }

  func suggestedEntities() async throws -> [TodoEntity] {
    store.open.map(TodoEntity.init)
  }

  func entities(
    matching comparators: [@Sendable (TodoStore.Item) -> Bool], mode: ComparatorMode,
    sortedBy: [EntityQuerySort<TodoEntity>], limit: Int?
  ) async throws -> [TodoEntity] {
    var items = store.all.filter { item in
      mode == .and
        ? comparators.allSatisfy { $0(item) } : comparators.contains { $0(item) }
    }
    if let sort = sortedBy.first {
      items.sort { $0.title.lowercased() < $1.title.lowercased() }
      if sort.order == .descending { items.reverse() }
    }
    return items.prefix(limit ?? items.count).map(TodoEntity.init)
  }
}
