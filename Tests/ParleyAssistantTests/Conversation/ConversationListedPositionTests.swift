import NotesApp
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

  /// A trail opened from the list leaves the list in view: "the third one" is still its third.
  @Test(
    arguments: [
      (Surface.display, "Here's the latest information on Alpine Loop."),
      (
        Surface.speaker,
        "The conditions for Alpine Loop are: Open. Twenty centimetres of fresh snow, groomed for skiing this morning."
      ),
    ])
  func theListStaysInViewAfterOneOfItIsOpened(on surface: Surface, reply: String) async throws {
    let replies = try await conversation(surface).replies(to: [
      "open my favorite trails", "open the second one", "get conditions for the third one",
    ])
    #expect(replies[1].outcome == .completed)
    #expect(replies[2].outcome == .completed)
    #expect(dialogs(replies[2]) == [reply])
  }

  /// A verb that loses something, said without the app's name, still runs when its value is
  /// an entity of the list named by its place: the confirmation asks about that entity.
  @Test(arguments: Surface.allCases)
  func aPositionSaysWhichEntityALosingVerbIsFor(on surface: Surface) async throws {
    let conversation = ConversationTesting.conversation(
      over: try await AppCatalog.load([Notes.app]), surface)
    let replies = await conversation.replies(to: ["list my notes", "delete the second one"])
    #expect(replies[1].awaitsAnswer)
    #expect(
      dialogs(replies[1]).last == "Delete the note “Groceries”? This can't be undone.")
  }

  /// With no list just given, "the first one" names no trail: which one it is, is not known.
  @Test(arguments: Surface.allCases)
  func aPositionWithNoListNamesNothing(on surface: Surface) async throws {
    let reply = try await conversation(surface).respond(to: "get conditions for the first one")
    #expect(dialogs(reply).first == "Sorry, I don't know which one “first” is.")
  }

  /// A position past the end of the list names nothing on it: that is said, and what the list
  /// held is offered, so that a position said next is of the list the person saw.
  @Test(arguments: Surface.allCases)
  func aPositionPastTheListSaysSoAndOffersTheList(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "suggest hiking trails in trails", "boulder", "get conditions for the fifth one",
      "the second one",
    ])
    #expect(replies[2].awaitsAnswer)
    #expect(dialogs(replies[2]).first == "Sorry, there are only 3 to pick from.", "\(replies[2])")
    #expect("\(replies[2])".contains("Royal Arch"), "\(replies[2])")
    #expect(replies[3].outcome == .completed)
    #expect("\(replies[3])".contains("Mesa Trail"), "\(replies[3])")
  }
}
