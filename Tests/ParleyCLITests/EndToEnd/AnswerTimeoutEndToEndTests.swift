import Foundation
import Testing

/// A speaker leaves a question no answer comes to in time, says so, and goes on; input that
/// stays open with nothing said is how a person who does not answer looks to `parley`.
@Suite struct AnswerTimeoutEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func aSpeakerLeavesAnUnansweredQuestionAndTakesTheNextRequest() throws {
    let run = try OpenInputRun(sandbox, ["--speaker", "--app", "Trails", "--answer-timeout", "1"])
    run.send("get trail conditions with trails")
    #expect(run.waitUntilPrinted("Which trail?\n"))
    #expect(run.waitUntilPrinted("I didn't hear an answer, so I'll leave that.\n"))
    // A request that asks nothing, so that no second question can time out however slowly
    // this test goes on.
    run.send("get conditions for bear creek in trails")
    #expect(run.waitUntilPrinted("light traffic.\n"))
    let result = run.finish()
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "Which trail?", "Bear Creek Trail, Cedar Falls, Alpine Loop, or another one?",
            "I didn't hear an answer, so I'll leave that.",
            "The conditions for Bear Creek Trail are: Open. The trail is dry and firm, with light traffic."
          ),
          status: 0))
  }

  /// `ask` on a speaker leaves its request when its question gets no answer, and says it was
  /// not done.
  @Test func askOnASpeakerEndsUndoneWhenItsQuestionGetsNoAnswer() throws {
    let run = try OpenInputRun(
      sandbox,
      [
        "ask", "get trail conditions with trails", "--speaker", "--app", "Trails",
        "--answer-timeout", "1",
      ])
    #expect(run.waitUntilPrinted("I didn't hear an answer, so I'll leave that.\n"))
    #expect(
      run.finish()
        == ParleyResult(
          stdout: ParleyResult.lines(
            "Which trail?", "Bear Creek Trail, Cedar Falls, Alpine Loop, or another one?",
            "I didn't hear an answer, so I'll leave that."),
          status: 1))
  }

  /// A replay never waits: the question left ends its conversation, and the session goes on
  /// in a new one.
  @Test func aRecordingEndsItsConversationAtTheQuestionLeft() throws {
    let run = try OpenInputRun(sandbox, ["--speaker", "--app", "Trails", "--answer-timeout", "1"])
    run.send(":record left.transcript")
    run.send("get trail conditions with trails")
    #expect(run.waitUntilPrinted("I didn't hear an answer, so I'll leave that.\n"))
    run.send("get conditions for bear creek in trails")
    _ = run.finish()
    #expect(
      try sandbox.read("left.transcript") == """
        --- Recorded with parley
        @surface speaker
        @now 2026-11-21T09:00:00Z
        > get trail conditions with trails
        < Which trail?
        < Bear Creek Trail, Cedar Falls, Alpine Loop, or another one?
        # No answer came in time: I didn't hear an answer, so I'll leave that.

        --- Recorded with parley
        @surface speaker
        @now 2026-11-21T09:00:00Z
        > get conditions for bear creek in trails
        < The conditions for Bear Creek Trail are: Open. The trail is dry and firm, with light traffic.

        """)
  }

  @Test func aSpeakerAtATerminalSaysItAndPromptsForTheNextRequest() throws {
    let environment = ["TERM": "xterm", "NO_COLOR": "1", "COLUMNS": "80"]
    let result = try sandbox.runInteractive(
      ["--speaker", "--app", "Trails", "--answer-timeout", "0.5"], environment: environment
    ) { terminal in
      var offset = try #require(terminal.waitUntilDrawn("› ", from: 0), "\(terminal.seen)")
      terminal.type("get trail conditions with trails\r")
      for text in ["Which trail?", "… ", "I didn't hear an answer, so I'll leave that.", "› "] {
        offset = try #require(
          terminal.waitUntilDrawn(text, from: offset), "never drew \(text) in \(terminal.seen)")
      }
      terminal.type("\u{4}")
    }
    #expect(result.status == 0)
    #expect(result.stderr == "")
  }

  @Test func anAnswerTimeoutThatIsNoNumberIsRefused() async throws {
    let result = try await sandbox.chat("hi", arguments: ["--speaker", "--answer-timeout", "soon"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: --answer-timeout takes a number of seconds from 0 to 31536000, or off, not “soon”."
      ))
  }
}
