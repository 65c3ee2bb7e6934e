import Foundation
import ParleyIntents
import ParleyMatcher

/// The loaded apps, their shortcuts and phrase values, and the phrase index built from them.
///
/// Loading registers each app's dependencies in a fresh ``AppDependencyManager`` (the app's
/// state), fetches the values of its phrase parameters from that state, validates its phrases,
/// and turns every phrase into a matcher template whose slot vocabulary holds the values the
/// phrase expands to, as Siri does. The first ``Conversation`` over the catalog goes on with
/// that same state; later ones start their own.
///
/// ```swift
/// let catalog = try await AppCatalog.load([Trails.app])
/// catalog.index.match("get conditions for bear creek in trails").best?.intent
/// // "GetTrailInfo"
/// ```
public final class AppCatalog: @unchecked Sendable {
  /// The loaded apps, in the order given.
  public let apps: [LoadedApp]
  /// The phrase index over every app's phrases.
  public let index: PhraseIndex
  /// What the index was built from.
  public let matcherCatalog: MatcherCatalog
  /// Phrase problems found while loading (Apple's rules); the apps still load.
  package let issues: [AppShortcutValidationIssue]
  /// Apple's rules that an app declared to need not follow (a phrase without the app's name),
  /// reported as notes.
  package let notes: [AppShortcutValidationIssue]
  /// What an app does unlike a device expects, though Parley runs it (phrases with a parameter
  /// in an app that never asks for their values, enum cases left out of their display table).
  package let warnings: [AppShortcutValidationIssue]

  /// The values behind each vocabulary entry, by vocabulary name and entry value.
  let slotValues: [String: [String: Any]]
  /// How many phrase parameter updates app code had asked for when the values were fetched.
  let updateCount: Int
  /// The locale whose phrases were loaded; nil for the source phrases.
  public let locale: String?
  /// The time the app state the catalog was loaded with tells: the fixed time it was loaded
  /// for, or nil for the real clock (see ``load(_:locale:now:)``).
  public let now: Date?
  /// The words of each app's phrases as they are written, in lower case, by app name:
  /// "what's", "in", "open".
  let phraseWords: [String: Set<String>]

  private let lock = NSLock()
  private var stateTaken = false

  init(
    apps: [LoadedApp], matcherCatalog: MatcherCatalog, slotValues: [String: [String: Any]],
    issues: [AppShortcutValidationIssue], notes: [AppShortcutValidationIssue] = [],
    warnings: [AppShortcutValidationIssue] = [], updateCount: Int, locale: String?,
    now: Date? = nil
  ) {
    self.locale = locale
    self.now = now
    self.apps = apps
    self.matcherCatalog = matcherCatalog
    self.index = PhraseIndex(catalog: matcherCatalog)
    var phraseWords: [String: Set<String>] = [:]
    for template in matcherCatalog.templates {
      for case .text(let text) in template.parts {
        phraseWords[template.app, default: []].formUnion(
          text.split(separator: " ").map { Conversation.bare(String($0)) })
      }
    }
    self.phraseWords = phraseWords
    self.slotValues = slotValues
    self.issues = issues
    self.notes = notes
    self.warnings = warnings
    self.updateCount = updateCount
  }

  /// The app state the catalog was loaded with, for the first caller only, and only when its
  /// clock tells `now`; other callers get nil and start their own state. A model an app makes
  /// in `dependencies:` may read the clock once, as it is made ("due in two weeks"): a state
  /// made on the real clock is no state for a conversation at a fixed time.
  func takeAppState(now: Date?) -> [String: AppDependencyManager]? {
    guard now == self.now else { return nil }
    let first = lock.withLock {
      defer { stateTaken = true }
      return !stateTaken
    }
    guard first else { return nil }
    return Dictionary(apps.map { ($0.name, $0.dependencies) }) { first, _ in first }
  }

  /// The same apps loaded again from the app state in `managers` (by app name; an app without
  /// one gets a fresh state): phrase parameter values fetched anew, the index rebuilt.
  ///
  /// - Throws: An error from an entity query that failed while expanding phrase parameters.
  func reloaded(from managers: [String: AppDependencyManager]) async throws -> AppCatalog {
    try await Self.load(apps.map(\.app), locale: locale, now: now) {
      managers[$0.name] ?? $0.makeDependencyManager(now: now)
    }
  }

  /// Loads `apps`: expands their phrase parameters, validates their phrases, builds the index.
  ///
  /// - Parameters:
  ///   - apps: The apps.
  ///   - locale: The language of the phrases (`fr`, `de-CH`), from each app's translations
  ///     (``ParleyIntents/ParleyApp/localizingPhrases(from:)``); the source phrases when nil.
  /// - Throws: An error from an entity query that failed while expanding phrase parameters;
  ///   `PhraseLocalizationError` for a translations file that cannot be read.
  /// - Complexity: O(*p* + *v*) for *p* phrases and *v* phrase-parameter values.
  public static func load(
    _ apps: [ParleyApp], locale: String? = nil, now: Date? = nil
  ) async throws -> AppCatalog {
    try await load(apps, locale: locale, now: now) { $0.makeDependencyManager(now: now) }
  }

