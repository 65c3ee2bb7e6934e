import ParleyIntents

/// The to-do app as Parley runs it: its name, the names people also call it by, its shortcuts,
/// intents that have no phrase, its store, registered once per conversation, and its phrases
/// in French and German (`todos --locale fr`).
public enum Todos {
  public static let app = ParleyApp(
    name: "Todos", alternativeNames: ["To-Do List"], shortcuts: TodoShortcuts.self,
    intents: [RenameTodo.self, CompleteTodos.self],
    dependencies: { manager in
      manager.add { TodoStore(titles: ["Buy milk", "Call the plumber", "Water the plants"]) }
      // As an app does at launch: its phrases with a parameter are live from now on.
      TodoShortcuts.updateAppShortcutParameters()
    }
  ).localizingPhrases(from: Bundle.module.url(forResource: "Localization", withExtension: nil))
}
