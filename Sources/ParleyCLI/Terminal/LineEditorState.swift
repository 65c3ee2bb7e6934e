/// What the terminal must do after the line editor took a key.
enum EditorAction: Equatable, Sendable {
  /// Nothing changed on screen.
  case none
  /// Draw the line again.
  case redraw
  /// Clear the screen, then draw the line again.
  case clearScreen
  /// Nothing to do for that key; ring the bell.
  case bell
  /// The person pressed Enter on this line.
  case submit(String)
  /// The person pressed Ctrl-C.
  case interrupt
  /// The person pressed Ctrl-D on an empty line.
  case endOfInput
  /// The person pressed Ctrl-Z: give the terminal back, stop, and redraw on return.
  case suspend
}

/// The line editor without a terminal: the line being edited, history browsing, and what each
/// ``Key`` does to them.
///
/// Up and Down walk through `history`, newest first going up; the line being typed is kept
/// and comes back when Down goes past the newest entry. Lines are capped at
/// ``LineLimits/maximumCharacters``.
///
/// ```swift
/// var state = LineEditorState(history: ["open trails"])
/// state.handle(.up)     // .redraw, state.buffer.text == "open trails"
/// state.handle(.enter)  // .submit("open trails")
/// ```
struct LineEditorState: Sendable {
  /// The line being edited.
  private(set) var buffer = EditBuffer()
  /// Earlier lines, oldest first.
  private(set) var history: [String]
  /// Which history entry is shown; `history.count` means the line being typed.
  private var historyIndex: Int
  /// The line being typed, kept while history is browsed.
  private var draft = ""

  /// Creates an editor state with an empty line and `history` to browse.
  init(history: [String] = []) {
    self.history = history
    self.historyIndex = history.count
  }

  /// Applies `key` and says what the screen must do.
  mutating func handle(_ key: Key) -> EditorAction {
    switch key {
    case .insert(let scalar):
      guard buffer.characters.count < LineLimits.maximumCharacters else { return .bell }
      buffer.insert(scalar)
    case .enter: return .submit(buffer.text)
    case .interrupt: return .interrupt
    case .suspend: return .suspend
    case .controlD:
      if buffer.isEmpty { return .endOfInput }
      return edit { $0.deleteForward() }
    case .clearScreen: return .clearScreen
    case .up: return showHistory(at: historyIndex - 1)
    case .down: return showHistory(at: historyIndex + 1)
    case .ignored: return .none
    default: return edit(key)
    }
    return .redraw
  }

  private mutating func edit(_ key: Key) -> EditorAction {
    switch key {
    case .left: return edit { $0.moveLeft() }
    case .right: return edit { $0.moveRight() }
    case .wordLeft: return edit { $0.moveWordLeft() }
    case .wordRight: return edit { $0.moveWordRight() }
    case .home: return edit { $0.moveHome() }
    case .end: return edit { $0.moveEnd() }
    case .backspace: return edit { $0.deleteBackward() }
    case .delete: return edit { $0.deleteForward() }
    case .killToEnd: return edit { $0.killToEnd() }
    case .killToStart: return edit { $0.killToStart() }
    case .deleteWordBackward: return edit { $0.deleteWordBackward() }
    default: return .none
    }
  }

  /// Applies `change`; a change that does nothing rings the bell instead of redrawing.
  private mutating func edit(_ change: (inout EditBuffer) -> Void) -> EditorAction {
    let before = buffer
    change(&buffer)
    return buffer == before ? .bell : .redraw
  }

  private mutating func showHistory(at index: Int) -> EditorAction {
    guard index >= 0, index <= history.count, index != historyIndex else { return .bell }
    if historyIndex == history.count { draft = buffer.text }
    historyIndex = index
    buffer.replace(with: index == history.count ? draft : history[index])
    return .redraw
  }
}
