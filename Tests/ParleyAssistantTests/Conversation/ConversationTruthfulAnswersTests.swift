import FlashcardsApp
import NotesApp
import ParleyAssistant
import ParleyIntents
import SoupShopApp
import Testing
import TrailsApp

/// What the assistant says of the apps' things is what the apps hold: a follow-up finds a
/// value as the intent's own query does, two settings said in one line are both set, a
/// question of a setting's value the app does not tell is said plainly, a card's action is
/// never said to be impossible, and "read it to me" reads the thing just created. On both
/// surfaces.
@Suite struct ConversationTruthfulAnswersTests {
  /// The replies of a fresh conversation over `app` on `surface` to `lines`.
  private func replies(_ lines: [String], over app: ParleyApp, on surface: Surface) async throws
    -> [Reply]
  {
    let conversation = try await ConversationTesting.conversation(over: [app], surface)
    return await conversation.replies(to: lines)
  }

  /// "what about mist trail" right after the conditions of Royal Arch are the conditions of
  /// Mist Trail, which Trails has but does not suggest: never a list of the trails it
  /// suggests, said as all it has.
  @Test(arguments: Surface.allCases)
  func aFollowUpFindsAValueByTheIntentsQuery(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(over: [Trails.app], surface)
    let replies = await conversation.replies(to: [
      "get conditions for royal arch in trails", "what about mist trail",
    ])
    let said = dialogs(replies[1]).joined(separator: " ")
    #expect(
      said.contains("Mist Trail") && !said.contains("has these trails"), "\(replies[1])")
    #expect(replies[1].outcome == .completed)
    #expect(conversation.lastFollowUp?.intent == "GetTrailInfo")
  }

  /// "turn off shuffle in flashcards and set my daily goal to 25" sets both, one after the
  /// other, so that the daily goal said after is the one the app holds.
  @Test(arguments: Surface.allCases)
  func twoSettingsInOneLineAreBothSet(on surface: Surface) async throws {
    let replies = try await replies(
      ["turn off shuffle in flashcards and set my daily goal to 25", "what's my daily goal?"],
      over: Flashcards.app, on: surface)
    #expect(
      dialogs(replies[0]) == ["Cards now come in order.", "Your daily goal is now 25 cards."],
      "\(replies[0])")
    #expect(dialogs(replies[1]) == ["The daily goal is 25."], "\(replies[1])")
  }

  /// "what's my daily goal?" right after the card order was set asks for the goal, which no
  /// intent of Flashcards tells: said plainly, never what the setting is also called.
  @Test(arguments: Surface.allCases)
  func aSettingsValueTheAppDoesNotTellIsSaidPlainly(on surface: Surface) async throws {
    let replies = try await replies(
      ["turn off shuffle in flashcards", "what's my daily goal?"], over: Flashcards.app,
      on: surface)
    #expect(
      dialogs(replies[1]) == ["Sorry, Flashcards can't tell you your daily goal."],
      "\(replies[1])")
  }

  /// "pin it" after a note's card, with a line not understood between, pins the note: a line
  /// that starts nothing leaves the card's actions, and Notes is never said to be unable to
  /// do what its Pin button does.
  @Test(arguments: Surface.allCases)
  func aCardsActionOutlivesALineNotUnderstood(on surface: Surface) async throws {
    let replies = try await replies(
      ["show my groceries note in notes", "what time is it", "pin it"], over: Notes.app,
      on: surface)
    #expect(replies[1].outcome == .notUnderstood)
    #expect(dialogs(replies[2]).last == "Pinned “Groceries”.", "\(replies[2])")
  }

  /// "read it to me" right after a note was created reads the note's text after what was
  /// done, which says only its title.
  @Test(arguments: Surface.allCases)
  func aNoteJustCreatedIsReadWithItsText(on surface: Surface) async throws {
    let replies = try await replies(
      [
        "create a note called packing list in notes", "passport, charger and socks",
        "read it to me",
      ],
      over: Notes.app, on: surface)
    #expect(
      dialogs(replies[2]) == [
        "Created the note “packing list” in Personal.", "Passport, charger and socks.",
      ], "\(replies[2])")
  }

  /// A soup out of stock, replaced by an answer that changes the order ("ok two bowls of
  /// tomato then"), is never said to have been taken for the words first said: the order is
  /// of Tomato Soup alone.
  @Test(arguments: Surface.allCases)
  func aValueReplacedInAnAnswerIsNotSaidToHaveBeenTaken(on surface: Surface) async throws {
    let replies = try await replies(
      ["order french onion soup from soup shop", "ok two bowls of tomato then", "yes"],
      over: SoupShop.app, on: surface)
    #expect(dialogs(replies[1]) == ["Order 2 bowls of Tomato Soup for $11.00?"], "\(replies[1])")
    #expect(!"\(replies[2])".contains("I took"), "\(replies[2])")
    #expect(replies[2].outcome == .completed)
  }

  /// "is it open today" right after Bear Creek was opened asks for its conditions: "it" is the
  /// trail opened, which the phrases read by its name; "what time is it" stays a line no app
  /// takes.
  @Test(arguments: Surface.allCases)
  func aThingOpenedIsNamedByIt(on surface: Surface) async throws {
    let replies = try await replies(
      ["open bear creek in trails", "is it open today", "what time is it"], over: Trails.app,
      on: surface)
    #expect("\(replies[1])".contains("Open. The trail is dry and firm"), "\(replies[1])")
    #expect(replies[2].outcome == .notUnderstood, "\(replies[2])")
  }

  /// "add bananas to it" right after a note was shown is about that note, which "Add a note in
  /// Notes" does not take: no new note called “bananas” is begun, and the note's Pin button
  /// still pins it.
  @Test(arguments: Surface.allCases)
  func aCommandAboutTheNoteShownStartsNoNewNote(on surface: Surface) async throws {
    let replies = try await replies(
      ["show my groceries note in notes", "add bananas to it", "pin it"], over: Notes.app,
      on: surface)
    #expect(replies[1].outcome == .notUnderstood, "\(replies[1])")
    #expect(dialogs(replies[2]).last == "Pinned “Groceries”.", "\(replies[2])")
  }

  /// "two bowls of tomato and one of miso" orders a bowl of miso too: the second item leaves
  /// out the measure the first said between its count and "of", and asks no size.
  @Test(arguments: Surface.allCases)
  func aSecondItemTakesTheMeasureItLeavesOut(on surface: Surface) async throws {
    let replies = try await replies(
      ["soup shop order two bowls of tomato and one of miso"], over: SoupShop.app, on: surface)
    #expect(
      dialogs(replies[0]).last
        == "Order 2 bowls of Tomato Soup for $11.00 and a bowl of Miso Soup for $4.50?",
      "\(replies[0])")
  }

  /// "is royal arch open", a trail Trails has but does not suggest, is asked as "is bear
  /// creek open" is: its conditions say whether it is open (Royal Arch is closed), not only
  /// where it lies.
  @Test(arguments: Surface.allCases)
  func aStateQuestionAboutAnUnlistedThingSaysItsState(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(over: [Trails.app], surface)
    let reply = await conversation.respond(to: "is royal arch open")
    #expect("\(reply)".contains("Closed. Crews are clearing a rockfall."), "\(reply)")
    #expect(reply.outcome == .completed, "\(reply)")
  }
}
