/// Phrases that must never route to the app, even when they resemble its phrases.
///
/// ```swift
/// static var negativePhrases: NegativeAppShortcutPhrases {
///   NegativeAppShortcutPhrases {
///     "Delete my trails in \(.applicationName)"
///   }
/// }
/// ```
public struct NegativeAppShortcutPhrases: Sendable, ExpressibleByArrayLiteral {
  /// The phrases.
  public let phrases: [NegativeAppShortcutPhrase]

  /// Creates the set from a list.
  ///
  /// - Parameter phrases: The phrases.
  public init(phrases: [NegativeAppShortcutPhrase]) {
    self.phrases = phrases
  }

  /// Creates the set from one phrase per line of a block.
  ///
  /// - Parameter phrases: The phrases.
  public init(@NegativeAppShortcutPhrasesBuilder _ phrases: () -> [NegativeAppShortcutPhrase]) {
    self.phrases = phrases()
  }

  /// Creates the set from an array literal.
  public init(arrayLiteral elements: NegativeAppShortcutPhrase...) {
    self.phrases = elements
  }
}

/// A phrase that must never route to the app, written with `\(.applicationName)` where the app
/// name goes.
public struct NegativeAppShortcutPhrase: Sendable, ExpressibleByStringInterpolation {
  /// The phrase in the `${applicationName}` form.
  package let text: String

  /// Creates a phrase from its `${applicationName}` form.
  ///
  /// - Parameter phraseKey: The phrase.
  public init(_ phraseKey: String) {
    text = phraseKey
  }

  /// Creates a phrase from a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates a phrase from an interpolated string literal.
  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
  }

  /// Collects the text and app-name token of a negative phrase.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    /// Creates an empty phrase.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      text += literal
    }

    /// Appends the app-name token.
    public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
      text += "${applicationName}"
    }
  }
}

/// Builds a list of negative phrases, one per line.
@resultBuilder
public enum NegativeAppShortcutPhrasesBuilder {
  /// One phrase.
  public static func buildExpression(_ phrase: NegativeAppShortcutPhrase)
    -> NegativeAppShortcutPhrase
  {
    phrase
  }

  /// The phrases of a block, in order.
  public static func buildBlock(_ components: NegativeAppShortcutPhrase...)
    -> [NegativeAppShortcutPhrase]
  {
    components
  }
}
