import Foundation
import ParleyAssistant

/// Turns a ``Reply`` into the lines to print, as the surface shows them.
///
/// On a display: each dialog sentence word-wrapped, each snippet as a card
/// (``SnippetCardRenderer``), choices as a numbered list (`  1. Bear Creek Trail`). On a
/// speaker: only what can be said, one utterance per line, unwrapped and uncoloured; a snippet
/// or a list of choices that reaches a speaker is read as a sentence rather than drawn.
///
/// ```swift
/// let reply = Reply(items: [.dialog("Which trail?"), .choices(["Bear Creek", "Alpine Loop"])],
///                   outcome: nil)
/// ReplyRenderer(glyphs: .ascii).lines(for: reply, surface: .display, width: 80, style: .plain)
/// // ["Which trail?", "  1. Bear Creek", "  2. Alpine Loop"]
/// ReplyRenderer(glyphs: .ascii).lines(for: reply, surface: .speaker, width: 80, style: .plain)
/// // ["Which trail?", "Bear Creek or Alpine Loop?"]
/// ```
struct ReplyRenderer: Sendable {
  /// Draws snippet cards on a display.
  let cards: SnippetCardRenderer

  /// Creates a renderer whose cards are drawn with `glyphs`.
  init(glyphs: CardGlyphs) {
    cards = SnippetCardRenderer(glyphs: glyphs)
  }

  /// The lines that show or say `reply` on `surface`.
  ///
  /// - Parameters:
  ///   - reply: What the assistant answered.
  ///   - surface: A display (cards, lists, wrapping, colour) or a speaker (sentences only).
  ///   - width: The columns available on a display; a speaker ignores it.
  ///   - style: Colours for a display; a speaker never colours.
  /// - Returns: The lines to print, without line endings.
  func lines(for reply: Reply, surface: Surface, width: Int, style: Style) -> [String] {
    switch surface {
    case .display:
      // The choices of one reply are numbered on across their sections' lists.
      var numbered = 0
      return reply.items.flatMap { item in
        defer { if case .choices(let options) = item { numbered += options.count } }
        return displayLines(item, width: width, style: style, firstNumber: numbered + 1)
      }
    case .speaker: return reply.items.compactMap(utterance)
    }
  }

  private func displayLines(_ item: ReplyItem, width: Int, style: Style, firstNumber: Int)
    -> [String]
  {
    switch item {
    case .dialog(let text):
      return TextWrapper.wrap(text, width: width).map(style.dialog)
    case .snippet(let snippet):
      return cards.lines(for: snippet, width: width, style: style)
        + actionLines(snippet.actions, width: width)
    case .choices(let options):
      let numberWidth = String(firstNumber + options.count - 1).count
      return options.enumerated().flatMap { offset, option in
        let number = String(firstNumber + offset)
        let label = String(repeating: " ", count: numberWidth - number.count + 2) + number + ". "
        let indent = String(repeating: " ", count: label.count)
        let wrapped = TextWrapper.wrap(option, width: width - label.count)
        return wrapped.enumerated().map { index, line in
          (index == 0 ? label : indent) + line
        }
      }
    }
  }

  /// A card's actions under it, numbered as choices are and wrapped between actions:
  /// `  1. Edit   2. Delete   3. [x] Pinned`.
  private func actionLines(_ actions: [Snippet.Action], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for (offset, action) in actions.enumerated() {
      let shown = "\(offset + 1). " + action.caption
      if !line.isEmpty, DisplayWidth.of(line) + 3 + DisplayWidth.of(shown) > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "  " : "   ") + shown
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// One line to say for `item`, or `nil` when there is nothing to say.
  private func utterance(_ item: ReplyItem) -> String? {
    let text: String
    switch item {
    case .dialog(let sentence):
      text = sentence
    case .snippet(let snippet):
      text = ([snippet.title].compactMap { $0 } + snippet.lines)
        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        .map(sentence).joined(separator: " ")
    case .choices(let options):
      text = Self.spokenList(options).map { $0 + "?" } ?? ""
    }
    let line = text.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      .joined(separator: " ")
    return line.isEmpty ? nil : line
  }

  /// `text` ending with a full stop unless it already ends with punctuation.
  private func sentence(_ text: String) -> String {
    guard let last = text.last, !".!?".contains(last) else { return text }
    return text + "."
  }

  /// Options read as a list: "A", "A or B", "A, B, or C"; `nil` when there are none.
  static func spokenList(_ options: [String]) -> String? {
    switch options.count {
    case 0: return nil
    case 1: return options[0]
    case 2: return "\(options[0]) or \(options[1])"
    default:
      return options.dropLast().joined(separator: ", ") + ", or " + options[options.count - 1]
    }
  }
}
