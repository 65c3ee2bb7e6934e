/// How many terminal columns text takes: wide characters count 2, combining marks 0.
///
/// ANSI escape sequences (colours, cursor moves) take no columns, so styled text measures the
/// same as plain text.
///
/// ```swift
/// DisplayWidth.of("Trail")        // 5
/// DisplayWidth.of("東京")          // 4
/// DisplayWidth.of("e\u{301}")     // 1
/// DisplayWidth.of("\u{1B}[1mhi\u{1B}[0m")  // 2
/// ```
enum DisplayWidth {
  /// The columns `text` takes on a terminal.
  static func of(_ text: String) -> Int {
    var total = 0
    var inEscape = false
    var sawBracket = false
    for character in text {
      if inEscape {
        if !sawBracket {
          sawBracket = true
          if character == "[" { continue }
          inEscape = false
          continue
        }
        if let value = character.asciiValue, (0x40...0x7E).contains(value) { inEscape = false }
        continue
      }
      if character == "\u{1B}" {
        inEscape = true
        sawBracket = false
        continue
      }
      total += of(character)
    }
    return total
  }

  /// The columns one character (a grapheme cluster) takes: the widest of its scalars.
  static func of(_ character: Character) -> Int {
    var widest = 0
    for scalar in character.unicodeScalars {
      if scalar.value == 0xFE0F && character.unicodeScalars.first?.properties.isEmoji == true {
        return 2
      }
      widest = max(widest, of(scalar))
    }
    return widest
  }

  /// The columns one Unicode scalar takes on its own.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x7F { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) || value == 0x200B { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    return wideRanges.contains { $0.contains(value) } ? 2 : 1
  }

  /// East Asian Wide and Fullwidth blocks that take two columns.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
    0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
    0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18AFF,
    0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
