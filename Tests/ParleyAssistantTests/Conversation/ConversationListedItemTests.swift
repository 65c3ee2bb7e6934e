import NotesApp
import Testing
import TrailsApp

@testable import ParleyAssistant

/// An item of the list the last result returned, named by its position after any verb an
/// intent that takes it accepts: "read me the first one", "open the first one", as "show me
/// the second one" is.
@Suite struct ConversationListedItemTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(
      over: try await AppCatalog.load([Notes.app, Trails.app]), surface)
  }

  /// Whether `reply` shows the note `title`, which says `text`: its card on a display, its
  /// text said on a speaker.
  private func expectShown(
    _ reply: Reply, note title: String, says text: String, on surface: Surface
  ) {
    #expect(reply.outcome == .completed, "\(reply)")
    if surface == .speaker {
      #expect(dialogs(reply) == ["Your note “\(title)” says: \(text)"])
    } else {
      #expect(dialogs(reply) == ["Here's your note."])
      #expect(reply.items.contains { "\($0)".contains(title) }, "\(reply)")
    }
  }

  @Test(
    arguments: Surface.allCases,
    ["read me the first one", "open the first one", "show me the first one"])
  func aListedNoteIsShownByItsPositionAfterAShowingVerb(on surface: Surface, line: String)
    async throws
  {
    let replies = try await conversation(surface).replies(to: ["list my notes in notes", line])
    expectShown(
      replies[1], note: "Trip to Lisbon",
      says: "Book the flights, renew the passport, pack sunscreen.", on: surface)
  }

  /// A trail listed is opened by its position: the verb is the title's of Open Trail.
  @Test(arguments: Surface.allCases)
  func aListedTrailIsOpenedByItsPosition(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "suggest hiking trails near boulder in trails", "open the second one",
    ])
    #expect(dialogs(replies[1]).contains { $0.contains("Mesa Trail") }, "\(replies[1])")
  }

  /// At the request's own question, a verb its intent accepts leads the answer: "show me the
  /// second one" to "Which note are you looking for?" picks the second note offered.
  @Test(
    arguments: Surface.allCases,
    ["show me the second one", "open the second one", "read me the second one"])
  func theRequestsOwnVerbLeadsAnAnswerByPosition(on surface: Surface, line: String)
    async throws
  {
    let replies = try await conversation(surface).replies(to: ["find my notes in notes", line])
    expectShown(replies[1], note: "Groceries", says: "Milk, eggs, bread and apples.", on: surface)
  }

  /// With nothing listed, a position names nothing, and the line is not understood.
  @Test(arguments: Surface.allCases)
  func aPositionWithNothingListedIsNotUnderstood(on surface: Surface) async throws {
    let reply = try await conversation(surface).respond(to: "read me the first one")
    #expect(reply.outcome == .notUnderstood)
  }
}
