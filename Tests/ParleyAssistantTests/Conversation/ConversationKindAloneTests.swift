import ParleyAssistant
import Testing
import TrailsApp

/// An answer that says only the kind of thing asked for ("trail", "any trail" at "Which
/// trail?") names none of the values, though it is a word of one's name (Bear Creek Trail):
/// it is said so and the question asked again, on both surfaces; a name said in full still
/// answers.
@Suite struct ConversationKindAloneTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(over: try await AppCatalog.load([Trails.app]), surface)
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      ["trail", "any trail", "the trail", "no trail", "trails"].map { (surface, $0) }
    })
  func theKindAloneIsNoValue(on surface: Surface, answer: String) async throws {
    let conversation = try await conversation(surface)
    _ = await conversation.respond(to: "check trail conditions in trails")
    let reply = await conversation.respond(to: answer)
    #expect(dialogs(reply).prefix(2) == ["Sorry, I need to know which trail.", "Which trail?"])
    #expect(reply.awaitsAnswer)
    let named = await conversation.respond(to: "bear creek trail")
    #expect(!named.awaitsAnswer, "\(named)")
    #expect(dialogs(named).contains { $0.contains("Bear Creek Trail") }, "\(named)")
  }
}
