import ParleyIntents

/// The phrases people say to the to-do app.
struct TodoShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: AddTodo(),
      phrases: ["Add a to-do in \(.applicationName)", "Add something to \(.applicationName)"],
      shortTitle: "Add To-Do", systemImageName: "plus.circle")
    AppShortcut(
      intent: CompleteTodo(),
      phrases: [
        "Mark \(\.$todo) as done in \(.applicationName)",
        "Complete \(\.$todo) in \(.applicationName)",
        "Tick off \(\.$todo) in \(.applicationName)",
      ],
      shortTitle: "Complete To-Do", systemImageName: "checkmark.circle")
    AppShortcut(
      intent: DeleteTodo(),
      phrases: ["Delete \(\.$todo) from \(.applicationName)"],
      shortTitle: "Delete To-Do", systemImageName: "trash")
    AppShortcut(
      intent: ListTodos(),
      phrases: ["What's on my \(.applicationName)", "Show my \(.applicationName)"],
      shortTitle: "List To-Dos", systemImageName: "list.bullet")
    AppShortcut(
      intent: ShareTodos(), phrases: ["Share my list with \(.applicationName)"],
      shortTitle: "Share To-Dos", systemImageName: "square.and.arrow.up")
  }
}
