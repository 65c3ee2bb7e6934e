import Testing

@testable import ParleyAssistant

/// A new request said during a question, after words that start a correction.
@Suite struct ConversationCorrectionTests {
  @Test(arguments: [
    ("actually, order a cappuccino with brew instead", "order a cappuccino with brew"),
    ("no, get conditions for cedar falls in trails", "get conditions for cedar falls in trails"),
    ("um wait, open favorites in trails", "open favorites in trails"),
    ("instead open favorites in trails", "open favorites in trails"),
    ("no", "no"),
    ("large", "large"),
  ])
  func correctionWordsAreNoPartOfTheRequest(said: String, request: String) {
    #expect(Conversation.withoutCorrectionWords(said) == request)
  }

  @Test(arguments: [Surface.display, .speaker])
  func aCorrectionDuringAQuestionStartsTheNewRequest(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    _ = await conversation.respond(to: "suggest trails in trails")
    let reply = await conversation.respond(
      to: "actually, get conditions for cedar falls in trails instead")
    #expect(reply.outcome == .completed)
    #expect(!conversation.isAwaitingAnswer)
  }

  /// A value taken back in the request itself ("no", "I mean", "sorry") gives way to the one
  /// said after it.
  @Test(arguments: Surface.allCases)
  func aValueTakenBackInTheRequestGivesWayToTheNext(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(surface)
    let replies = await conversation.replies(to: [
      "get me a flat white with brew, no, a cappuccino", "large",
    ])
    #expect(dialogs(replies[0]).first == "What size?")
    #expect(dialogs(replies[1]) == ["Order a large Cappuccino for $5.25?"])
  }
}
