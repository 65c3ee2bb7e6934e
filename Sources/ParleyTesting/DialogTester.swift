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

  /// Says `line` and checks that the reply, in transcript form, is exactly `expected`
  /// (a final line end is optional).
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
    guard actual != wanted else { return true }
    FailureRecorder.record(
      [
        ParleyFailure(
          message: "after \"> \(line)\" expected\n\(wanted)got\n\(actual)", fileLocation: nil)
      ],
      at: sourceLocation, file: file, line: lineNumber)
    return false
  }
}
