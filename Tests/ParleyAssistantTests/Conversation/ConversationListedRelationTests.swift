import FlashcardsApp
import NotesApp
import ParleyAssistant
import ParleyIntents
import Testing
import TrailsApp

/// A position said after a list of entities of one type, for a request whose intent takes
/// another: an intent of the same verb that takes the listed thing runs ("open the second
/// card" opens the card); else the listed thing's own entity of the type asked, said plainly
/// ("quiz me on the first one" under the cards studies their folder); else why it is none, and
/// the value asked for, never a name “first” looked up.
@Suite struct ConversationListedRelationTests {
  private static let runs = Surface.allCases
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
      ].map { (run, $0) }
    })
  func aCardListedStudiedByItsPlaceStudiesItsFolder(
    on surface: Surface,
    said: (list: String, line: String, position: String, folder: String, card: String)
  ) async throws {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let reply = try #require(await conversation.replies(to: [said.list, said.line]).last)
    #expect(
      dialogs(reply) == [
        "I took “\(said.position)” as \(said.folder), the folder of “\(said.card)”.",
        Self.opening(said.folder, on: surface),
      ], "\(reply)")
    #expect(reply.outcome == .completed)
  }

  @Test(arguments: runs)
  func aCardListedOpenedByItsPlaceOpensTheCard(on surface: Surface)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let replies = await conversation.replies(to: [
      "what's in japanese in flashcards", "open the third card",
      "what's in japanese in flashcards", "delete the first one",
    ])
    #expect(dialogs(replies[1]) == [Self.opening("bird", on: surface)], "\(replies[1])")
    #expect(dialogs(replies[3]) == ["Delete the card “cat”? This can't be undone."])
  }

  /// A thing listed that the intent can't take, or a position past the list, is said to be
  /// so and the folder asked for, never guessed: a note listed, then "study the first one";
  /// the one card of Biology, then "quiz me on the second one"; trails listed, then "study the
  /// first one", which one intent alone does, with a folder.
  @Test(
    arguments: runs.flatMap { run in
      [
        (
          [Notes.app, Flashcards.app],
          ["list all my notes in notes", "study the first one in flashcards"],
          "Sorry, “Open Folder” takes a folder, and “Trip to Lisbon” is a note."
        ),
        (
          [Notes.app, Flashcards.app],
          ["what cards are in my biology deck", "quiz me on the second one"],
          "Sorry, there's only one to pick from."
        ),
        (
          [Trails.app, Flashcards.app],
          ["find hiking trails near boulder in trails", "study the first one"],
          "Sorry, “Open Folder” takes a folder, and “Bear Creek Trail” is a trail."
        ),
      ].map { (run, $0.0, $0.1, $0.2) }
    })
  func aListedThingTheIntentCannotTakeIsSaidSo(
    on surface: Surface, apps: [ParleyApp], lines: [String],
    said: String
  ) async throws {
    let conversation = try await ConversationTesting.conversation(over: apps, surface)
    let replies = await conversation.replies(to: lines)
    #expect(
      dialogs(replies[1]).prefix(2) == [said, "Which folder should I open?"], "\(replies[1])")
    #expect(replies[1].awaitsAnswer)
  }
}
