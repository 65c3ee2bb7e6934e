/// Draws the line being edited: the escape sequences that show the prompt and the line and put
/// the cursor in place, measured in display columns.
///
/// A line wider than the terminal scrolls sideways so the cursor stays in view.
///
/// ```swift
/// LineView.render(prompt: "> ", buffer: EditBuffer("hello"), columns: 80)
/// // "\r> hello\u{1B}[K\r\u{1B}[7C"
/// ```
enum LineView {
  /// The bytes that redraw `buffer` after `prompt` on a terminal `columns` wide.
  ///
  /// - Parameters:
  ///   - prompt: The prompt, possibly styled; escape sequences in it take no columns.
  ///   - buffer: The line and cursor to show.
  ///   - columns: The terminal's width.
  /// - Returns: A carriage return, the prompt, the visible part of the line, an erase to the
  ///   end of the line, and a move of the cursor to its column.
  static func render(prompt: String, buffer: EditBuffer, columns: Int) -> String {
    let promptWidth = DisplayWidth.of(prompt)
    let room = max(1, columns - promptWidth - 1)
    // Control characters (from history or pasted) are drawn visibly, never sent as they are.
    let characters = buffer.characters.map { VisibleText.line(String($0)) }
    let widths = characters.map { DisplayWidth.of($0) }
    var start = 0
    var cursorColumn = widths[..<buffer.cursor].reduce(0, +)
    while cursorColumn > room, start < buffer.cursor {
      cursorColumn -= widths[start]
      start += 1
    }
    var end = start
    var shown = 0
    while end < characters.count, shown + widths[end] <= room {
      shown += widths[end]
      end += 1
    }
    let visible = characters[start..<end].joined()
    var output = "\r" + prompt + visible + "\u{1B}[K\r"
    let column = promptWidth + cursorColumn
    if column > 0 { output += "\u{1B}[\(column)C" }
    return output
  }
}
