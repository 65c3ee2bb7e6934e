import FlashcardsApp
import NotesApp
import ParleyAssistant
import ParleyMatcher
import Testing
import TrailsApp

/// A position said after a list of entities of one type, for a request whose intent takes
/// another: an intent of the same verb that takes the listed thing runs ("open the second
/// card" opens the card); else the listed thing's own entity of the type asked, said plainly
/// ("quiz me on the first one" under the cards studies their folder); else why it is none, and
/// the value asked for, never a name “first” looked up.
@Suite struct ConversationListedRelationTests {
  private static let runs = ConversationTesting.surfacesAndScorings
  private static let apps = [Notes.app, Flashcards.app]

  private static func opening(_ place: String, on surface: Surface) -> String {
    surface == .display
      ? "Opening \(place) in Flashcards…"
      : "To open \(place) in Flashcards, continue on your iPhone."
  }

  @Test(
    arguments: runs.flatMap { run in
      [
        (
          "what cards are in my biology deck", "quiz me on the first one", "the first one",
          "Biology", "the powerhouse of the cell"
        ),
        (
          "what's in japanese in flashcards", "study the second one", "the second one", "Japanese",
          "dog"
        ),
      ].map { (run.0, run.1, $0) }
    })
  func aCardListedStudiedByItsPlaceStudiesItsFolder(
    on surface: Surface, scoring: Scoring,
    said: (list: String, line: String, position: String, folder: String, card: String)
  ) async throws {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface, scoring)
    let reply = try #require(await conversation.replies(to: [said.list, said.line]).last)
    #expect(
      dialogs(reply) == [
        "I took “\(said.position)” as \(said.folder), the folder of “\(said.card)”.",
        Self.opening(said.folder, on: surface),
      ], "\(reply)")
    #expect(reply.outcome == .completed)
  }

  @Test(arguments: runs)
  func aCardListedOpenedByItsPlaceOpensTheCard(on surface: Surface, scoring: Scoring)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface, scoring)
    let replies = await conversation.replies(to: [
      "what's in japanese in flashcards", "open the third card",
      "what's in japanese in flashcards", "delete the first one",
    ])
    #expect(dialogs(replies[1]) == [Self.opening("bird", on: surface)], "\(replies[1])")
    #expect(dialogs(replies[3]) == ["Delete the card “cat”? This can't be undone."])
  }

  @Test(arguments: runs)
  func aNoteListedIsNoFolderToStudy(on surface: Surface, scoring: Scoring) async throws {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface, scoring)
    let replies = await conversation.replies(to: [
      "list all my notes in notes", "study the first one in flashcards",
    ])
    #expect(
      dialogs(replies[1]).prefix(2) == [
        "Sorry, “Open Folder” takes a folder, and “Trip to Lisbon” is a note.",
        "Which folder should I open?",
      ], "\(replies[1])")
    #expect(replies[1].awaitsAnswer)
  }

  /// A position past the one card listed is said to be so, and the folder asked for.
  @Test(arguments: runs)
  func aPositionPastTheListIsSaidToBe(on surface: Surface, scoring: Scoring) async throws {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface, scoring)
    let replies = await conversation.replies(to: [
      "what cards are in my biology deck", "quiz me on the second one",
    ])
    #expect(
      dialogs(replies[1]).prefix(2) == [
        "Sorry, there's only one to pick from.", "Which folder should I open?",
      ], "\(replies[1])")
  }

  /// "study the first one" under trails, which one intent alone does, with a folder: why a
  /// trail is none, never a guess.
  @Test(arguments: runs)
  func aTrailListedIsNoFolderToStudy(on surface: Surface, scoring: Scoring) async throws {
    let conversation = try await ConversationTesting.conversation(
      over: [Trails.app, Flashcards.app], surface, scoring)
    let replies = await conversation.replies(to: [
      "find hiking trails near boulder in trails", "study the first one",
    ])
    #expect(
      dialogs(replies[1]).first
        == "Sorry, “Open Folder” takes a folder, and “Bear Creek Trail” is a trail.",
      "\(replies[1])")
    #expect(replies[1].awaitsAnswer)
  }
}
