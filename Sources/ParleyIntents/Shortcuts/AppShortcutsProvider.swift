/// The type that declares an app's App Shortcuts; an app has at most one.
///
/// ```swift
/// struct TrailsShortcuts: AppShortcutsProvider {
///   static var appShortcuts: [AppShortcut] {
///     AppShortcut(intent: OpenFavorites(), phrases: ["Open Favorites in \(.applicationName)"],
///                 shortTitle: "Open Favorites", systemImageName: "star.fill")
///   }
/// }
/// ```
public protocol AppShortcutsProvider: Sendable {
  /// The shortcuts, in the order they are shown.
  @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
  /// The background colour of the app's shortcut tiles.
  static var shortcutTileColor: ShortcutTileColor { get }
  /// Phrases that must never route to the app.
  static var negativePhrases: NegativeAppShortcutPhrases { get }
}

extension AppShortcutsProvider {
  /// Navy.
  public static var shortcutTileColor: ShortcutTileColor { .navy }
  /// None.
  public static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrases(phrases: [])
  }

  /// The shortcuts as the runtime reads them, in source order.
  package static var shortcutDescriptions: [ShortcutDescription] {
    appShortcuts.map(\.shortcutDescription)
  }

  /// The negative phrases in the `${applicationName}` form.
  package static var negativePhraseTexts: [String] {
    negativePhrases.phrases.map(\.text)
  }

  /// The provider's type name, such as "TrailsShortcuts".
  package static var providerName: String { declaredTypeName(of: self) }
}

/// The background colour of an app's shortcut tiles.
public enum ShortcutTileColor: Sendable, Hashable {
  /// Blue.
  case blue
  /// Grape.
  case grape
  /// Gray blue.
  case grayBlue
  /// Gray brown.
  case grayBrown
  /// Gray green.
  case grayGreen
  /// Light blue.
  case lightBlue
  /// Lime.
  case lime
  /// Navy.
  case navy
  /// Orange.
  case orange
  /// Pink.
  case pink
  /// Purple.
  case purple
  /// Red.
  case red
  /// Tangerine.
  case tangerine
  /// Teal.
  case teal
  /// Yellow.
  case yellow
}
