import Testing

@testable import ParleyAssistant
@testable import ParleyIntents

/// One app state per conversation, shared by phrase expansion, entity resolution and
/// `perform()`, for an app that registers its store in `dependencies:`.
@Suite struct AppStateTests {
  @Test func aChoreMarkedDoneStaysDone() async throws {
    let conversation = try await conversation()
    let replies = await conversation.replies(to: [
      "mark buy milk as done in chores", "list my chores in chores",
    ])
    #expect(replies[0] == completes(.dialog("Marked Buy milk as done.")))
    #expect(replies[1] == completes(.dialog("To do: Water plants.")))
  }

  @Test func aLaterConversationOverTheSameCatalogHasItsOwnState() async throws {
    let catalog = try await AppCatalog.load([Chores.app])
    let first = Conversation(catalog: catalog)
    let second = Conversation(catalog: catalog)
    _ = await first.respond(to: "mark buy milk as done in chores")
    #expect(
      await second.replies(to: ["mark buy milk as done in chores", "list my chores in chores"])
        == [
          completes(.dialog("Marked Buy milk as done.")),
          completes(.dialog("To do: Water plants.")),
        ])
    #expect(
      await first.respond(to: "list my chores in chores")
        == completes(.dialog("To do: Water plants.")))
  }

  @Test func phrasesFollowTheStateAfterAnUpdate() async throws {
    let conversation = try await conversation()
    let replies = await conversation.replies(to: [
      "add a chore in chores", "Walk the dog", "mark walk the dog as done in chores",
      "list my chores in chores",
    ])
    #expect(replies[1] == completes(.dialog("Added Walk the dog.")))
    #expect(replies[2] == completes(.dialog("Marked Walk the dog as done.")))
    #expect(replies[3] == completes(.dialog("To do: Buy milk, Water plants.")))
    let phrases = conversation.catalog.apps[0].expandedPhrases
    #expect(phrases.contains("Mark Buy milk as done in Chores"))
    #expect(!phrases.contains("Mark Walk the dog as done in Chores"))
  }

  @Test func anIntentDescriptionDeclaredOptionalIsRead() {
    #expect(MarkChoreDone.descriptionText == "Marks a chore as done.")
    #expect(AddChore.descriptionText == nil)
  }

  private func conversation() async throws -> Conversation {
    Conversation(catalog: try await AppCatalog.load([Chores.app]))
  }
}
