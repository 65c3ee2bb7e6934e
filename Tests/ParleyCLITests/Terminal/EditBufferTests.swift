import Testing

@testable import ParleyCLI

@Suite struct EditBufferTests {
  @Test func insertsAtCursor() {
    var buffer = EditBuffer("trail")
    buffer.moveHome()
    buffer.insert("a ")
    #expect(buffer.text == "a trail")
    #expect(buffer.cursor == 2)
  }

  @Test func combiningMarkJoinsPreviousCharacter() {
    var buffer = EditBuffer("cafe")
    buffer.insert("\u{301}")
    #expect(buffer.text == "café")
    #expect(buffer.characters.count == 4)
    #expect(buffer.cursor == 4)
    buffer.deleteBackward()
    #expect(buffer.text == "caf")
  }

  @Test func movesStopAtEnds() {
    var buffer = EditBuffer("ab")
    buffer.moveRight()
    #expect(buffer.cursor == 2)
    buffer.moveLeft()
    buffer.moveLeft()
    buffer.moveLeft()
    #expect(buffer.cursor == 0)
    buffer.moveEnd()
    #expect(buffer.cursor == 2)
  }

  @Test func backspaceAndDelete() {
    var buffer = EditBuffer("abcd")
    buffer.moveLeft()
    buffer.deleteBackward()
    #expect(buffer.text == "abd")
    #expect(buffer.cursor == 2)
    buffer.deleteForward()
    #expect(buffer.text == "ab")
    buffer.deleteForward()
    #expect(buffer.text == "ab")
    buffer.moveHome()
    buffer.deleteBackward()
    #expect(buffer.text == "ab")
  }

  @Test func killToEndAndToStart() {
    var buffer = EditBuffer("bear creek")
    buffer.moveHome()
    for _ in 0..<4 { buffer.moveRight() }
    buffer.killToEnd()
    #expect(buffer.text == "bear")
    buffer.moveLeft()
    buffer.killToStart()
    #expect(buffer.text == "r")
    #expect(buffer.cursor == 0)
  }

  @Test func deleteWordBackwardTakesTrailingSpaces() {
    var buffer = EditBuffer("open bear creek  ")
    buffer.deleteWordBackward()
    #expect(buffer.text == "open bear ")
    buffer.deleteWordBackward()
    buffer.deleteWordBackward()
    #expect(buffer.text == "")
    buffer.deleteWordBackward()
    #expect(buffer.text == "")
  }

  @Test func wordMoves() {
    var buffer = EditBuffer("open bear creek")
    buffer.moveWordLeft()
    #expect(buffer.cursor == 10)
    buffer.moveWordLeft()
    #expect(buffer.cursor == 5)
    buffer.moveWordRight()
    #expect(buffer.cursor == 9)
    buffer.moveWordRight()
    #expect(buffer.cursor == 15)
  }

  @Test func cursorCountsCharactersNotScalars() {
    var buffer = EditBuffer("👍🏽x")
    buffer.moveLeft()
    buffer.moveLeft()
    #expect(buffer.cursor == 0)
    #expect(buffer.textBeforeCursor == "")
    buffer.moveRight()
    #expect(buffer.textBeforeCursor == "👍🏽")
  }
}
