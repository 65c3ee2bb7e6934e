import ParleyAssistant
import Testing

/// A word that often introduces a value ("to", "for", "called") is dropped only where it
/// introduces one: a value read from a request keeps the words the matcher cut, and an answer
/// loses only the introducer its question leads to.
@Suite struct ConversationIntroducedValueTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    let catalog = try await AppCatalog.load([Lists.app])
    return Conversation(
      catalog: catalog,
      options: ConversationOptions(surface: surface, now: ConversationTesting.now))
  }

  @Test(arguments: [Surface.display, .speaker])
  func aValueReadFromTheRequestIsNotCutAgain(surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let reply = await conversation.respond(to: "make a list called to do list in lists")
    #expect(dialogs(reply) == ["Made the list “to do list”."])
    let named = await conversation.respond(to: "/MakeList name=\"for mom\"")
    #expect(dialogs(named) == ["Made the list “for mom”."])
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        ("to do list", "to do list"), ("for mom", "for mom"), ("called to do list", "to do list"),
        ("named groceries", "groceries"), ("actually, to do list", "to do list"),
      ].map { (surface, $0.0, $0.1) }
    })
  func anAnswerKeepsAWordItsQuestionDoesNotLeadTo(
    on surface: Surface, answer: String, name: String
  ) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: ["make a list in lists", answer])
    #expect(dialogs(replies[0]) == ["What should the list be called?"])
    #expect(dialogs(replies[1]) == ["Made the list “\(name)”."])
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      ["near boulder", "to boulder", "no, near boulder", "boulder"].map { (surface, $0) }
    })
  func anAnswerToWhereLosesTheWordThatIntroducesThePlace(on surface: Surface, answer: String)
    async throws
  {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: ["plan a trip in lists", answer])
    #expect(dialogs(replies[0]) == ["Where would you like to go?"])
    #expect(dialogs(replies[1]) == ["Planned a trip to “boulder”."])
  }
}
