/// Breaks text into lines no wider than a number of terminal columns, between words.
///
/// Widths are display widths (see ``DisplayWidth``): a wide character counts two columns. A
/// word wider than the line is broken between characters. Line breaks in the text are kept;
/// runs of spaces between words become one space where a line is broken.
///
/// ```swift
/// TextWrapper.wrap("Bear Creek Trail is open today", width: 12)
/// // ["Bear Creek", "Trail is", "open today"]
/// ```
enum TextWrapper {
  /// The lines of `text` wrapped to `width` columns (at least one column); `[""]` for "".
  static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
      wrapParagraph(String($0), width: width)
    }.flatMap { $0 }
  }

  private static func wrapParagraph(_ paragraph: String, width: Int) -> [String] {
    guard DisplayWidth.of(paragraph) > width else { return [paragraph] }
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    for word in paragraph.split(separator: " ") {
      var piece = String(word)
      var pieceWidth = DisplayWidth.of(piece)
      if currentWidth > 0 && currentWidth + 1 + pieceWidth <= width {
        current += " " + piece
        currentWidth += 1 + pieceWidth
        continue
      }
      if currentWidth > 0 {
        lines.append(current)
        current = ""
        currentWidth = 0
      }
      while pieceWidth > width {
        let (head, rest) = split(piece, toWidth: width)
        lines.append(head)
        piece = rest
        pieceWidth = DisplayWidth.of(piece)
      }
      current = piece
      currentWidth = pieceWidth
    }
    if currentWidth > 0 || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// The longest start of `word` that fits in `width` columns (at least one character), and
  /// the rest.
  private static func split(_ word: String, toWidth width: Int) -> (String, String) {
    var head = ""
    var used = 0
    var index = word.startIndex
    while index < word.endIndex {
      let characterWidth = DisplayWidth.of(word[index])
      if used + characterWidth > width && !head.isEmpty { break }
      head.append(word[index])
      used += characterWidth
      index = word.index(after: index)
    }
    return (head, String(word[index...]))
  }

  /// `text` followed by spaces up to `width` columns.
  static func pad(_ text: String, toWidth width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
  }

  /// `text` cut to at most `width` columns, ending with `ellipsis` when it was cut.
  static func truncate(_ text: String, toWidth width: Int, ellipsis: String) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    let room = width - DisplayWidth.of(ellipsis)
    guard room > 0 else { return String(ellipsis.prefix(max(0, width))) }
    let head = split(text, toWidth: room).0
    return DisplayWidth.of(head) > room ? ellipsis : head + ellipsis
  }
}
