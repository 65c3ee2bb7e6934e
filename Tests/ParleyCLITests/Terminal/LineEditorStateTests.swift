import Testing

@testable import ParleyCLI

@Suite struct LineEditorStateTests {
  /// Feeds `text` as typed bytes and returns the last action and the state after it.
  private func type(
    _ text: String, history: [String] = [], into start: LineEditorState? = nil
  ) -> (EditorAction?, LineEditorState) {
    var state = start ?? LineEditorState(history: history)
    var decoder = KeyDecoder()
    var last: EditorAction?
    for key in decoder.decode(Array(text.utf8)) { last = state.handle(key) }
    return (last, state)
  }

  @Test func typingThenEnterSubmits() {
    let (action, _) = type("open trails\r")
    #expect(action == .submit("open trails"))
  }

  @Test func editsInTheMiddle() {
    // Type "bar", go home, type "f", go right past "b", delete "a", End, add "!".
    let (action, state) = type("bar\u{1B}[Hf\u{1B}[C\u{1B}[3~\u{1B}[F!")
    #expect(action == .redraw)
    #expect(state.buffer.text == "fbr!")
  }

  @Test func controlKeysEdit() {
    #expect(type("hello world\u{17}").1.buffer.text == "hello ")
    #expect(type("hello world\u{01}\u{0B}").1.buffer.text == "")
    #expect(type("hello world\u{02}\u{02}\u{15}").1.buffer.text == "ld")
    #expect(type("ab\u{7F}c").1.buffer.text == "ac")
  }

  @Test func controlCInterrupts() {
    #expect(type("half a line\u{03}").0 == .interrupt)
  }

  @Test func controlDOnEmptyLineEndsInput() {
    #expect(type("\u{04}").0 == .endOfInput)
  }

  @Test func controlDInsideALineDeletesForward() {
    let (action, state) = type("abc\u{02}\u{02}\u{04}")
    #expect(action == .redraw)
    #expect(state.buffer.text == "ac")
  }

  @Test func controlZSuspendsAndKeepsTheLine() {
    let (action, state) = type("half\u{1A}")
    #expect(action == .suspend)
    #expect(state.buffer.text == "half")
  }

  @Test func controlLClearsTheScreen() {
    #expect(type("x\u{0C}").0 == .clearScreen)
  }

  @Test func editThatChangesNothingRingsTheBell() {
    #expect(type("\u{7F}").0 == .bell)
    #expect(type("a\u{1B}[C").0 == .bell)
  }

  @Test func upAndDownBrowseHistoryAndKeepTheDraft() {
    let history = ["first", "second"]
    var (action, state) = type("dra", history: history)
    (action, state) = type("\u{1B}[A", into: state)
    #expect(state.buffer.text == "second")
    (action, state) = type("\u{1B}[A", into: state)
    #expect(state.buffer.text == "first")
    (action, state) = type("\u{1B}[A", into: state)
    #expect(action == .bell)
    #expect(state.buffer.text == "first")
    (action, state) = type("\u{1B}[B\u{1B}[B", into: state)
    #expect(state.buffer.text == "dra")
    (action, state) = type("\u{1B}[B", into: state)
    #expect(action == .bell)
    (action, state) = type("\u{10}!\r", into: state)
    #expect(action == .submit("second!"))
  }

  @Test func upWithNoHistoryRingsTheBell() {
    #expect(type("\u{1B}[A").0 == .bell)
  }

  @Test func lineIsCappedAtTheLimit() {
    var state = LineEditorState()
    for _ in 0..<LineLimits.maximumCharacters { _ = state.handle(.insert("a")) }
    #expect(state.handle(.insert("b")) == .bell)
    #expect(state.buffer.characters.count == LineLimits.maximumCharacters)
  }

  @Test func ignoredKeysDoNothing() {
    let (action, state) = type("a\u{1B}[2~")
    #expect(action == EditorAction.none)
    #expect(state.buffer.text == "a")
  }
}
