import Foundation
import ParleyAssistant

/// Draws a ``Snippet`` as a box: the title in the top border, the lines inside, word-wrapped.
///
/// The card is as wide as its widest line needs (or its title), and never wider than the
/// width it is given; longer lines wrap, a longer title is cut with an ellipsis.
///
/// ```swift
/// let card = Snippet(title: "Bear Creek Trail", lines: ["Open · 4.2 mi"])
/// SnippetCardRenderer(glyphs: .unicode).lines(for: card, width: 80, style: .plain)
/// // ["╭─ Bear Creek Trail ─╮",
/// //  "│ Open · 4.2 mi      │",
/// //  "╰────────────────────╯"]
/// ```
struct SnippetCardRenderer: Sendable {
  /// The characters the box is drawn with.
  let glyphs: CardGlyphs

  /// The narrowest text area a card gets, even on a very narrow terminal.
  private static let minimumInnerWidth = 4

  /// The card's lines, at most `width` columns wide (unless `width` is tiny).
  ///
  /// - Parameters:
  ///   - snippet: The card to draw.
  ///   - width: The columns available, usually the terminal's width.
  ///   - style: Colours for the border and the title.
  /// - Returns: The top border with the title, one line per wrapped body line, the bottom
  ///   border.
  func lines(for snippet: Snippet, width: Int, style: Style) -> [String] {
    let maximumInner = max(Self.minimumInnerWidth, width - 4)
    let title = snippet.title.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    let body = snippet.lines.flatMap { TextWrapper.wrap($0, width: maximumInner) }
    let bodyWidth = body.map(DisplayWidth.of).max() ?? 0
    let titleWidth = title.isEmpty ? 0 : DisplayWidth.of(title) + 2
    let inner = min(maximumInner, max(Self.minimumInnerWidth, bodyWidth, titleWidth))

    var lines = [top(title: title, inner: inner, style: style)]
    let side = style.cardBorder(glyphs.vertical)
    for line in body {
      lines.append(side + " " + TextWrapper.pad(line, toWidth: inner) + " " + side)
    }
    let bottom = glyphs.bottomLeft + rule(inner + 2) + glyphs.bottomRight
    lines.append(style.cardBorder(bottom))
    return lines
  }

  /// `╭─ Title ───╮`, or a plain rule without a title; `inner + 4` columns wide.
  private func top(title: String, inner: Int, style: Style) -> String {
    guard !title.isEmpty else {
      return style.cardBorder(glyphs.topLeft + rule(inner + 2) + glyphs.topRight)
    }
    let shown = TextWrapper.truncate(title, toWidth: inner - 2, ellipsis: glyphs.ellipsis)
    let fill = inner - DisplayWidth.of(shown) - 1
    return style.cardBorder(glyphs.topLeft + glyphs.horizontal + " ")
      + style.cardTitle(shown)
      + style.cardBorder(" " + rule(fill) + glyphs.topRight)
  }

  private func rule(_ count: Int) -> String {
    String(repeating: glyphs.horizontal, count: max(0, count))
  }
}
