import Foundation
import ParleyMatcher

/// A `@name value` line of a phrase suite or transcript, such as `@now 2026-11-21T09:00:00Z`.
///
/// A `#` after whitespace ends the directive, so directives may carry trailing comments in both
/// formats.
struct Directive {
  /// The name without `@`, such as `now`.
  var name: String
  /// The value with surrounding whitespace trimmed; empty when there is none.
  var value: String
  /// The index of `@` on the line.
  var nameIndex: Int
  /// The index of the value's first character, or of the line's end when there is none.
  var valueIndex: Int

  /// Reads the directive whose `@` is at `start` on `line`.
  init(line: PhraseFileLine, at start: Int) {
    let end = line.commentStart(from: start)
    var nameEnd = start + 1
    while nameEnd < end, !line.characters[nameEnd].isWhitespace { nameEnd += 1 }
    name = line.text(start + 1, nameEnd)
    nameIndex = start
    valueIndex = line.skippingWhitespace(from: nameEnd)
    value = line.trimmedText(valueIndex, end)
    valueIndex = min(valueIndex, end)
  }

  /// The error for a directive that the format does not know, with a suggestion when one of
  /// the `known` names is close.
  func unknownError(known: [String], on line: PhraseFileLine) -> PhraseFileError {
    var message = "unknown directive '@\(name)'"
    if let suggestion = SpellingSuggestion.closest(to: name, among: known) {
      message += "; did you mean '@\(suggestion)'?"
    } else {
      message += "; expected " + Self.list(known.map { "'@\($0)'" })
    }
    return line.error(.unknownDirective, message, at: nameIndex)
  }

  /// The error for a directive given a second time; `firstLine` is where it was first given.
  func duplicateError(firstLine: Int, on line: PhraseFileLine) -> PhraseFileError {
    line.error(
      .duplicateDirective, "duplicate '@\(name)'; it is already set on line \(firstLine)",
      at: nameIndex)
  }

  /// The value read as an ISO 8601 date, or `nil` with the problem added to `errors`.
  func date(on line: PhraseFileLine, errors: inout [PhraseFileError]) -> Date? {
    if value.isEmpty {
      errors.append(
        line.error(
          .badDirectiveValue,
          "'@\(name)' needs a date and time such as \(PhraseFileDate.example)", at: valueIndex))
      return nil
    }
    guard let date = PhraseFileDate.parse(value) else {
      errors.append(
        line.error(
          .badDate,
          "bad date '\(value)'; expected an ISO 8601 date and time such as "
            + PhraseFileDate.example, at: valueIndex))
      return nil
    }
    return date
  }

  /// The value read as a matching mode (`flexible`, `siri` or `exact`), or `nil` with the
  /// problem added to `errors`.
  func matchingMode(on line: PhraseFileLine, errors: inout [PhraseFileError]) -> MatchingMode? {
    if let mode = MatchingMode(rawValue: value) { return mode }
    let names = MatchingMode.allCases.map(\.rawValue)
    var message = "'@\(name)' takes \(Self.list(names.map { "'\($0)'" }))"
    if !value.isEmpty {
      message = "unknown matching mode '\(value)'; " + message
      if let suggestion = SpellingSuggestion.closest(to: value, among: names) {
        message += "; did you mean '\(suggestion)'?"
      }
    }
    errors.append(line.error(.badDirectiveValue, message, at: valueIndex))
    return nil
  }

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  static func list(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    let rest = items.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
  }
}
