import Foundation

/// The characters a snippet card's box is drawn with: rounded Unicode lines, or ASCII.
struct CardGlyphs: Equatable, Sendable {
  /// The top-left corner.
  let topLeft: String
  /// The top-right corner.
  let topRight: String
  /// The bottom-left corner.
  let bottomLeft: String
  /// The bottom-right corner.
  let bottomRight: String
  /// The top and bottom edges.
  let horizontal: String
  /// The left and right edges.
  let vertical: String
  /// What ends a title cut to fit.
  let ellipsis: String

  /// Rounded box-drawing characters: `╭─ Title ─╮`, `│`, `╰─╯`.
  static let unicode = CardGlyphs(
    topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─",
    vertical: "│", ellipsis: "…")

  /// Plain ASCII: `+- Title -+`, `|`, `+--+`.
  static let ascii = CardGlyphs(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-",
    vertical: "|", ellipsis: "...")

  /// The glyphs the locale can show: Unicode when the first of `LC_ALL`, `LC_CTYPE` and `LANG`
  /// that is set names UTF-8, ASCII otherwise.
  ///
  /// ```swift
  /// CardGlyphs.forLocale(environment: ["LANG": "en_US.UTF-8"])  // .unicode
  /// CardGlyphs.forLocale(environment: ["LC_ALL": "C"])          // .ascii
  /// ```
  static func forLocale(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> CardGlyphs {
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy
      .compactMap { environment[$0] }.first { !$0.isEmpty }
    guard let name = locale?.lowercased() else { return .ascii }
    return name.contains("utf-8") || name.contains("utf8") ? .unicode : .ascii
  }
}
