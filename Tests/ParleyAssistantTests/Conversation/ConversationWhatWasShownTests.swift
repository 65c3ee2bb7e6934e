import FlashcardsApp
import NotesApp
import ParleyAssistant
import SoupShopApp
import Testing

/// Right after a result was shown, "read it to me", "what does it say?" or "read them to me"
/// is that result read out whole (its full dialog, on a display too), and "show it again" is
/// it as it was shown, never a request matched anew; a line that names anything else stays a
/// request; a request about the thing shown that no intent of its app does is said plainly
/// and runs nothing. On both surfaces.
@Suite struct ConversationWhatWasShownTests {
  private static let runs = Surface.allCases
  private static let apps = [Notes.app, Flashcards.app, SoupShop.app]
  private static let readings = [
    "read it to me", "read it to me again", "what does it say?", "read me that",
    "can you read it out loud",
  ]
  private static let applePie =
    "Your note “Apple pie” says: Six apples, butter, flour, sugar and cinnamon. Bake for 45 "
    + "minutes."

  @Test(arguments: runs.flatMap { run in readings.map { (run, $0) } })
  func aReadingOfTheNoteShownIsItsFullDialog(on surface: Surface, line: String)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let replies = await conversation.replies(to: ["show my apple pie note in notes", line])
    #expect(replies[1].items == [.dialog(Self.applePie)], "\(replies[1])")
    #expect(replies[1].outcome == .completed)
  }

  /// "show it again" is the note as it was shown: its card on a display.
  @Test(
    arguments: runs.flatMap { run in
      ["show it again", "show me that again"].map { (run, $0) }
    })
  func aSecondLookAtTheNoteShownIsItAsShown(
    on surface: Surface, line: String
  ) async throws {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let replies = await conversation.replies(to: ["show my apple pie note in notes", line])
    #expect(replies[1].items == replies[0].items, "\(replies[1])")
    #expect(replies[1].outcome == .completed)
  }

  /// "read it to me" after a card list on a display writes out what a speaker says of it;
  /// "say it again" says the last answer again as it was.
  @Test func aCardListReadToMeIsItsFullDialogOnADisplay() async throws {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, .display)
    let replies = await conversation.replies(to: [
      "what cards are in my biology deck", "read it to me", "say it again",
    ])
    #expect(replies[1].items == [.dialog("Biology has 1 card: the powerhouse of the cell.")])
    #expect(replies[2] == replies[1], "\(replies[2])")
  }

  /// "read them to me" after a list says the list whole, on either surface.
  @Test(arguments: runs)
  func aListReadToMeIsSaidWhole(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let replies = await conversation.replies(to: ["list all my notes in notes", "read them to me"])
    #expect(
      dialogs(replies[1]) == [
        "You have 5 notes: Trip to Lisbon, Groceries, Book club, Apple pie and Birthday ideas."
      ])
  }

  /// "read me the soup menu" names something else: it is a request, not the note again.
  @Test(arguments: runs)
  func aReadingThatNamesSomethingElseIsARequest(on surface: Surface)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let replies = await conversation.replies(to: [
      "show my apple pie note in notes", "read me the soup menu",
    ])
    #expect(replies[1].items != replies[0].items, "\(replies[1])")
  }

  /// "add to it: book the hotel" right after a note was shown: Notes has no intent that adds
  /// to a note, which is said, and no note is created; "what does it say?" after it is the
  /// note again.
  @Test(arguments: runs)
  func addingToTheNoteShownIsSaidPlainly(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let replies = await conversation.replies(to: [
      "search notes for lisbon", "add to it: book the hotel", "what does it say?",
      "list all my notes in notes",
    ])
    #expect(dialogs(replies[1]) == ["Notes can't add to a note."], "\(replies[1])")
    #expect(replies[1].outcome == .notUnderstood)
    #expect(
      dialogs(replies[2]) == [
        "Your note “Trip to Lisbon” says: Book the flights, renew the passport, pack sunscreen."
      ], "\(replies[2])")
    #expect(!"\(replies[3])".contains("book the hotel"), "\(replies[3])")
  }

  /// A request of the note just created or shown that no intent of any app reads ("share it
  /// with anna", "send it to bob") is said plainly of Notes, never "I didn't understand", and
  /// runs nothing; the note stays to follow up.
  @Test(
    arguments: runs.flatMap { run in
      [
        ("share it with anna", "Notes can't share a note."),
        ("please send it to bob", "Notes can't send a note."),
        ("forward this to my team", "Notes can't forward a note."),
      ].map { (run, $0.0, $0.1) }
    })
  func aRequestOfTheNoteNoAppReadsIsSaidPlainly(
    on surface: Surface, line: String, said: String
  ) async throws {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let replies = await conversation.replies(to: [
      "create a note called dentist in notes", "bring the x-rays", line, "read it to me",
    ])
    #expect(dialogs(replies[2]) == [said], "\(replies[2])")
    #expect(replies[2].outcome == .notUnderstood)
    #expect(
      dialogs(replies[3]) == ["Created the note “dentist” in Personal.", "Bring the x-rays."],
      "\(replies[3])")
  }

  /// Right after a result that is no one entity (a soup order), a request of "it" that no
  /// intent of any app reads is said plainly of the app, as of the thing it did.
  @Test(arguments: runs)
  func aRequestOfAResultWithoutOneEntityIsSaidPlainly(on surface: Surface)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let replies = await conversation.replies(to: [
      "order a bowl of tomato soup from soup shop", "yes", "send it to anna",
    ])
    #expect(dialogs(replies[2]) == ["Soup Shop can't send it."], "\(replies[2])")
    #expect(replies[2].outcome == .notUnderstood)
  }

  /// Lines of another kind that say a verb and "it" are not taken for a request of the note:
  /// a yes, small talk, a request to repeat.
  @Test(arguments: ["do it", "thank you for it", "say it again", "i like it"])
  func otherLinesWithItAreNotSaidToBeBeyondTheApp(line: String) async throws {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, .display)
    let replies = await conversation.replies(to: ["search notes for lisbon", line])
    #expect(!dialogs(replies[1]).contains { $0.contains("can't") }, "\(replies[1])")
  }

  /// "delete the second one" right after the notes were listed deletes the second note, with
  /// the app's confirmation.
  @Test(arguments: runs)
  func thePositionOfANoteListedIsThatNote(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let replies = await conversation.replies(to: [
      "list all my notes in notes", "delete the second one",
    ])
    #expect(dialogs(replies[1]) == ["Delete the note “Groceries”? This can't be undone."])
    #expect(replies[1].awaitsAnswer)
  }
}

/// A position said right after an answer that lists what an app has names the thing at that
/// place in the answer's list, for the intent that takes it by a verb of the same action.
@Suite struct ConversationListedByAnswerTests {
  private static let runs = Surface.allCases
  private static let apps = [Notes.app, Flashcards.app, SoupShop.app]

  @Test(
    arguments: runs.flatMap { run in
      [
        (["what folders do i have in flashcards", "quiz me on the first one"], "Japanese"),
        (
          [
            "whats in biology in flashcards", "what other folders are there?",
            "quiz me on the second one",
          ], "Spanish"
        ),
      ].map { (run, $0.0, $0.1) }
    })
  func aFolderListedIsStudiedByItsPlace(
    on surface: Surface, lines: [String], folder: String
  ) async throws {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let reply = try #require(await conversation.replies(to: lines).last)
    let opened =
      surface == .display
      ? "Opening \(folder) in Flashcards…"
      : "To open \(folder) in Flashcards, continue on your iPhone."
    #expect(dialogs(reply) == [opened], "\(reply)")
    #expect(reply.outcome == .completed)
  }
}
