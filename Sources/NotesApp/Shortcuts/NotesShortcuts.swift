import ParleyIntents

/// The Notes app's App Shortcuts.
struct NotesShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: FindNotes(),
      phrases: [
        "Find notes about \(\.$note) in \(.applicationName)",
        "Show my \(\.$note) note in \(.applicationName)",
        "Search \(.applicationName) for \(\.$note)",
        "Find a note in \(.applicationName)",
      ],
      shortTitle: "Find Notes", systemImageName: "magnifyingglass")
    AppShortcut(
      intent: CreateNote(),
      phrases: [
        "Create a note in \(.applicationName)",
        "Write a note in \(.applicationName)",
        "Add a note in \(.applicationName)",
      ],
      shortTitle: "Create Note", systemImageName: "square.and.pencil")
    AppShortcut(
      intent: ListNotes(),
      phrases: [
        "List all my notes in \(.applicationName)",
        "List my \(\.$folder) notes in \(.applicationName)",
        "What notes do I have in \(.applicationName)",
        "Show everything in \(.applicationName)",
      ],
      shortTitle: "List Notes", systemImageName: "list.bullet")
    AppShortcut(
      intent: MoveNote(),
      phrases: [
        "Move \(\.$note) to another folder in \(.applicationName)",
        "Move a note to \(\.$folder) in \(.applicationName)",
      ],
      shortTitle: "Move Note", systemImageName: "folder")
    AppShortcut(
      intent: DeleteNote(),
      phrases: [
        "Delete the \(\.$note) note in \(.applicationName)",
        "Delete a note in \(.applicationName)",
        "Remove my \(\.$note) note from \(.applicationName)",
      ],
      shortTitle: "Delete Note", systemImageName: "trash")
  }

  static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrases {
      "Uninstall \(.applicationName)"
      "Play some notes"
    }
  }

  static let shortcutTileColor: ShortcutTileColor = .yellow
}
