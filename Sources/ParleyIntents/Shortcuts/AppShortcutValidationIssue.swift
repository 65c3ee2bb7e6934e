/// A problem with an app's shortcuts or phrases, naming the provider, shortcut, phrase and rule.
///
/// ```swift
/// issue.description
/// // TrailsShortcuts, shortcut GetTrailInfo, phrase "Get conditions for ${trail}":
/// // Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in
/// // it. [rule: application-name]
/// ```
package struct AppShortcutValidationIssue: Error, Equatable, CustomStringConvertible {
  /// The provider's type name.
  package var provider: String
  /// The shortcut's intent type name; empty for a problem of the whole app.
  package var shortcut: String
  /// The phrase in the `${applicationName}` form, when the problem is with one phrase.
  package var phrase: String?
  /// The rule broken.
  package var rule: Rule
  /// What is wrong, as a sentence.
  package var message: String

  /// Creates an issue.
  package init(provider: String, shortcut: String, phrase: String?, rule: Rule, message: String) {
    self.provider = provider
    self.shortcut = shortcut
    self.phrase = phrase
    self.rule = rule
    self.message = message
  }

  /// The provider, shortcut, phrase, message and rule in one line.
  package var description: String {
    var place = provider
    if !shortcut.isEmpty { place += ", shortcut \(shortcut)" }
    if let phrase { place += ", phrase \"\(phrase)\"" }
    return "\(place): \(message) [rule: \(rule.rawValue)]"
  }

  /// The rules App Shortcuts follow.
  package enum Rule: String, Equatable, CaseIterable, Sendable {
    /// Every phrase holds `${applicationName}` exactly once.
    case applicationName = "application-name"
    /// A phrase holds at most one parameter.
    case parameterCount = "parameter-count"
    /// A phrase parameter is an `AppEntity` or an `AppEnum`.
    case parameterType = "parameter-type"
    /// A phrase parameter names a parameter of the intent.
    case unknownParameter = "unknown-parameter"
    /// A shortcut has at least one phrase.
    case atLeastOnePhrase = "at-least-one-phrase"
    /// A shortcut's intent is discoverable.
    case discoverable = "discoverable"
    /// An app has at most 10 shortcuts.
    case shortcutLimit = "shortcut-limit"
    /// An app has at most 1,000 phrases, counted after parameter expansion.
    case phraseLimit = "phrase-limit"
    /// A translated phrase's key matches a phrase of the app.
    case unknownLocalizationKey = "unknown-localization-key"
    /// An app with phrases that have a parameter asks for their values at launch.
    case parameterUpdate = "parameter-update"
    /// Every case of an enum a parameter takes has a display representation.
    case caseDisplayRepresentations = "case-display-representations"
  }
}
