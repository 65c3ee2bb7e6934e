import ParleyAssistant
import Testing

/// A request may name an entity the last result listed by its position in the list: "get
/// conditions for the first one" after the suggested trails.
@Suite struct ConversationListedPositionTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    try await ConversationTesting.trailsAndBrew(surface)
  }

  @Test(
    arguments: [
      (
        Surface.display, "get conditions for the first one",
        "Here's the latest information on Bear Creek Trail."
      ),
      (
        Surface.speaker, "get conditions for the first one",
        "The conditions for Bear Creek Trail are: Open. The trail is dry and firm, with light traffic."
      ),
      (
        Surface.display, "get conditions for the last one",
        "Here's the latest information on Royal Arch."
      ),
      (
        Surface.speaker, "get conditions for the last one",
        "The conditions for Royal Arch are: Closed. Crews are clearing a rockfall."
      ),
    ])
  func aPositionNamesAnEntityOfTheList(on surface: Surface, line: String, reply: String)
    async throws
  {
    let replies = try await conversation(surface).replies(to: [
      "suggest hiking trails in trails", "boulder", line,
    ])
    #expect(replies[2].outcome == .completed)
    #expect(dialogs(replies[2]) == [reply])
  }

  /// With no list just given, "the first one" names no trail.
  @Test(arguments: Surface.allCases)
  func aPositionWithNoListNamesNothing(on surface: Surface) async throws {
    let reply = try await conversation(surface).respond(to: "get conditions for the first one")
    #expect(dialogs(reply).first == "Sorry, I couldn't find a trail called “first”.")
  }
}
