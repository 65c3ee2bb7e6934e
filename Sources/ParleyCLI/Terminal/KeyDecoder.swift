/// Turns the bytes a terminal sends in raw mode into ``Key`` presses.
///
/// Feed bytes as they arrive; a key is returned once its last byte is in. Understands UTF-8
/// text (invalid bytes become U+FFFD), control keys, and the escape sequences of common
/// terminals: `ESC [ A`–`D`, `ESC [ H`/`F`, `ESC [ 1 ~`/`4 ~`/`7 ~`/`8 ~`, `ESC [ 3 ~`,
/// `ESC O H`/`F` and friends, `ESC [ 1 ; 5 C` (Ctrl-arrows) and `ESC b`/`ESC f`.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B, 0x5B, 0x44, 0x61])  // [.left, .insert("a")]
/// ```
struct KeyDecoder {
  private enum State: Equatable {
    case ground
    /// After ESC.
    case escape
    /// After `ESC [`, collecting parameter bytes.
    case controlSequence([UInt8])
    /// After `ESC O`.
    case singleShift
    /// Inside a UTF-8 sequence: the bytes so far and how many it needs.
    case utf8([UInt8], needed: Int)
  }

  private var state = State.ground
  private var afterCarriageReturn = false

  /// Whether a sequence has started and waits for more bytes (a lone ESC, say).
  var isPending: Bool { state != .ground }

  /// Decodes `bytes` and returns the keys they complete, in order.
  mutating func decode(_ bytes: [UInt8]) -> [Key] {
    bytes.flatMap { feed($0) }
  }

  /// Takes one byte; returns the keys it completes: usually none or one, two when it ends a
  /// broken UTF-8 sequence and starts something else.
  mutating func feed(_ byte: UInt8) -> [Key] {
    if case .utf8 = state, !(0x80...0xBF).contains(byte) {
      state = .ground
      return [.insert("\u{FFFD}")] + feed(byte)
    }
    return step(byte).map { [$0] } ?? []
  }

  private mutating func step(_ byte: UInt8) -> Key? {
    let swallowLineFeed = afterCarriageReturn && byte == 0x0A
    afterCarriageReturn = false
    switch state {
    case .ground:
      if swallowLineFeed { return nil }
      return ground(byte)
    case .escape:
      return escape(byte)
    case .controlSequence(let parameters):
      return controlSequence(parameters, byte)
    case .singleShift:
      state = .ground
      return finalKey(byte) ?? .ignored
    case .utf8(let bytes, let needed):
      return utf8(bytes, needed: needed, byte)
    }
  }

  /// Ends a pending sequence when no more bytes came (a lone ESC press, or a cut sequence).
  mutating func flush() -> Key? {
    defer { state = .ground }
    if case .utf8 = state { return .insert("\u{FFFD}") }
    return state == .ground ? nil : .ignored
  }

  private mutating func ground(_ byte: UInt8) -> Key? {
    switch byte {
    case 0x1B:
      state = .escape
      return nil
    case 0x0D:
      afterCarriageReturn = true
      return .enter
    case 0x0A: return .enter
    case 0x01: return .home
    case 0x02: return .left
    case 0x03: return .interrupt
    case 0x04: return .controlD
    case 0x05: return .end
    case 0x06: return .right
    case 0x08, 0x7F: return .backspace
    case 0x0B: return .killToEnd
    case 0x0C: return .clearScreen
    case 0x0E: return .down
    case 0x10: return .up
    case 0x15: return .killToStart
    case 0x17: return .deleteWordBackward
    case 0x1A: return .suspend
    case 0x00..<0x20: return .ignored
    case 0x20..<0x7F: return .insert(Unicode.Scalar(byte))
    case 0xC2...0xDF:
      state = .utf8([byte], needed: 2)
    case 0xE0...0xEF:
      state = .utf8([byte], needed: 3)
    case 0xF0...0xF4:
      state = .utf8([byte], needed: 4)
    default:
      return .insert("\u{FFFD}")
    }
    return nil
  }

  private mutating func escape(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "["):
      state = .controlSequence([])
      return nil
    case UInt8(ascii: "O"):
      state = .singleShift
      return nil
    case 0x1B:
      return .ignored
    default:
      state = .ground
      switch byte {
      case UInt8(ascii: "b"): return .wordLeft
      case UInt8(ascii: "f"): return .wordRight
      case 0x7F, 0x08: return .deleteWordBackward
      default: return .ignored
      }
    }
  }

  private mutating func controlSequence(_ parameters: [UInt8], _ byte: UInt8) -> Key? {
    if (0x30...0x3F).contains(byte) {
      state = .controlSequence(parameters + [byte])
      return nil
    }
    state = .ground
    guard (0x40...0x7E).contains(byte) else { return .ignored }
    let fields = String(decoding: parameters, as: UTF8.self)
      .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    let modifier = fields.count > 1 ? fields[1] ?? 1 : 1
    if byte == UInt8(ascii: "~") {
      switch fields.first ?? nil {
      case 1, 7: return .home
      case 4, 8: return .end
      case 3: return .delete
      default: return .ignored
      }
    }
    guard let key = finalKey(byte) else { return .ignored }
    if modifier == 3 || modifier == 5 {
      if key == .left { return .wordLeft }
      if key == .right { return .wordRight }
    }
    return key
  }

  /// The key named by the last byte of `ESC [ … X` or `ESC O X`.
  private func finalKey(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    default: return nil
    }
  }

  private mutating func utf8(_ bytes: [UInt8], needed: Int, _ byte: UInt8) -> Key? {
    let collected = bytes + [byte]
    guard collected.count == needed else {
      state = .utf8(collected, needed: needed)
      return nil
    }
    state = .ground
    let text = String(decoding: collected, as: UTF8.self)
    return .insert(text.unicodeScalars.first ?? "\u{FFFD}")
  }
}

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
  /// Ctrl-Z: stop the program as a shell job; the line comes back when it resumes.
  case suspend
  /// A key or sequence the editor does not use.
  case ignored
}
