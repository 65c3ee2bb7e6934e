import ParleyAssistant
import Testing

/// A line with two items of one request, each said with its own values, hands each item its
/// own: the values said after the second item are that item's, not values the first already
/// has and leaves out.
@Suite struct ConversationItemValuesTests {
  private func lessons(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(over: try await AppCatalog.load([Lessons.app]), surface)
  }

  /// "french for 10 minutes" runs with its 10 minutes: nothing is left out, nothing asked.
  @Test(arguments: Surface.allCases)
  func theSecondItemKeepsTheValuesSaidWithIt(on surface: Surface) async throws {
    let conversation = try await lessons(surface)
    let reply = await conversation.respond(
      to: "i studied maths for an hour and french for 10 minutes")
    #expect(reply.outcome == .completed)
    #expect(
      dialogs(reply) == [
        "I'll do “french for 10 minutes” after this one.",
        "Logged 60 minutes of maths.",
        "Logged 10 minutes of french.",
      ])
  }

  /// An item said with no values of its own is asked for what it lacks.
  @Test(arguments: Surface.allCases)
  func anItemWithNoValuesOfItsOwnIsAsked(on surface: Surface) async throws {
    let conversation = try await lessons(surface)
    let replies = await conversation.replies(to: [
      "i studied maths for an hour and french", "20",
    ])
    #expect(
      dialogs(replies[0]) == [
        "I'll do “french” after this one.", "Logged 60 minutes of maths.", "Now for “french”.",
        "How many minutes did you study?",
      ])
    #expect(dialogs(replies[1]) == ["Logged 20 minutes of french."])
  }
}
