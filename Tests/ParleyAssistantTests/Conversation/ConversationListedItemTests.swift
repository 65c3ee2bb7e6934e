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

  /// A note named by its position after a verb an intent that takes it accepts: under the
  /// list of notes, and at the request's own question, where the verb leads the answer ("show
  /// me the second one" to "Which note are you looking for?").
  @Test(
    arguments: Surface.allCases,
    [
      ("list my notes in notes", "read me the first one", 0),
      ("list my notes in notes", "open the first one", 0),
      ("list my notes in notes", "show me the first one", 0),
      ("find my notes in notes", "show me the second one", 1),
      ("find my notes in notes", "open the second one", 1),
      ("find my notes in notes", "read me the second one", 1),
    ])
  func aNoteIsShownByItsPositionAfterAVerbItsIntentAccepts(
    on surface: Surface, lines: (first: String, then: String, note: Int)
  ) async throws {
    let (title, text) = [
      ("Trip to Lisbon", "Book the flights, renew the passport, pack sunscreen."),
      ("Groceries", "Milk, eggs, bread and apples."),
    ][lines.note]
    let reply = try await conversation(surface).replies(to: [lines.first, lines.then])[1]
    #expect(reply.outcome == .completed, "\(reply)")
    if surface == .speaker {
      #expect(dialogs(reply) == ["Your note “\(title)” says: \(text)"])
    } else {
      #expect(dialogs(reply) == ["Here's your note."])
      #expect(reply.items.contains { "\($0)".contains(title) }, "\(reply)")
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

  /// With nothing listed, a position names nothing, and the line is not understood.
  @Test(arguments: Surface.allCases)
  func aPositionWithNothingListedIsNotUnderstood(on surface: Surface) async throws {
    let reply = try await conversation(surface).respond(to: "read me the first one")
    #expect(reply.outcome == .notUnderstood)
  }

  /// "how long is the first one" right after trails were listed asks the first trail's
  /// length, as "how long is it" does of a trail shown, from what the trail declares.
  @Test(arguments: Surface.allCases)
  func aQuestionOfDegreeAsksOfTheListedItemAtItsPosition(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "suggest some hiking trails near boulder in trails", "how long is the first one",
      "how long is the third trail",
    ])
    #expect(replies[1].outcome == .completed)
    #expect(dialogs(replies[1]) == ["The trail length of Bear Creek Trail is 12.9 kilometers."])
    #expect(dialogs(replies[2]) == ["The trail length of Royal Arch is 5 kilometers."])
  }
}
