/// A phrase that starts an App Shortcut, written as a string with `\(.applicationName)` and at
/// most one `\(\.$parameter)`.
///
/// ```swift
/// "Get conditions for \(\.$trail) in \(.applicationName)"
/// ```
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation,
  @unchecked Sendable
{
  let pieces: [Piece]
  /// Whether the phrase was written as a string literal, the only form Apple's metadata
  /// extractor reads; `AppShortcutPhrase.init(_:)` compiles but never reaches Siri.
  let isLiteral: Bool

  enum Piece {
    case text(String)
    case applicationName
    case keyPath(AnyKeyPath)
    case named(String)
  }

  /// Creates a phrase from its `${applicationName}` / `${parameter}` form.
  ///
  /// - Parameter value: The phrase, such as `"Open ${trail} in ${applicationName}"`.
  public init(_ value: String) {
    self.init(parsing: value, isLiteral: false)
  }

  /// Creates a phrase from a string literal without interpolations.
  public init(stringLiteral value: String) {
    self.init(parsing: value, isLiteral: true)
  }

  /// Creates a phrase from an interpolated string literal.
  public init(stringInterpolation: StringInterpolation) {
    pieces = stringInterpolation.pieces
    isLiteral = true
  }

  private init(parsing value: String, isLiteral: Bool) {
    pieces = PhraseTemplate(parsing: value).parts.map { part in
      switch part {
      case .text(let text): return .text(text)
      case .applicationName: return .applicationName
      case .parameter(let name): return .named(name)
      }
    }
    self.isLiteral = isLiteral
  }

  /// The phrase as a template, with parameter names read from the intent.
  func template(for intent: Intent) -> PhraseTemplate {
    PhraseTemplate(
      parts: pieces.map { piece in
        switch piece {
        case .text(let text): return .text(text)
        case .applicationName: return .applicationName
        case .named(let name): return .parameter(name: name)
        case .keyPath(let keyPath):
          return .parameter(name: parameterName(of: keyPath, in: intent) ?? "unknown")
        }
      })
  }

  /// Collects the text, app-name token and parameter key paths of a phrase.
  public struct StringInterpolation: StringInterpolationProtocol {
    var pieces: [Piece] = []

    /// Creates an empty phrase.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { pieces.append(.text(literal)) }
    }

    /// Appends the app-name token.
    public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
      pieces.append(.applicationName)
    }

    /// Appends a parameter slot; a parameter of a type other than an entity or enum compiles
    /// and is reported by validation.
    public mutating func appendInterpolation<Value>(
      _ keyPath: KeyPath<Intent, IntentParameter<Value>>
    ) {
      pieces.append(.keyPath(keyPath))
    }
  }
}

/// A token that can appear in an App Shortcut phrase.
public enum AppShortcutPhraseToken: Sendable {
  /// The app's name, or one of its synonyms.
  case applicationName
}
