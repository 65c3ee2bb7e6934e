import Testing

@testable import ParleyCLI

@Suite struct LineViewTests {
  /// One drawing: the prompt, the line, how far the cursor is moved left from the end, the
  /// terminal's width, and the exact bytes expected.
  struct Example: Sendable {
    let prompt: String
    let line: String
    let cursorFromEnd: Int
    let columns: Int
    let expected: String
  }

  static let examples: [Example] = [
    // Cursor at the end of a short line.
    Example(
      prompt: "> ", line: "hello", cursorFromEnd: 0, columns: 80,
      expected: "\r> hello\u{1B}[K\r\u{1B}[7C"),
    // Wide characters count two columns.
    Example(
      prompt: "> ", line: "東京x", cursorFromEnd: 1, columns: 80,
      expected: "\r> 東京x\u{1B}[K\r\u{1B}[6C"),
    // A styled prompt takes only its visible columns.
    Example(
      prompt: Style.ansi.prompt("> "), line: "é", cursorFromEnd: 0, columns: 80,
      expected: "\r\u{1B}[1;34m> \u{1B}[0mé\u{1B}[K\r\u{1B}[3C"),
    // Nothing at all leaves the cursor at column zero.
    Example(prompt: "", line: "", cursorFromEnd: 0, columns: 80, expected: "\r\u{1B}[K\r"),
    // A long line scrolls to keep the cursor in view…
    Example(
      prompt: "> ", line: "abcdefghij", cursorFromEnd: 0, columns: 8,
      expected: "\r> fghij\u{1B}[K\r\u{1B}[7C"),
    // …and shows its start when the cursor is there.
    Example(
      prompt: "> ", line: "abcdefghij", cursorFromEnd: 10, columns: 8,
      expected: "\r> abcde\u{1B}[K\r\u{1B}[2C"),
  ]

  @Test(arguments: examples)
  func draws(_ example: Example) {
    var buffer = EditBuffer(example.line)
    for _ in 0..<example.cursorFromEnd { buffer.moveLeft() }
    let output = LineView.render(prompt: example.prompt, buffer: buffer, columns: example.columns)
    #expect(output == example.expected)
  }
}

/// Control characters in a line (from history or pasted) are drawn as symbols, one column each.
@Test func lineViewDrawsControlCharactersVisibly() {
  let buffer = EditBuffer("a\u{1B}]0;x\u{7}b")
  let output = LineView.render(prompt: "> ", buffer: buffer, columns: 80)
  #expect(output == "\r> a␛]0;x␇b\u{1B}[K\r\u{1B}[10C")
}

/// The console keeps its own colour sequences and shows every other control character.
@Test func visibleTextKeepsStylesAndShowsOtherControls() {
  #expect(
    VisibleText.forTerminal("\u{1B}[1;31mred\u{1B}[0m\tok\n") == "\u{1B}[1;31mred\u{1B}[0m\tok\n")
  #expect(VisibleText.forTerminal("a\u{1B}[2Jb\r\u{9B}c\u{7F}") == "a␛[2Jb␍\u{FFFD}c␡")
}
