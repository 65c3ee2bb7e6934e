import ParleyIntents

/// A valid provider over the fixture intents.
struct LibraryShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: ReadBook(),
      phrases: [
        "Read \(\.$book) in \(.applicationName)",
        "Listen to books as \(\.$format) with \(.applicationName)",
        "Start reading with \(.applicationName)",
      ],
      shortTitle: "Read", systemImageName: "book")
    AppShortcut(intent: ListShelf(), phrases: ["Show the \(\.$shelf) shelf in \(.applicationName)"])
  }

  static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrases {
      "Burn the books in \(.applicationName)"
      "Sell my library"
    }
  }
}

/// An intent the system may not offer.
struct HiddenIntent: AppIntent {
  static var title: LocalizedStringResource = "Hidden"
  static var isDiscoverable: Bool { false }

  func perform() async throws -> some IntentResult { .result() }
}

/// A provider that breaks every phrase rule.
struct BrokenShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: EveryKindIntent(),
      phrases: [
        "Do everything",
        "\(.applicationName) and \(.applicationName) again",
        "Name it \(\.$name) in \(.applicationName)",
        "Get \(\.$book) as \(\.$format) in \(.applicationName)",
        AppShortcutPhrase("Find ${missing} in ${applicationName}"),
      ])
    AppShortcut(intent: HiddenIntent(), phrases: [])
  }
}

/// A provider with eleven shortcuts.
struct CrowdedShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    for _ in 1...11 {
      AppShortcut(intent: HiddenIntent(), phrases: ["Hide in \(.applicationName)"])
    }
  }
}

/// A page number, an entity with six hundred values.
struct PageEntity: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Page"
  static var defaultQuery = PageQuery()

  var id: Int
  var displayRepresentation: DisplayRepresentation { "page \(id)" }
}

/// Lists six hundred pages.
struct PageQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [PageEntity] {
    (1...600).map { PageEntity(id: $0) }
  }
}

/// Turns to a page.
struct TurnToPage: AppIntent {
  static var title: LocalizedStringResource = "Turn to Page"

  @Parameter var page: PageEntity

  func perform() async throws -> some IntentResult { .result() }
}

/// A provider whose phrases expand to 1,200.
struct WordyShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: TurnToPage(),
      phrases: [
        "Turn to \(\.$page) in \(.applicationName)", "Go to \(\.$page) in \(.applicationName)",
      ])
  }
}
