import Foundation

/// Reads the check of a `<~` line, reporting what it cannot read at its column.
struct DialogCheckReader {
  /// The words a `<~` line may start with.
  static let kinds = ["contains", "matches", "one of", "key"]

  /// The check written in `line` after the marker at `start`, or the problem with it.
  static func check(in line: PhraseFileLine, afterMarkerAt start: Int) -> Result<
    DialogCheck, PhraseFileError
  > {
    let textStart = line.skippingWhitespace(from: start + 2)
    let text = line.trimmedText(textStart, line.characters.count)
    guard let kind = kinds.first(where: { text == $0 || text.hasPrefix($0 + " ") }) else {
      let word = text.split(separator: " ").first.map(String.init) ?? ""
      let known = Directive.list(kinds.map { "'\($0)'" })
      let message =
        word.isEmpty
        ? "'<~' needs a check: \(known)" : "unknown check '\(word)'; a '<~' line checks \(known)"
      return .failure(line.error(.badCheck, message, at: textStart))
    }
    let valueStart = line.skippingWhitespace(from: textStart + kind.count)
    let value = line.trimmedText(valueStart, line.characters.count)
    guard !value.isEmpty else {
      return .failure(
        line.error(
          .badCheck, "'\(kind)' needs a value, as in '<~ \(example(kind))'", at: valueStart))
    }
    switch kind {
    case "contains": return .success(.contains(unquoted(value)))
    case "matches": return pattern(value, in: line, at: valueStart)
    case "one of":
      let texts = value.components(separatedBy: " | ").map {
        unquoted($0.trimmingCharacters(in: .whitespaces))
      }
      return .success(.oneOf(texts))
    default: return .success(.localizationKey(value))
    }
  }

  /// A `matches` check's `/PATTERN/`, compiled to be sure it is one.
  private static func pattern(_ value: String, in line: PhraseFileLine, at start: Int) -> Result<
    DialogCheck, PhraseFileError
  > {
    guard value.count >= 2, value.hasPrefix("/"), value.hasSuffix("/") else {
      return .failure(
        line.error(.badCheck, "a pattern is written between slashes, as in '/\(value)/'", at: start)
      )
    }
    let pattern = String(value.dropFirst().dropLast())
    do {
      _ = try NSRegularExpression(pattern: pattern)
    } catch {
      return .failure(
        line.error(.badCheck, "'\(pattern)' is not a regular expression", at: start + 1))
    }
    return .success(.matches(pattern))
  }

  /// `text` without the double quotes around it, if it has them.
  private static func unquoted(_ text: String) -> String {
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
    return String(text.dropFirst().dropLast())
  }

  private static func example(_ kind: String) -> String {
    switch kind {
    case "contains": return "contains extra shot"
    case "matches": return "matches /Added \\d+ shots?/"
    case "one of": return "one of \"Hi.\" | \"Hello.\""
    default: return "key Your order is in."
    }
  }
}
