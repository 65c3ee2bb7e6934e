/// A rule of what Siri does to an app's phrases and metadata that Parley cannot see by matching:
/// each is a warning of `parley test`, a failure with `--strict`, named as printed.
public enum LintRule: String, CaseIterable, Sendable {
  /// A phrase opens like a request for one of Siri's built-in domains ("Call …", "Set a
  /// timer …"), which Siri may send to the system app.
  case siriDomain = "siri-domain"
  /// The app's name or a synonym is a system app's name ("Notes").
  case systemAppName = "system-app-name"
  /// The app's name or a synonym is one everyday word of requests ("Go"), heard as part of a
  /// request rather than as the app.
  case commonAppName = "common-app-name"
  /// Two shortcuts providers for one app: a device registers only one of them.
  case singleProvider = "single-provider"
  /// A phrase made with `AppShortcutPhrase.init(_:)` from a string: Apple's extractor reads
  /// only literals, so Siri never hears it.
  case literalPhrase = "literal-phrase"
  /// Two entities' queries with the same type name (two nested `Query` types): Xcode exports
  /// no App Intents metadata at all.
  case uniqueQueryName = "unique-query-name"
  /// A `String` parameter whose default is empty: the empty text counts as an answer, so Siri
  /// never asks for it.
  case emptyDefault = "empty-default"
  /// A phrase's parameter with no values to expand to: the phrase matches nothing on a device.
  case phraseValues = "phrase-values"
}
