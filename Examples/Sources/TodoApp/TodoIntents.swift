import ParleyIntents

/// Adds a to-do; its title is asked for when the request did not give one.
struct AddTodo: AppIntent {
  static let title: LocalizedStringResource = "Add To-Do"
  static let description: IntentDescription? = "Adds a to-do to the list."

  @Parameter(title: "Title", requestValueDialog: "What do you need to do?")
  var title: String

  @Dependency private var store: TodoStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    store.add(title)
    TodoShortcuts.updateAppShortcutParameters()
    return .result(dialog: "Added “\(title)”.")
  }
}

/// Marks a to-do as done.
struct CompleteTodo: AppIntent {
  static let title: LocalizedStringResource = "Complete To-Do"
  static let description = IntentDescription("Marks a to-do as done.")

  @Parameter(title: "To-Do") var todo: TodoEntity

  @Dependency private var store: TodoStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard store.update(todo.id, { $0.isDone = true }) else {
      return .result(dialog: "“\(todo.title)” is no longer on the list.")
    }
    TodoShortcuts.updateAppShortcutParameters()
    return .result(dialog: "Marked “\(todo.title)” as done.")
  }
}

/// Deletes a to-do once the person confirms.
struct DeleteTodo: AppIntent {
  static let title: LocalizedStringResource = "Delete To-Do"

  @Parameter(title: "To-Do") var todo: TodoEntity

  @Dependency private var store: TodoStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation(
      actionName: .custom(
        acceptLabel: "Delete", acceptAlternatives: [], denyLabel: "Keep",
        denyAlternatives: [], destructive: true),
      dialog: "Delete “\(todo.title)”?")
    _ = store.remove(todo.id)
    TodoShortcuts.updateAppShortcutParameters()
    return .result(dialog: "Deleted “\(todo.title)”.")
  }
}

/// Says what is left to do.
struct ListTodos: AppIntent {
  static let title: LocalizedStringResource = "List To-Dos"

  @Dependency private var store: TodoStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let titles = store.open.map(\.title)
    guard !titles.isEmpty else { return .result(dialog: "Nothing left to do.") }
    return .result(dialog: "To do: \(titles.joined(separator: "; ")).")
  }
}

/// Renames a to-do; it has no phrase, so it runs directly: `/RenameTodo todo="milk" title="Buy oat milk"`.
struct RenameTodo: AppIntent {
  static let title: LocalizedStringResource = "Rename To-Do"

  @Parameter(title: "To-Do") var todo: TodoEntity
  @Parameter(title: "New Title") var title: String

  @Dependency private var store: TodoStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    _ = store.update(todo.id) { $0.title = title }
    TodoShortcuts.updateAppShortcutParameters()
    return .result(dialog: "Renamed “\(todo.title)” to “\(title)”.")
  }
}

/// Marks several to-dos as done at once; it has no phrase, so it runs directly, and its
/// question takes several to-dos in one answer: `/CompleteTodos`, "buy milk and water the
/// plants".
struct CompleteTodos: AppIntent {
  static let title: LocalizedStringResource = "Complete To-Dos"

  @Parameter(title: "To-Dos") var todos: [TodoEntity]

  @Dependency private var store: TodoStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    for todo in todos { _ = store.update(todo.id) { $0.isDone = true } }
    TodoShortcuts.updateAppShortcutParameters()
    return .result(dialog: "Marked ^[\(todos.count) to-do](inflect: true) as done.")
  }
}

/// Sends the list to someone, by name or email address, and gives it back as a text file.
struct ShareTodos: AppIntent {
  static let title: LocalizedStringResource = "Share To-Dos"

  @Parameter(title: "Recipient", requestValueDialog: "Who should get your list?")
  var recipient: IntentPerson

  @Dependency private var store: TodoStore

  func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> & ProvidesDialog {
    let titles = store.open.map(\.title)
    let list = IntentFile(
      data: Data(titles.joined(separator: "\n").utf8), filename: "todos.txt", type: .plainText)
    return .result(
      value: list, dialog: "Sent ^[\(titles.count) to-do](inflect: true) to \(recipient).")
  }
}
