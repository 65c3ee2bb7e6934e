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

  @Test(
    arguments: Surface.allCases,
    ["read me the first one", "open the first one", "show me the first one"])
  func aListedNoteIsShownByItsPositionAfterAShowingVerb(on surface: Surface, line: String)
    async throws
  {
    let replies = try await conversation(surface).replies(to: ["list my notes in notes", line])
    #expect(replies[1].outcome == .completed)
    if surface == .speaker {
      #expect(
        dialogs(replies[1]) == [
          "Your note “Trip to Lisbon” says: Book the flights, renew the passport, pack sunscreen."
        ])
    } else {
      #expect(dialogs(replies[1]) == ["Here's your note."])
      #expect(replies[1].items.contains { "\($0)".contains("Trip to Lisbon") }, "\(replies[1])")
    }
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
    #expect(replies[1].outcome == .completed, "\(replies[1])")
    if surface == .speaker {
      #expect(dialogs(replies[1]).first?.hasPrefix("Your note “Groceries” says:") == true)
    } else {
      #expect(replies[1].items.contains { "\($0)".contains("Groceries") }, "\(replies[1])")
    }
  }

  /// With nothing listed, a position names nothing, and the line is not understood.
  @Test(arguments: Surface.allCases)
  func aPositionWithNothingListedIsNotUnderstood(on surface: Surface) async throws {
    let reply = try await conversation(surface).respond(to: "read me the first one")
    #expect(reply.outcome == .notUnderstood)
  }
}
