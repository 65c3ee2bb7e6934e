import Foundation

/// A check of a dialog sentence that survives a copy edit, written in a transcript as a `<~`
/// line instead of the exact `<` line:
///
/// ```
/// <~ contains extra shot
/// <~ matches /Added \d+ extra shots?/
/// <~ one of "Hi." | "Hello."
/// <~ key Added %lld extra shots to your %@.
/// ```
///
/// A `key` check takes the sentence of that localisation key: its text in the apps' string
/// tables for the language tested, or the key itself in the source language (where Apple's
/// keys are the text), any value in place of each `%@`, `%lld` or other placeholder.
public enum DialogCheck: Equatable, Sendable, CustomStringConvertible {
  /// The sentence contains the text, ignoring case.
  case contains(String)
  /// The whole sentence matches the regular expression.
  case matches(String)
  /// The sentence is exactly one of these.
  case oneOf([String])
  /// The sentence is the dialog of the localisation key.
  case localizationKey(String)

  /// The check as a `<~` line writes it, without the marker.
  public var description: String {
    switch self {
    case .contains(let text): return "contains \(text)"
    case .matches(let pattern): return "matches /\(pattern)/"
    case .oneOf(let texts): return "one of " + texts.map { "\"\($0)\"" }.joined(separator: " | ")
    case .localizationKey(let key): return "key \(key)"
    }
  }

  /// Whether `sentence` passes the check.
  ///
  /// - Parameter tables: The apps' string tables in the language tested (table name to key to
  ///   text), where a `key` check looks its key up.
  public func accepts(_ sentence: String, tables: [[String: [String: String]]] = []) -> Bool {
    switch self {
    case .contains(let text):
      return sentence.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    case .matches(let pattern):
      return Self.wholeMatch(pattern, sentence)
    case .oneOf(let texts):
      return texts.contains(sentence)
    case .localizationKey(let key):
      let text = tables.lazy.flatMap(\.values).compactMap { $0[key] }.first ?? key
      return Self.wholeMatch(Self.pattern(ofFormat: text), sentence)
    }
  }

  /// Whether the regular expression matches all of `text`; an invalid one matches nothing.
  private static func wholeMatch(_ pattern: String, _ text: String) -> Bool {
    guard let expression = try? NSRegularExpression(pattern: "^(?:\(pattern))$", options: [])
    else { return false }
    let range = NSRange(text.startIndex..., in: text)
    return expression.firstMatch(in: text, options: [], range: range) != nil
  }

  /// A regular expression for a format string: its text literally, each placeholder (`%@`,
  /// `%lld`, `%1$@`, `%.1f`) any text.
  static func pattern(ofFormat format: String) -> String {
    let placeholder = try? NSRegularExpression(
      pattern:
        "%(?:[0-9]+\\$)?[-+ 0#]*[0-9]*(?:\\.[0-9]+)?(?:hh|h|ll|l|q|z|t|j)?[@dDuUxXoOfeEgGcCsSpaAi]")
    let range = NSRange(format.startIndex..., in: format)
    var pattern = ""
    var last = format.startIndex
    for match in placeholder?.matches(in: format, range: range) ?? [] {
      guard let found = Range(match.range, in: format) else { continue }
      pattern += NSRegularExpression.escapedPattern(for: String(format[last..<found.lowerBound]))
      pattern += ".+?"
      last = found.upperBound
    }
    pattern += NSRegularExpression.escapedPattern(for: String(format[last...]))
    return pattern.replacingOccurrences(of: "%%", with: "%")
  }
}
