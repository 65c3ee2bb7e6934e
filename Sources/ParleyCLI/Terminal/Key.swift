/// A key press the line editor understands, decoded from the bytes a terminal sends.
enum Key: Equatable, Sendable {
  /// A printable Unicode scalar to insert (a combining mark joins the character before it).
  case insert(Unicode.Scalar)
  /// Enter or Return.
  case enter
  /// Left arrow or Ctrl-B.
  case left
  /// Right arrow or Ctrl-F.
  case right
  /// Ctrl-Left or Alt-B: to the start of the previous word.
  case wordLeft
  /// Ctrl-Right or Alt-F: past the end of the next word.
  case wordRight
  /// Home or Ctrl-A.
  case home
  /// End or Ctrl-E.
  case end
  /// Up arrow or Ctrl-P: the previous history entry.
  case up
  /// Down arrow or Ctrl-N: the next history entry.
  case down
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// The Delete key.
  case delete
  /// Ctrl-D: end of input on an empty line, Delete otherwise.
  case controlD
  /// Ctrl-K: delete from the cursor to the end of the line.
  case killToEnd
  /// Ctrl-U: delete from the start of the line to the cursor.
  case killToStart
  /// Ctrl-W: delete the word before the cursor.
  case deleteWordBackward
  /// Ctrl-L: clear the screen and redraw the line.
  case clearScreen
  /// Ctrl-C.
  case interrupt
  /// A key or sequence the editor does not use.
  case ignored
}
