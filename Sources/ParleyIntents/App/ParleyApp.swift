/// An app as Parley sees it: its name and alternative names, its shortcuts provider, any
/// further intents, and how to register its dependencies (the stand-in for Info.plist and
/// the app's launch code).
///
/// ```swift
/// let app = ParleyApp(name: "Trails", alternativeNames: ["Trail Guide"],
///                     shortcuts: TrailsShortcuts.self,
///                     dependencies: { $0.add(dependency: TrailDataManager()) })
/// ```
public struct ParleyApp: Sendable {
  /// The app's display name, which `${applicationName}` stands for.
  public let name: String
  /// Other names people may use for the app.
  public let alternativeNames: [String]
  /// The app's shortcuts provider.
  public let shortcuts: any AppShortcutsProvider.Type
  private let extraIntents: [any AppIntent.Type]
  /// Phrases added to shortcuts from phrase files, by intent type name, after the provider's.
  package private(set) var addedPhrases: [String: [PhraseTemplate]] = [:]
  private let registerDependencies: @Sendable (AppDependencyManager) -> Void
  /// Where the app keeps its data, handed to `dependencies:` as the manager's `dataDirectory`.
  var dataDirectory: AppDataDirectory?
  /// Whether the app's phrases may leave out its name (an app a phrase file declares with
  /// `app name in phrases: optional`); Apple's rule is then a note.
  package var phrasesMayOmitAppName = false
  /// Where the app's translated phrases are, if it has any.
  var phraseLocalizations: URL?
  /// The lints of `parley test` the app keeps on purpose, by rule name, with the reason.
  package internal(set) var keptLints: [String: String] = [:]

  /// Creates an app.
  ///
  /// - Parameters:
  ///   - name: The display name.
  ///   - alternativeNames: Other names people may use.
  ///   - shortcuts: The shortcuts provider.
  ///   - intents: Intents beyond those of the shortcuts.
  ///   - dependencies: Registers the app's dependencies in a manager; it runs once for each
  ///     conversation's manager and is given a registrar of it, which app state may capture
  ///     without keeping the manager alive.
  public init(
    name: String, alternativeNames: [String] = [], shortcuts: any AppShortcutsProvider.Type,
    intents: [any AppIntent.Type] = [],
    dependencies: @escaping @Sendable (AppDependencyManager) -> Void = { _ in }
  ) {
    self.name = name
    self.alternativeNames = alternativeNames
    self.shortcuts = shortcuts
    self.extraIntents = intents
    self.registerDependencies = dependencies
  }

  /// Every intent: the shortcuts' intents first, then the further ones, each once.
  package var allIntents: [any AppIntent.Type] {
    var seen = Set<ObjectIdentifier>()
    let all = shortcuts.shortcutDescriptions.map(\.intentType) + extraIntents
    return all.filter { seen.insert(ObjectIdentifier($0)).inserted }
  }

  /// The app with more phrases for the shortcuts of the intents they are keyed by (type names),
  /// each list after the phrases its intent has; what was added before is copied once, not once
  /// per intent.
  package func adding(_ phrases: [String: [PhraseTemplate]]) -> ParleyApp {
    var app = self
    for (intent, templates) in phrases { app.addedPhrases[intent, default: []] += templates }
    return app
  }

  /// The provider's shortcuts, each with the phrases added from phrase files after its own.
  package var shortcutDescriptions: [ShortcutDescription] {
    addingPhrases(to: shortcuts.shortcutDescriptions)
  }

  /// `shortcuts` with the phrases added from phrase files after each one's own.
  package func addingPhrases(to shortcuts: [ShortcutDescription]) -> [ShortcutDescription] {
    shortcuts.map { shortcut in
      var shortcut = shortcut
      let added = addedPhrases[shortcut.intentType.typeName] ?? []
      shortcut.phrases += added.filter { !shortcut.phrases.contains($0) }
      return shortcut
    }
  }

  /// How many times app code has asked for phrase parameters to be fetched again
  /// (`updateAppShortcutParameters()`), across apps.
  package static var parameterUpdateCount: Int { PhraseParameterStore.shared.updateCount }

  /// A fresh dependency manager with the app's dependencies registered, its clock fixed at
  /// `now` first (the real clock when nil), so that a model made from them reads that time.
  package func makeDependencyManager(now: Date? = nil) -> AppDependencyManager {
    let manager = AppDependencyManager()
    manager.setClock(to: now)
    if let dataDirectory { manager.add(dependency: dataDirectory) }
    registerDependencies(manager.registrar)
    return manager
  }
}
