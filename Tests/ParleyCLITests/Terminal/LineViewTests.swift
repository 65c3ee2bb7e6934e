import Testing

@testable import ParleyCLI

@Suite struct LineViewTests {
  @Test func drawsPromptLineAndCursorAtEnd() {
    let output = LineView.render(prompt: "> ", buffer: EditBuffer("hello"), columns: 80)
    #expect(output == "\r> hello\u{1B}[K\r\u{1B}[7C")
  }

  @Test func cursorColumnCountsWideCharactersTwice() {
    var buffer = EditBuffer("東京x")
    buffer.moveLeft()
    let output = LineView.render(prompt: "> ", buffer: buffer, columns: 80)
    #expect(output == "\r> 東京x\u{1B}[K\r\u{1B}[6C")
  }

  @Test func styledPromptTakesOnlyItsVisibleColumns() {
    let output = LineView.render(
      prompt: Style.ansi.prompt("> "), buffer: EditBuffer("é"), columns: 80)
    #expect(output == "\r\u{1B}[1;34m> \u{1B}[0mé\u{1B}[K\r\u{1B}[3C")
  }

  @Test func emptyLineWithoutPromptLeavesCursorAtColumnZero() {
    #expect(LineView.render(prompt: "", buffer: EditBuffer(), columns: 80) == "\r\u{1B}[K\r")
  }

  @Test func longLineScrollsToKeepTheCursorInView() {
    let output = LineView.render(prompt: "> ", buffer: EditBuffer("abcdefghij"), columns: 8)
    #expect(output == "\r> fghij\u{1B}[K\r\u{1B}[7C")
  }

  @Test func longLineWithCursorAtStartShowsTheStart() {
    var buffer = EditBuffer("abcdefghij")
    buffer.moveHome()
    let output = LineView.render(prompt: "> ", buffer: buffer, columns: 8)
    #expect(output == "\r> abcde\u{1B}[K\r\u{1B}[2C")
  }
}
