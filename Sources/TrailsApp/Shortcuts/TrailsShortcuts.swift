import ParleyIntents

/// The Trails app's App Shortcuts.
struct TrailsShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenFavorites(),
      phrases: [
        "Open Favorites in \(.applicationName)",
        "Show my favorite \(.applicationName)",
        "Open my favorite trails in \(.applicationName)",
      ],
      shortTitle: "Open Favorites", systemImageName: "star.circle")
    AppShortcut(
      intent: GetTrailInfo(),
      phrases: [
        "Get conditions for \(\.$trail) in \(.applicationName)",
        "Get \(\.$trail) conditions with \(.applicationName)",
        "Get conditions on \(\.$trail) with \(.applicationName)",
        "Get trail conditions with \(.applicationName)",
      ],
      shortTitle: "Get Conditions", systemImageName: "cloud.rainbow.half",
      parameterPresentation: ParameterPresentation(
        for: \.$trail, summary: Summary("\(\.$trail) Conditions"),
        optionsCollections: {
          OptionsCollection(
            TrailEntityQuery(), title: "Favorite Trails", systemImageName: "star.fill")
        }))
    AppShortcut(
      intent: SuggestTrails(),
      phrases: [
        "Suggest trails in \(.applicationName)",
        "Find \(\.$activity) trails with \(.applicationName)",
        "Suggest \(\.$activity) trails in \(.applicationName)",
        "Where can I go \(\.$activity) with \(.applicationName)",
      ],
      shortTitle: "Suggest Trails", systemImageName: "map")
    AppShortcut(
      intent: OpenTrail(),
      phrases: [
        "Open \(\.$target) in \(.applicationName)",
        "Show me \(\.$target) in \(.applicationName)",
      ],
      shortTitle: "Open Trail", systemImageName: "signpost.right")
    AppShortcut(
      intent: RemoveFavorite(),
      phrases: [
        "Remove \(\.$trails) from my favorites in \(.applicationName)",
        "Unfavorite \(\.$trails) in \(.applicationName)",
      ],
      shortTitle: "Remove Favorite", systemImageName: "star.slash")
  }

  static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrases {
      "Delete \(.applicationName)"
      "Book a campsite with \(.applicationName)"
    }
  }

  static let shortcutTileColor: ShortcutTileColor = .grayGreen
}
