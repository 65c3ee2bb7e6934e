import ParleyIntents
import ParleyMatcher

/// One phrase of an app, expanded with a parameter value, and what it matched.
public struct PhraseCheckResult: Sendable {
  /// The app.
  public let app: String
  /// The intent the phrase belongs to.
  public let intent: String
  /// The phrase, as Siri would hear it.
  public let phrase: String
  /// What it matched, written as an expectation ("nothing" when no match).
  public let actual: String
  /// Why it failed, or `nil` when the phrase reached its own intent and no other.
  public let failure: String?
}

/// The phrase self-check: every phrase, expanded with each of its parameter's values, must reach
/// its own intent and no other, and every phrase must follow Apple's rules.
public struct PhraseSelfCheck: Sendable {
  public let catalog: AppCatalog

  public init(catalog: AppCatalog) {
    self.catalog = catalog
  }

  /// Apple's phrase rules broken by the loaded apps, one sentence each.
  public var ruleViolations: [String] {
    catalog.issues.map(\.description)
  }

  /// Matches every expanded phrase of every app.
  public func run() -> [PhraseCheckResult] {
    catalog.apps.flatMap { app in
      app.expandedShortcutPhrases.map { phrase in
        let match = catalog.index.match(phrase.text)
        let actual = PhraseSuiteRunner.describe(match)
        var failure: String?
        if match.best?.intent != phrase.intent || match.best?.app != app.name {
          failure = "reaches \(actual) instead of \(phrase.intent)"
        } else if match.isAmbiguous {
          failure = "collides: \(actual)"
        }
        return PhraseCheckResult(
          app: app.name, intent: phrase.intent, phrase: phrase.text, actual: actual,
          failure: failure)
      }
    }
  }
}

extension LoadedApp {
  /// Every shortcut phrase with the app's name and each of its parameter's values filled in.
  public var expandedShortcutPhrases: [(intent: String, text: String)] {
    shortcuts.flatMap { shortcut -> [(intent: String, text: String)] in
      let intent = shortcut.intentType.typeName
      return shortcut.phrases.flatMap { phrase -> [(intent: String, text: String)] in
        guard let parameter = phrase.parameterNames.first else {
          return [(intent, phrase.filled(appName: name))]
        }
        let values = parameterValues[PhraseParameterKey(intent: intent, parameter: parameter)]
        return (values ?? []).flatMap(\.display.names).map {
          (intent, phrase.filled(appName: name, value: $0))
        }
      }
    }
  }
}
