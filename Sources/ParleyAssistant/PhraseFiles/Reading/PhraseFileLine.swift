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

  /// The index of the first character at or after `index` that is not all whitespace, or the
  /// line's end.
  func skippingWhitespace(from index: Int) -> Int {
    var index = index
    while index < characters.count, characters[index].isBlank { index += 1 }
    return index
  }

  /// The index just past the last character before `end`, not before `start`, that is not all
  /// whitespace.
  func trimmingWhitespace(before end: Int, notBefore start: Int) -> Int {
    var end = end
    while end > start, characters[end - 1].isBlank { end -= 1 }
    return end
  }

  /// The text of `characters[start..<end]`.
  func text(_ start: Int, _ end: Int) -> String {
    String(characters[start..<max(start, end)])
  }

  /// The text of `characters[start..<end]` with whitespace trimmed from both ends.
  ///
  /// A text that starts with a combining mark shares its first character with the space before
  /// it (`"> \u{615}…"` is `>`, `" \u{615}"`, …): the space goes, the mark stays.
  func trimmedText(_ start: Int, _ end: Int) -> String {
    let first = skippingWhitespace(from: start)
    var text = text(first, trimmingWhitespace(before: end, notBefore: first))
    while text.unicodeScalars.first?.properties.isWhitespace == true {
      text.unicodeScalars.removeFirst()
    }
    return text
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

extension Character {
  /// Whether every scalar of the character is whitespace: a space that a combining mark joined
  /// (`" \u{301}"`) is not, while `Character.isWhitespace` looks at the first scalar only.
  var isBlank: Bool {
    unicodeScalars.allSatisfy(\.properties.isWhitespace)
  }
}
