import Foundation
import ParleyMatcher

/// Formats conversations as `.transcript` text that ``Transcript`` reads back unchanged.
///
/// Use it whole, or piece by piece while a session is being recorded: write a
/// ``header(title:surface:now:unlocked:)`` when the conversation starts, then append one
/// ``turn(user:expected:)`` per line the user types.
///
/// ```swift
/// let writer = TranscriptWriter()
/// var text = writer.header(title: "suggest trails", surface: .display)
/// text += writer.turn(user: "suggest hiking trails in trails",
///                     expected: [.dialog("Where would you like to go?")])
/// // --- suggest trails
/// // @surface display
/// // > suggest hiking trails in trails
/// // < Where would you like to go?
/// ```
///
/// Every reply round-trips, with two exceptions: a snippet whose title is the empty string
/// reads back with no title, and an empty list of choices is left out.
public struct TranscriptWriter: Sendable {
  /// Creates a writer.
  public init() {}

  /// A whole transcript: its conversations, separated by blank lines.
  ///
  /// - Parameter transcript: The transcript.
  /// - Returns: The file's text, ending with a newline.
  public func transcript(_ transcript: Transcript) -> String {
    transcript.conversations.map(conversation).joined(separator: "\n")
  }

  /// One conversation: its header and its turns.
  ///
  /// - Parameter conversation: The conversation.
  /// - Returns: Its lines, each ending with a newline.
  public func conversation(_ conversation: TranscriptConversation) -> String {
    header(
      title: conversation.title, surface: conversation.surface, now: conversation.now,
      unlocked: conversation.unlocked) + conversation.turns.map(turn).joined()
  }

  /// The lines that start a conversation: `---` with the title, then its directives.
  ///
  /// A title's line breaks become spaces, since the title is one line. `@surface` is always
  /// written; `@now` and `@unlocked` only when set, `@matching` only when not flexible.
  ///
  /// - Parameters:
  ///   - title: The conversation's title, or `nil`.
  ///   - surface: Where replies go.
  ///   - now: The clock for relative dates, or `nil`.
  ///   - unlocked: Whether the session is unlocked.
  ///   - matching: How strictly requests must say a phrase.
  /// - Returns: The lines, each ending with a newline.
  public func header(
    title: String?, surface: Surface = .display, now: Date? = nil, unlocked: Bool = false,
    matching: MatchingMode = .flexible
  ) -> String {
    let oneLine = (title ?? "").split(whereSeparator: \.isNewline).joined(separator: " ")
      .trimmingCharacters(in: .whitespaces)
    var text = oneLine.isEmpty ? "---\n" : "--- \(oneLine)\n"
    text += "@surface \(surface.rawValue)\n"
    if let now { text += "@now \(PhraseFileDate.format(now))\n" }
    if unlocked { text += "@unlocked\n" }
    if matching != .flexible { text += "@matching \(matching.rawValue)\n" }
    return text
  }

  /// One turn: the `>` line and the lines of the expected reply.
  ///
  /// - Parameter turn: The turn.
  /// - Returns: Its lines, each ending with a newline.
  public func turn(_ turn: TranscriptTurn) -> String {
    self.turn(user: turn.user, expected: turn.expected)
  }

  /// One turn: the `>` line and the lines of the expected reply.
  ///
  /// - Parameters:
  ///   - user: What the user typed.
  ///   - expected: The reply's items, in order.
  /// - Returns: Its lines, each ending with a newline.
  public func turn(user: String, expected: [ReplyItem]) -> String {
    line(">", user.trimmingCharacters(in: .whitespaces)) + reply(expected)
  }

  /// The lines of a reply alone, without the `>` line: what a test report shows when the
  /// reply differs from the one expected.
  ///
  /// ```swift
  /// writer.reply([.dialog("Which trail?"), .choices(["Bear Creek Trail", "Cedar Falls"])])
  /// // < Which trail?
  /// // * Bear Creek Trail
  /// // * Cedar Falls
  /// ```
  ///
  /// - Parameter items: The reply's items, in order.
  /// - Returns: Their lines, each ending with a newline; empty for no items.
  public func reply(_ items: [ReplyItem]) -> String {
    reply(items, checks: [:])
  }

  /// The reply a turn expects, in transcript form: its `<~` lines as written.
  ///
  /// - Parameter turn: The turn.
  /// - Returns: The reply's lines, each ending with a newline.
  public func expected(_ turn: TranscriptTurn) -> String {
    reply(turn.expected, checks: turn.checks)
  }

  private func reply(_ items: [ReplyItem], checks: [Int: DialogCheck]) -> String {
    var text = ""
    var previous: ReplyItem?
    for (index, item) in items.enumerated() {
      if Self.needsBlankLine(between: previous, and: item) { text += "\n" }
      text += checks[index].map { "<~ \($0)\n" } ?? lines(of: item)
      previous = item
    }
    return text
  }

  /// Comment lines, one `#` line per line of `text`.
  ///
  /// - Parameter text: The comment.
  /// - Returns: The lines, each ending with a newline.
  public func comment(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "#\n" : "# \($0)\n" }.joined()
  }

  /// Whether `item` would join `previous` when read back unless a blank line parts them: an
  /// untitled snippet after a snippet, or choices after choices.
  private static func needsBlankLine(between previous: ReplyItem?, and item: ReplyItem) -> Bool {
    switch (previous, item) {
    case (.snippet, .snippet(let snippet)):
      return (snippet.title ?? "").isEmpty && !snippet.lines.isEmpty
    case (.choices, .choices):
      return true
    default:
      return false
    }
  }

  private func lines(of item: ReplyItem) -> String {
    switch item {
    case .dialog(let dialog):
      return line("<", dialog)
    case .snippet(let snippet):
      let title = snippet.title ?? ""
      var text = title.isEmpty && !snippet.lines.isEmpty ? "" : line("=", title)
      for body in snippet.lines { text += line("|", body) }
      for action in snippet.actions { text += line("!", action.caption) }
      return text
    case .choices(let options):
      return options.map { line("*", $0) }.joined()
    }
  }

  /// A marker line, with `+` lines for the text's further lines (after each `\n`).
  private func line(_ marker: String, _ text: String) -> String {
    var result = ""
    var marker = marker
    let parts = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for part in parts {
      result += part.isEmpty ? "\(marker)\n" : "\(marker) \(part)\n"
      marker = "+"
    }
    return result
  }
}
