import Testing

@testable import ParleyAssistant

/// "cancel", "never mind" and "stop" leave every waiting state, and so does `interrupt()`; a
/// goodbye does too unless the question takes it as its answer, and a "no" that answers
/// nothing asked.
@Suite struct ConversationCancelTests {
  /// A request that leaves the conversation waiting in each state, by name.
  static let waitingStates: [(state: String, lines: [String])] = [
    ("value", ["suggest trails in trails"]),
    ("entity choice", ["get trail conditions with trails", "arch"]),
    ("intent choice", ["play the morning show on radio"]),
    ("value asked again", ["order a coffee with errands"]),
    ("choice asked again", ["book a table with errands"]),
    ("confirmation asked again", ["send money with errands"]),
    ("value asked in place", ["write a note with errands"]),
    ("choice asked in place", ["pick an ice cream flavor with errands"]),
    ("confirmation asked in place", ["clear my drafts with errands"]),
  ]

  static let cancelWords = ["cancel", "never mind", "stop", "Nevermind.", "forget it"]

  /// A conversation let go of while an intent waits on a question in place ends that intent's
  /// run: its question throws and the run finishes, so neither stays in memory.
  @Test(.timeLimit(.minutes(10)), arguments: ["value", "choice", "confirmation"])
  func aConversationLetGoMidQuestionEndsTheRun(kind: String) async throws {
    let lines = try #require(Self.waitingStates.first { $0.state == "\(kind) asked in place" })
      .lines
    var conversation: Conversation? = try await ConversationTesting.conversation(.display)
    _ = await conversation?.replies(to: lines)
    let run = try #require(conversation?.request?.run)
    conversation = nil
    guard case .failed(let error) = await run.nextEvent() else {
      Issue.record("the run went on after its conversation was let go")
      return
    }
    #expect(error is CancellationError)
  }

  @Test(arguments: waitingStates.map(\.state), cancelWords)
  func aCancelWordLeavesTheState(state: String, word: String) async throws {
    try await Self.expectLeaving(state, with: word)
  }

  @Test(
    arguments: [
      "entity choice", "intent choice", "choice asked again", "confirmation asked again",
      "confirmation asked in place",
    ], ["bye", "Goodbye!", "see you"])
  func aGoodbyeLeavesAQuestionThatDoesNotTakeIt(state: String, word: String) async throws {
    try await Self.expectLeaving(state, with: word)
  }

  /// "no" at a question it does not answer declines to answer it.
  @Test(
    arguments: ["entity choice", "intent choice", "choice asked again"],
    ["no", "nope", "No thanks."])
  func aNoLeavesAQuestionItDoesNotAnswer(state: String, word: String) async throws {
    try await Self.expectLeaving(state, with: word)
  }

  /// Expects `word`, said in the waiting state called `state`, to cancel the request on both
  /// surfaces.
  private static func expectLeaving(_ state: String, with word: String) async throws {
    let lines = try #require(waitingStates.first { $0.state == state }).lines
    for surface in Surface.allCases {
      let conversation = try await ConversationTesting.conversation(surface)
      let replies = await conversation.replies(to: lines)
      #expect(replies.last?.awaitsAnswer == true)
      #expect(await conversation.respond(to: word) == cancelled)
      #expect(!conversation.isAwaitingAnswer)
    }
  }

  @Test(arguments: Surface.allCases)
  func aNoLeavesAQuestionForAnOption(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(surface)
    #expect(await conversation.respond(to: "order a latte with brew").awaitsAnswer)
    #expect(await conversation.respond(to: "nope") == cancelled)
    #expect(!conversation.isAwaitingAnswer)
  }

  @Test func aNoAtAQuestionForAnyTextIsTheAnswer() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    _ = await conversation.replies(to: ["write a note with errands"])
    #expect(await conversation.respond(to: "no") != cancelled)
  }

  @Test func aGoodbyeAtAQuestionForAnyTextIsTheAnswer() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    _ = await conversation.replies(to: ["write a note with errands"])
    #expect(await conversation.respond(to: "bye") != cancelled)
  }

  @Test(arguments: waitingStates.map(\.state))
  func interruptLeavesTheState(state: String) async throws {
    let lines = try #require(Self.waitingStates.first { $0.state == state }).lines
    for surface in Surface.allCases {
      let conversation = try await ConversationTesting.conversation(surface)
      _ = await conversation.replies(to: lines)
      #expect(conversation.interrupt() == cancelled)
      #expect(!conversation.isAwaitingAnswer)
      #expect(conversation.interrupt() == nil)
    }
  }

  @Test func aCancelWordLeavesThePasscodeQuestion() async throws {
    let conversation = try await ConversationTesting.conversation(.display, passcode: "2468")
    _ = await conversation.respond(to: "remove bear creek trail from my favorites in trails")
    #expect(conversation.isAwaitingPasscode)
    #expect(await conversation.respond(to: "never mind") == cancelled)
    #expect(!conversation.isAwaitingPasscode)
  }

  @Test func interruptLeavesThePasscodeQuestion() async throws {
    let conversation = try await ConversationTesting.conversation(.display, passcode: "2468")
    _ = await conversation.respond(to: "remove bear creek trail from my favorites in trails")
    #expect(conversation.interrupt() == cancelled)
    #expect(!conversation.isAwaitingAnswer)
  }

  @Test(arguments: ["cancel", "never mind", "stop"])
  func aCancelWordWithNothingToCancelSaysSo(word: String) async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    #expect(
      await conversation.respond(to: word)
        == ends(.cancelled, .dialog("There's nothing to cancel.")))
  }

  @Test(arguments: ["cancel my order", "stop the timer", "stop the music"])
  func aRequestThatSaysWhatToCancelIsNotAcknowledgedAsDone(request: String) async throws {
    let speaker = try await ConversationTesting.conversation(.speaker)
    #expect(
      await speaker.respond(to: request)
        == ends(.notUnderstood, .dialog("Sorry, none of your apps can do that.")))
    let display = try await ConversationTesting.conversation(.display)
    #expect(
      await display.respond(to: request)
        == ends(
          .notUnderstood,
          .dialog(
            "Sorry, none of your apps can “\(request)”. Type :phrases to see what you can say.")
        ))
  }

  @Test func interruptWhileIdleDoesNothing() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    #expect(conversation.interrupt() == nil)
    _ = await conversation.respond(to: "say hello with studio")
    #expect(conversation.interrupt() == nil)
  }

  @Test(arguments: Surface.allCases)
  func theNextRequestAfterACancelStartsAfresh(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let replies = await conversation.replies(to: [
      "write a note with errands", "cancel", "write a note with errands", "milk", "2",
    ])
    #expect(replies[2] == asks(.dialog("What should the note say?")))
    #expect(replies[4] == completes(.dialog("Saved “milk” on 2 pages, run 2.")))
  }

  @Test func aCancelledConfirmationLeavesTheFavoriteInPlace() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: [
      "remove cedar falls from my favorites in trails", "stop",
      "remove cedar falls from my favorites in trails",
    ])
    #expect(replies[1] == cancelled)
    #expect(replies[2] == asks(.dialog("Remove Cedar Falls from your favorites?")))
  }
}
