import ParleyIntents

/// The Flashcards app's App Shortcuts.
struct FlashcardsShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: GetCards(),
      phrases: [
        "Get cards from \(\.$folder) in \(.applicationName)",
        "Show my \(\.$folder) cards in \(.applicationName)",
        "What's in \(\.$folder) in \(.applicationName)",
        "List my cards in \(.applicationName)",
      ],
      shortTitle: "Get Cards", systemImageName: "rectangle.stack")
    AppShortcut(
      intent: OpenFolder(),
      phrases: [
        "Study \(\.$target) in \(.applicationName)",
        "Open \(\.$target) in \(.applicationName)",
        "Open a folder in \(.applicationName)",
      ],
      shortTitle: "Open Folder", systemImageName: "folder")
    AppShortcut(
      intent: CreateCard(),
      phrases: [
        "Create a card in \(.applicationName)",
        "Add a card to \(\.$folder) in \(.applicationName)",
        "Make a new flashcard with \(.applicationName)",
      ],
      shortTitle: "Create Card", systemImageName: "plus.rectangle")
    AppShortcut(
      intent: ResetCards(),
      phrases: [
        "Reset my \(\.$folder) cards in \(.applicationName)",
        "Reset cards in \(.applicationName)",
        "Start \(\.$folder) over in \(.applicationName)",
      ],
      shortTitle: "Reset Cards", systemImageName: "arrow.counterclockwise")
    AppShortcut(
      intent: ChangeSetting(),
      phrases: [
        "Change the \(\.$setting) in \(.applicationName)",
        "Change a setting in \(.applicationName)",
        "Set my \(\.$setting) in \(.applicationName)",
      ],
      shortTitle: "Change Setting", systemImageName: "gearshape")
  }

  static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrases {
      "Delete \(.applicationName)"
      "Buy flashcards"
    }
  }

  static let shortcutTileColor: ShortcutTileColor = .purple
}
