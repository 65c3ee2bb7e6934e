import ParleyAssistant
import Testing

/// "Repeat that" asks a waiting question again without counting it as an unusable answer, and
/// with none waiting says the last answer again; a greeting or a thank-you alone is answered
/// as one, never as a request nothing matched.
@Suite struct ConversationSmallTalkTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    try await ConversationTesting.trailsAndBrew(surface)
  }

  @Test(arguments: ["repeat that", "say that again", "what?", "Pardon?", "huh"])
  func aQuestionIsAskedAgainWithoutCountingAnAttempt(line: String) async throws {
    let conversation = try await conversation(.speaker)
    let question = asks(.dialog("What size?"), .dialog("Small, Medium, or Large?"))
    let replies = await conversation.replies(to: [
      "order a latte with brew", line, line, line, line, "large",
    ])
    #expect(Array(replies[0...4]) == Array(repeating: question, count: 5))
    #expect(replies[5] == asks(.dialog("Order a large Caffè Latte for $5.50?")))
    #expect(await conversation.respond(to: line) == replies[5])
  }

  @Test(arguments: Surface.allCases)
  func withNoQuestionTheLastAnswerIsSaidAgain(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "repeat that", "is bear creek open in trails", "repeat that", "say it again",
    ])
    #expect(
      replies[0] == Reply(items: [.dialog("I haven't said anything yet.")], outcome: .notUnderstood)
    )
    #expect(replies[2] == replies[1])
    #expect(replies[3] == replies[1])
  }

  @Test(
    arguments: [
      (Surface.display, "hi", "Hi! What can I do for you? Type “help” to see what you can ask."),
      (
        Surface.speaker, "Hello!", "Hi! What can I do for you? Say “help” to hear what you can ask."
      ),
      (Surface.display, "thank you", "You're welcome."),
      (Surface.speaker, "thanks", "You're welcome."),
      (Surface.display, "bye", "Goodbye. Type :quit to leave."),
      (Surface.speaker, "goodbye", "Goodbye."),
    ])
  func greetingsAndThanksAreAnswered(on surface: Surface, line: String, said: String)
    async throws
  {
    let conversation = try await conversation(surface)
    #expect(await conversation.respond(to: line) == completes(.dialog(said)))
  }

  /// Thanks said where a value is asked is no value: the person is done, and the request ends
  /// as a cancel ends it, never looked up as a size; thanks after it is answered as thanks.
  @Test(arguments: Surface.allCases)
  func thanksAtAQuestionOfAValueEndsTheRequest(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a latte with brew", "thanks", "thank you",
    ])
    #expect(replies[1] == Reply(items: [.dialog("Okay, cancelled.")], outcome: .cancelled))
    #expect(replies[2] == completes(.dialog("You're welcome.")))
  }

  @Test func aRequestThatStartsWithThanksIsARequest() async throws {
    let conversation = try await conversation(.speaker)
    #expect(
      await conversation.respond(to: "thanks, order a large latte with brew")
        == asks(.dialog("Order a large Caffè Latte for $5.50?")))
  }

  @Test func aFreeTextQuestionTakesTheWordsAsItsAnswer() async throws {
    let conversation = try await conversation(.speaker)
    let replies = await conversation.replies(to: ["suggest hiking trails in trails", "what"])
    #expect(
      replies[1].items.first
        == .dialog("I couldn't find any trails near what. Where would you like to go?"))
  }
}
