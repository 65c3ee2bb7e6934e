import Foundation
import ParleyAssistant
import Testing

/// A conversation driven turn by turn, each reply checked in transcript form: `< ` for a
/// sentence said or shown, `= ` and `| ` for a snippet card, `* ` for a choice.
///
/// ```swift
/// let dialog = trails.dialog(on: .speaker)
/// await dialog.say("get trail conditions with trails", replies: "< Which trail?")
/// await dialog.say("alpine loop", replies: """
///   < The conditions for Alpine Loop are: Open. …
///   """)
/// ```
public final class DialogTester: @unchecked Sendable {
  /// The conversation, for checks of its own.
  public let conversation: Conversation

  init(conversation: Conversation) {
    self.conversation = conversation
  }

  /// Says `line` and returns the reply.
  public func say(_ line: String) async -> Reply {
    await conversation.respond(to: line)
  }

  /// Says `line` and checks that the reply, in transcript form, is `expected` (a final line
  /// end is optional): exactly, but for sentences written as `<~` lines, which check what the
  /// sentence contains, a pattern, a list or a localisation key (see
  /// ``ParleyAssistant/DialogCheck``).
  ///
  /// ```swift
  /// await dialog.say("order a latte from brew", replies: "<~ contains latte")
  /// ```
  ///
  /// - Returns: Whether it was.
  @discardableResult
  public func say(
    _ line: String, replies expected: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation, file: StaticString = #filePath,
    lineNumber: UInt = #line
  ) async -> Bool {
    let reply = await conversation.respond(to: line)
    let actual = TranscriptWriter().reply(reply.items)
    let wanted = expected.hasSuffix("\n") || expected.isEmpty ? expected : expected + "\n"
    let failure: String
    do {
      let transcript = try Transcript.parse(Data(("> reply\n" + wanted).utf8), file: "reply")
      let turn = transcript.conversations.first?.turns.first
      let tables = conversation.catalog.apps.map(\.stringTables)
      if turn?.accepts(reply.items, tables: tables) ?? (actual == wanted) { return true }
      failure =
        "after \"> \(line)\" expected\n\(wanted)got\n\(actual)"
        + Self.lineCountHint(expected: wanted, actual: actual)
        + Self.lineKindHint(expected: wanted, actual: actual)
    } catch let errors as PhraseFileErrors {
      // The reply's lines come after a first line of ours: line 2 is the reply's first.
      failure = errors.errors.map { error in
        "expected reply, line \(error.location.line - 1), column \(error.location.column): "
          + error.message
      }.joined(separator: "\n")
    } catch {
      failure = "\(error)"
    }
    FailureRecorder.record(
      [ParleyFailure(message: failure, fileLocation: nil)],
      at: sourceLocation, file: file, line: lineNumber)
    return false
  }

  /// A note on why a reply of another number of lines fails though each line expected may
  /// hold: every line of the reply is checked by one line of `expected`, a `<~` line too.
  static func lineCountHint(expected: String, actual: String) -> String {
    let wanted = expected.split(separator: "\n").count
    let got = actual.split(separator: "\n").count
    guard wanted != got else { return "" }
    return "(the reply has \(got) line\(got == 1 ? "" : "s") and the expected reply \(wanted): "
      + "each line of the reply is checked by one line, a '<~' line included)\n"
  }

  /// A note on the first line of `expected` that checks another kind of line than the reply's
  /// line in its place: a `<~` line checks a sentence, so a choice the reply lists needs its
  /// own `* ` line however the sentence is checked. Empty when every line's kind agrees.
  static func lineKindHint(expected: String, actual: String) -> String {
    let wanted = expected.split(separator: "\n")
    let got = actual.split(separator: "\n")
    for (index, (line, reply)) in zip(wanted, got).enumerated() {
      guard let expectedKind = LineKind(line), let replyKind = LineKind(reply),
        expectedKind != replyKind
      else { continue }
      return "(line \(index + 1) of the reply is \(replyKind.description), '\(reply)', and its "
        + "expected line checks \(expectedKind.description)"
        + (line.hasPrefix("<~") ? ": a '<~' line checks a sentence only" : "") + ")\n"
    }
    return ""
  }

  /// What a line of a reply in transcript form is, by its mark.
  private enum LineKind: CustomStringConvertible {
    case sentence, cardTitle, cardLine, choice

    init?(_ line: Substring) {
      switch line.prefix(while: { $0 != " " }) {
      case "<", "<~": self = .sentence
      case "=": self = .cardTitle
      case "|": self = .cardLine
      case "*": self = .choice
      default: return nil
      }
    }

    var description: String {
      switch self {
      case .sentence: "a sentence ('< ')"
      case .cardTitle: "a card's title ('= ')"
      case .cardLine: "a card's line ('| ')"
      case .choice: "a choice ('* ')"
      }
    }
  }
}
