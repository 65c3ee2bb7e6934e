/// The text of the line being edited and the cursor in it, with the edits the keys make.
///
/// The cursor counts characters (grapheme clusters), so it never stops inside "é" or an emoji.
///
/// ```swift
/// var buffer = EditBuffer("trail")
/// buffer.moveHome()
/// buffer.insert("a")
/// buffer.insert(" ")
/// buffer.text    // "a trail"
/// buffer.cursor  // 2
/// ```
struct EditBuffer: Equatable, Sendable {
  /// The characters of the line.
  private(set) var characters: [Character]
  /// Where the cursor is: the number of characters before it.
  private(set) var cursor: Int

  /// Creates a buffer holding `text` with the cursor at its end.
  init(_ text: String = "") {
    characters = Array(text)
    cursor = characters.count
  }

  /// The whole line.
  var text: String { String(characters) }

  /// The text before the cursor.
  var textBeforeCursor: String { String(characters[..<cursor]) }

  /// Whether the line is empty.
  var isEmpty: Bool { characters.isEmpty }

  /// Replaces the line with `text` and puts the cursor at its end.
  mutating func replace(with text: String) {
    self = EditBuffer(text)
  }

  /// Inserts `scalar` at the cursor; a combining mark joins the character before the cursor.
  ///
  /// Only the characters on either side of the cursor are looked at again, so typing stays
  /// cheap on long lines.
  mutating func insert(_ scalar: Unicode.Scalar) {
    let start = max(0, cursor - 1)
    let end = min(characters.count, cursor + 1)
    var before = String(characters[start..<cursor])
    before.unicodeScalars.append(scalar)
    let joined = Array(before + String(characters[cursor..<end]))
    characters.replaceSubrange(start..<end, with: joined)
    cursor = min(start + before.count, characters.count)
  }

  /// Inserts every scalar of `text` at the cursor.
  mutating func insert(_ text: String) {
    for scalar in text.unicodeScalars { insert(scalar) }
  }

  /// Moves the cursor one character left, if it can.
  mutating func moveLeft() { cursor = max(0, cursor - 1) }

  /// Moves the cursor one character right, if it can.
  mutating func moveRight() { cursor = min(characters.count, cursor + 1) }

  /// Moves the cursor to the start of the line.
  mutating func moveHome() { cursor = 0 }

  /// Moves the cursor to the end of the line.
  mutating func moveEnd() { cursor = characters.count }

  /// Moves the cursor to the start of the word before it.
  mutating func moveWordLeft() { cursor = startOfWordBeforeCursor() }

  /// Moves the cursor past the end of the word after it.
  mutating func moveWordRight() {
    var index = cursor
    while index < characters.count, characters[index].isWhitespace { index += 1 }
    while index < characters.count, !characters[index].isWhitespace { index += 1 }
    cursor = index
  }

  /// Deletes the character before the cursor (Backspace).
  mutating func deleteBackward() {
    guard cursor > 0 else { return }
    characters.remove(at: cursor - 1)
    cursor -= 1
  }

  /// Deletes the character under the cursor (Delete).
  mutating func deleteForward() {
    guard cursor < characters.count else { return }
    characters.remove(at: cursor)
  }

  /// Deletes from the cursor to the end of the line (Ctrl-K).
  mutating func killToEnd() {
    characters.removeSubrange(cursor...)
  }

  /// Deletes from the start of the line to the cursor (Ctrl-U).
  mutating func killToStart() {
    characters.removeSubrange(..<cursor)
    cursor = 0
  }

  /// Deletes the word before the cursor and the spaces after it (Ctrl-W).
  mutating func deleteWordBackward() {
    let start = startOfWordBeforeCursor()
    characters.removeSubrange(start..<cursor)
    cursor = start
  }

  private func startOfWordBeforeCursor() -> Int {
    var index = cursor
    while index > 0, characters[index - 1].isWhitespace { index -= 1 }
    while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
    return index
  }
}
