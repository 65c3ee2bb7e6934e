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
}