  private static func load(
    _ apps: [ParleyApp], locale: String?, now: Date?,
    state: (ParleyApp) -> AppDependencyManager
  ) async throws -> AppCatalog {
    let updateCount = ParleyApp.parameterUpdateCount
    var builder = CatalogBuilder()
    for app in apps {
      try await builder.add(app, dependencies: state(app), locale: locale)
    }
    return builder.build(updateCount: updateCount, locale: locale, now: now)
  }

  /// The loaded app called `name` (or one of its alternative names), ignoring case.
  public func app(named name: String) -> LoadedApp? {
    apps.first { $0.app.isCalled(name) }
  }

  /// The intents called `name` (`GetTrailInfo`, or `Trails.GetTrailInfo`) across the apps.
  public func intents(named name: String) -> [(app: LoadedApp, intent: any AppIntent.Type)] {
    let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
    let appName = parts.count == 2 ? parts[0] : nil
    let intentName = parts.last ?? name
    return apps.flatMap { app -> [(app: LoadedApp, intent: any AppIntent.Type)] in
      if let appName, app.name.lowercased() != appName.lowercased() { return [] }
      return app.app.allIntents
        .filter { $0.typeName.lowercased() == intentName.lowercased() }
        .map { (app: app, intent: $0) }
    }
  }

  /// The entity type whose find action is called `name`: "Find" and the type's display name
  /// (singular or plural, letters and digits only: "To-Do" is `FindToDos`) or its Swift name,
  /// ignoring case.
  package func findableEntity(named name: String) -> (LoadedApp, AnyEntityType)? {
    let wanted = name.lowercased()
    guard wanted.hasPrefix("find") else { return nil }
    for app in apps {
      for type in app.entityTypes {
        let names = [type.displayName, type.pluralName, type.typeName].map { name in
          "find" + name.lowercased().filter { $0.isLetter || $0.isNumber }
        }
        if names.contains(wanted) { return (app, type) }
      }
    }
    return nil
  }

  /// The value a matched vocabulary entry stands for: an entity or an enum case.
  func value(ofEntry entry: String, inVocabulary vocabulary: String) -> Any? {
    slotValues[vocabulary]?[entry]
  }
}

/// One loaded app: its registration, shortcuts and the values its phrases expand to.
public struct LoadedApp: @unchecked Sendable {
  /// The app as registered.
  public let app: ParleyApp
  /// The app's shortcuts, in source order.
  package let shortcuts: [ShortcutDescription]
  /// The values each phrase parameter expands to.
  package let parameterValues: [PhraseParameterKey: [PhraseParameterValue]]
  /// The app state the values were fetched from.
  package let dependencies: AppDependencyManager
  /// The app's string tables in the catalog's locale (table name to key to translation):
  /// what its dialogs and errors say in that language; empty for the source language.
  package var stringTables: [String: [String: String]] = [:]

  /// The app's display name.
  public var name: String { app.name }

  /// Every phrase of the app with its parameter values filled in, as Siri would list them.
  public var expandedPhrases: [String] {
    app.shortcuts.expandedPhrases(appName: app.name, values: parameterValues, shortcuts: shortcuts)
  }

  /// Each shortcut's intent title and its phrases in template form, in source order.
  public var shortcutPhrases: [(intent: String, title: String, phrases: [String])] {
    shortcuts.map { ($0.intentType.typeName, $0.intentType.titleText, $0.phrases.map(\.text)) }
  }

  /// The entity types the app's intents take, each once, in intent and parameter order.
  package var entityTypes: [AnyEntityType] {
    var seen = Set<String>()
    return app.allIntents.flatMap { intentParameters(of: $0.init()) }.compactMap { parameter in
      guard case .entity(let type) = parameter.valueType, seen.insert(type.typeName).inserted
      else { return nil }
      return type
    }
  }

  /// The parameter summary of an intent of the app as an outline, each parameter's title in
  /// brackets ("Get information on [Trail]"), or nil when it declares none.
  public func summary(ofIntent name: String) -> String? {
    app.allIntents.first { $0.typeName == name }?.init().summaryOutline
  }
}

extension AppCatalog: CustomReflectable {
  /// A short reflection, the apps' names: a test's failed expectation that mentions a catalog
  /// reflects its values, and reflecting its index and apps in full takes minutes.
  public var customMirror: Mirror {
    Mirror(self, children: ["apps": apps.map(\.name)], displayStyle: .class)
  }
}
