/// Control characters made visible, so text that comes from a file, history or a request line
/// cannot drive the terminal: a C0 control becomes its Control Pictures symbol (ESC `␛`, CR
/// `␍`), DEL `␡`, a C1 control U+FFFD.
///
/// ```swift
/// VisibleText.forTerminal("a\u{1B}]0;owned\u{7}b")           // "a␛]0;owned␇b"
/// VisibleText.forTerminal("\u{1B}[1mbold\u{1B}[0m done\n")  // unchanged
/// ```
enum VisibleText {
  /// `text` ready for the terminal: every control character visible except the line feed, the
  /// tab and the colour and weight sequences (`ESC [ digits;… m`) Parley's ``Style`` writes.
  static func forTerminal(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var shown = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\u{1B}", let end = endOfStyle(in: scalars, from: index) {
        shown.append(contentsOf: scalars[index...end])
        index = end + 1
        continue
      }
      shown.append(scalar == "\n" || scalar == "\t" ? scalar : picture(of: scalar))
      index += 1
    }
    return String(shown)
  }

  /// `text` with every control character visible, the tab and line feed too: for one line
  /// drawn by the line editor.
  static func line(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map(picture(of:))))
  }

  /// The visible stand-in for `scalar` when it is a control character, else `scalar`.
  static func picture(of scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0..<0x20: return Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
    case 0x7F: return "\u{2421}"
    case 0x80..<0xA0: return "\u{FFFD}"
    default: return scalar
    }
  }

  /// The index of the `m` ending the style sequence that starts at `start`, if one does.
  private static func endOfStyle(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
    guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
    var index = start + 2
    while index < scalars.count, index - start < 32 {
      let scalar = scalars[index]
      if scalar == "m" { return index }
      guard scalar == ";" || ("0"..."9").contains(scalar) else { return nil }
      index += 1
    }
    return nil
  }
}
