import BrewApp
import FlashcardsApp
import Foundation
import NotesApp
import ParleyAssistant
import SoupShopApp
import Testing
import TrailsApp

/// The app a person is talking to needs no name: a request of its other intents said at its
/// question switches to it, and a request right after one of its intents that its phrases say
/// as much as another app's is its own.
@Suite struct ConversationAppInFocusTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(
      over: try await AppCatalog.load([Trails.app, Brew.app, Flashcards.app, SoupShop.app]),
      surface)
  }

  @Test(arguments: Surface.allCases)
  func anotherRequestOfTheAppAtItsQuestionNeedsNoName(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "open a folder in flashcards", "what's in chemistry", "cancel", "cancel",
      "open a folder in flashcards", "what's in biology",
    ])
    // Its folder is looked for once Open Folder ends, said to Flashcards as it was.
    #expect(dialogs(replies[1]).first == "I'll do “what's in chemistry” after this one.")
    #expect(
      dialogs(replies[2]).prefix(2) == [
        "Okay, cancelled.", "Sorry, I couldn't find a folder called “chemistry”.",
      ])
    // A folder the app has, said with the whole phrase of Get Cards, asks for its cards too,
    // aside: the question is asked again after them.
    let cards =
      surface == .speaker
      ? "Biology has 1 card: the powerhouse of the cell." : "Here are the cards in Biology."
    #expect(dialogs(replies[5]).first == cards, "\(replies[5])")
    #expect(replies[5].awaitsAnswer, "\(replies[5])")
  }

  @Test(arguments: Surface.allCases)
  func aRequestBothAppsSayIsTheOneJustTalkedTos(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order 2 bowls of tomato soup from soup shop", "yes", "is my order ready",
      "check my order",
    ])
    #expect(replies[1].outcome == .completed)
    let cannot =
      surface == .speaker
      ? "Sorry, Soup Shop can't help with that."
      : "Sorry, Soup Shop can't help with “is my order ready”. Type :phrases Soup Shop to see what it can do."
    #expect(dialogs(replies[2]) == [cannot])
    // Still right after the order: a line not understood keeps it.
    #expect(dialogs(replies[3]).first?.hasPrefix("Sorry, Soup Shop can't help with") == true)
  }

  /// A question no app asks is no command to the app just used because its question word
  /// stands in for a verb of its phrases: "what" says the "get" of "Get conditions for
  /// ${trail}", but "what does the fox say" names no trail.
  @Test(arguments: Surface.allCases)
  func aQuestionNoAppAsksIsNoCommandToTheAppInFocus(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "is cedar falls open", "what does the fox say", "what about bear creek",
    ])
    #expect(replies[0].outcome == .completed)
    #expect(replies[1].outcome == .notUnderstood, "\(replies[1])")
    // Not understood, it keeps the follow-up of the trail just asked about.
    #expect(replies[2].items.contains { "\($0)".contains("Bear Creek Trail") }, "\(replies[2])")
  }

  @Test(arguments: [
    ("order a latte", "What size?"), ("get conditions for bear creek", "Bear Creek Trail"),
    ("what soups do you have today", "Tomato Soup"),
  ])
  func aRequestOfAnotherAppOrOfTheAppStillGoesThere(_ line: String, _ answer: String)
    async throws
  {
    let conversation = try await conversation(.display)
    let replies = await conversation.replies(to: [
      "order 2 bowls of tomato soup from soup shop", "yes", line,
    ])
    #expect(!dialogs(replies[2]).contains { $0.contains("can't help") }, "\(replies[2])")
    #expect(replies[2].items.contains { "\($0)".contains(answer) }, "\(replies[2])")
  }

  /// A request that says a thing only another app knows is that app's, right after the app in
  /// focus answered: Notes knows no soups.
  @Test(arguments: Surface.allCases)
  func aThingOnlyAnotherAppKnowsIsThatAppsRequest(on surface: Surface) async throws {
    let conversation = ConversationTesting.conversation(
      over: try await AppCatalog.load([Notes.app, SoupShop.app]), surface)
    let replies = await conversation.replies(to: ["list my notes", "what soups do you have"])
    #expect(replies[0].outcome == .completed)
    #expect(replies[1].outcome == .completed)
    #expect("\(replies[1])".contains("Tomato Soup"), "\(replies[1])")
  }
}
