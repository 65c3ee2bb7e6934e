import ParleyIntents

/// The Soup Shop app's App Shortcuts.
struct SoupShopShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderSoup(),
      phrases: [
        "Order soup from \(.applicationName)",
        "Get me a bowl of \(\.$soup) from \(.applicationName)",
        "I'd like some \(\.$soup) from \(.applicationName)",
        "Order \(\.$soup) from \(.applicationName)",
        "Order lunch from \(.applicationName)",
      ],
      shortTitle: "Order Soup", systemImageName: "takeoutbag.and.cup.and.straw")
    AppShortcut(
      intent: ShowMenu(),
      phrases: [
        "Show the \(.applicationName) menu",
        "What soups does \(.applicationName) have today",
        "What's on the menu at \(.applicationName)",
      ],
      shortTitle: "Today's Soups", systemImageName: "list.bullet")
    AppShortcut(
      intent: PayForOrders(),
      phrases: [
        "Pay for my order in \(.applicationName)",
        "Pay my \(.applicationName) bill",
        "Pay for my soup with \(.applicationName)",
      ],
      shortTitle: "Pay", systemImageName: "creditcard")
  }

  static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrases {
      "Delete \(.applicationName)"
      "Cancel my order in \(.applicationName)"
      "Make soup"
      "Buy soup"
      "Order a pizza from \(.applicationName)"
      "What time does \(.applicationName) close"
    }
  }

  static let shortcutTileColor: ShortcutTileColor = .red
}
