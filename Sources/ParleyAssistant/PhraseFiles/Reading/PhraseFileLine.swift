/// One decoded line of a phrase file, without its line end, as an array of characters.
///
/// Parsers index ``characters`` directly, so index `i` is column `i + 1`.
struct PhraseFileLine {
  /// The file's path, for locations.
  var file: String
  /// The 1-based line number.
  var number: Int
  /// The line's characters, without `\n` or `\r\n`.
  var characters: [Character]

  /// The location of the character at `index` (0-based) on this line.
  func location(at index: Int) -> SourceLocation {
    SourceLocation(file: file, line: number, column: index + 1)
  }

  /// An error located at the character at `index` (0-based) on this line.
  func error(_ code: PhraseFileError.Code, _ message: String, at index: Int) -> PhraseFileError {
    PhraseFileError(code, message, at: location(at: index))
  }

  /// The index of the first non-whitespace character at or after `index`, or the line's end.
  func skippingWhitespace(from index: Int) -> Int {
    var index = index
    while index < characters.count, characters[index].isWhitespace { index += 1 }
    return index
  }

  /// The index just past the last non-whitespace character before `end`, not before `start`.
  func trimmingWhitespace(before end: Int, notBefore start: Int) -> Int {
    var end = end
    while end > start, characters[end - 1].isWhitespace { end -= 1 }
    return end
  }

  /// The text of `characters[start..<end]`.
  func text(_ start: Int, _ end: Int) -> String {
    String(characters[start..<max(start, end)])
  }

  /// The text of `characters[start..<end]` with whitespace trimmed from both ends.
  func trimmedText(_ start: Int, _ end: Int) -> String {
    let first = skippingWhitespace(from: start)
    return text(first, trimmingWhitespace(before: end, notBefore: first))
  }

  /// The index of a `#` comment that starts at `index` or later, outside quotes: a `#` at the
  /// start of the line or after whitespace. Returns the line's end when there is none.
  func commentStart(from index: Int) -> Int {
    var index = index
    while index < characters.count {
      if characters[index] == "#", index == 0 || characters[index - 1].isWhitespace {
        return index
      }
      index += 1
    }
    return characters.count
  }
}
