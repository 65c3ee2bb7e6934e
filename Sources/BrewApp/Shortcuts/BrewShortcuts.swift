import ParleyIntents

/// The Brew app's App Shortcuts.
struct BrewShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderCoffee(),
      phrases: [
        "Order a \(\.$drink) with \(.applicationName)",
        "Get me a \(\.$drink) from \(.applicationName)",
        "I'd like a \(\.$drink) from \(.applicationName)",
        "Start a coffee order in \(.applicationName)",
        "Order a \(\.$size) coffee with \(.applicationName)",
        "Get me a \(\.$size) coffee from \(.applicationName)",
      ],
      shortTitle: "Order Coffee", systemImageName: "cup.and.saucer")
    AppShortcut(
      intent: ReorderLast(),
      phrases: [
        "Reorder my usual in \(.applicationName)",
        "Order my usual from \(.applicationName)",
        "Get me my usual from \(.applicationName)",
        "Order the same again with \(.applicationName)",
        "Reorder my last coffee with \(.applicationName)",
      ],
      shortTitle: "Reorder", systemImageName: "arrow.clockwise")
    AppShortcut(
      intent: CheckOrderStatus(),
      phrases: [
        "Check my order in \(.applicationName)",
        "Is my coffee ready in \(.applicationName)",
        "Where's my order from \(.applicationName)",
      ],
      shortTitle: "Order Status", systemImageName: "clock")
    AppShortcut(
      intent: AddExtraShot(),
      phrases: [
        "Add an extra shot in \(.applicationName)",
        "Add a shot to my coffee with \(.applicationName)",
        "Make my coffee stronger with \(.applicationName)",
      ],
      shortTitle: "Extra Shot", systemImageName: "plus.circle")
  }

  static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrases {
      "Cancel my order in \(.applicationName)"
      "Delete \(.applicationName)"
      "Order a pizza"
      "Tell me a joke"
    }
  }

  static let shortcutTileColor: ShortcutTileColor = .tangerine
}
