import NotesApp
import ParleyAssistant
import Testing

/// A note read out or shown offers its card's actions by their label on both surfaces: "delete
/// it", "unpin it" and "edit it" act on the note just given, as its buttons do.
@Suite struct ConversationSpokenActionTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(over: try await AppCatalog.load([Notes.app]), surface)
  }

  @Test(
    arguments: Surface.allCases,
    [
      (
        "show my book club note in notes", "delete it",
        "Delete the note “Book club”? This can't be undone."
      ),
      ("show my trip to lisbon note in notes", "unpin it", "Unpinned “Trip to Lisbon”."),
      ("show my birthday ideas note in notes", "edit it", "What should “Birthday ideas” say?"),
    ])
  func anActionSaidByItsLabelActsOnTheNote(
    on surface: Surface, lines: (shown: String, said: String, reply: String)
  ) async throws {
    let replies = try await conversation(surface).replies(to: [lines.shown, lines.said])
    #expect(dialogs(replies[1]).last == lines.reply)
    #expect(replies[1].outcome != .notUnderstood)
  }
}
