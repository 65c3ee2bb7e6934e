import FlashcardsApp
import NotesApp
import ParleyAssistant
import Testing

/// What Notes and Flashcards ask rather than choose in silence, on both surfaces: a new note's
/// text, a card's folder, a reset's confirmation, the note a question offers, a folder said
/// where the phrase has it; and a speaker that says nothing of opening an app once the job is
/// done.
@Suite struct ConversationNotesAndCardsTests {
  private func replies(to lines: [String], on surface: Surface) async throws -> [Reply] {
    let catalog = try await AppCatalog.load([Notes.app, Flashcards.app])
    return await ConversationTesting.conversation(over: catalog, surface).replies(to: lines)
  }

  @Test(arguments: Surface.allCases)
  func newNoteIsAskedWhatItSays(on surface: Surface) async throws {
    let said = try await replies(
      to: ["create a note called shopping in notes", "eggs and milk"], on: surface)
    #expect(said.first == asks(.dialog("What should it say?")))
    #expect(said.last.map(dialogs)?.last == "Created the note “shopping” in Personal.")
  }

  @Test(arguments: Surface.allCases)
  func noteTitleAndTextInOneRequestAskNothing(on surface: Surface) async throws {
    let said = try await replies(
      to: ["create a note called shopping saying eggs and milk in notes"], on: surface)
    #expect(said.last.map(dialogs)?.last == "Created the note “shopping” in Personal.")
    #expect(said.last?.outcome == .completed)
  }

  /// A note named as one there is takes the text, once the person agrees, rather than a
  /// second note of that name being made; nothing was made, so there is nothing to undo.
  @Test(arguments: Surface.allCases)
  func textForANoteThereIsGoesToIt(on surface: Surface) async throws {
    let said = try await replies(
      to: [
        "add a note to groceries saying buy eggs", "yes", "undo", "show my groceries note in notes",
      ], on: surface)
    #expect(
      said[0] == asks(.dialog("You have a note called “Groceries” already. Add “buy eggs” to it?")))
    #expect(dialogs(said[1]) == ["Added “buy eggs” to “Groceries”."])
    #expect(
      dialogs(said[2]) == [
        "Sorry, I can't undo “Create Note” from here. Notes has no way to take it back."
      ])
    let text = "Your note “Groceries” says: Milk, eggs, bread and apples. buy eggs"
    #expect(dialogs(said[3]) == [surface == .display ? "Here's your note." : text])
  }

  /// The card's folder is asked, then its question and answer, which a card needs; once made,
  /// a display opens the card and a speaker, which has no app to open, says only what it did.
  @Test(arguments: Surface.allCases)
  func cardFolderQuestionAndAnswerAreAskedAndSpeakerSendsNobodyToThePhone(on surface: Surface)
    async throws
  {
    let said = try await replies(
      to: ["create a card in flashcards", "spanish", "apple", "manzana"], on: surface)
    #expect(said.first.map(dialogs)?.first == "Which folder should the card go in?")
    #expect(said[1] == asks(.dialog("What's the question on the front of the card?")))
    #expect(said[2] == asks(.dialog("What's the answer on the back?")))
    let made =
      surface == .display
      ? ["Here's your new card.", "Opening apple in Flashcards…"]
      : ["Created the card “apple” in Spanish."]
    #expect(said.last.map(dialogs) == made)
    #expect(said.last?.outcome == .completed)
  }

  @Test(arguments: Surface.allCases)
  func resetIsConfirmedFirst(on surface: Surface) async throws {
    let said = try await replies(
      to: ["reset my japanese cards in flashcards", "yes"], on: surface)
    #expect(said.first == asks(.dialog("Reset the 3 cards in Japanese?")))
    let done =
      surface == .display
      ? ["Reset 3 cards.", "Opening Japanese in Flashcards…"] : ["Reset 3 cards."]
    #expect(said.last == Reply(items: done.map(ReplyItem.dialog), outcome: .completed))
  }

  @Test(arguments: Surface.allCases)
  func resetDeclinedIsCancelled(on surface: Surface) async throws {
    let said = try await replies(to: ["reset my spanish cards in flashcards", "no"], on: surface)
    #expect(said.last == cancelled)
  }

  /// "work" stands where "Move a note to ${folder}" has its folder: no folder of that name,
  /// said as such, rather than a note called “work” looked up.
  @Test(arguments: Surface.allCases)
  func nameWhereThePhraseHasItsFolderIsTheFolder(on surface: Surface) async throws {
    let said = try await replies(to: ["move a note to work in notes"], on: surface)
    let refused =
      surface == .display
      ? "Sorry, “work” isn't a folder."
      : "Sorry, “work” isn't a folder. It can be Personal, Travel, or Recipes."
    #expect(said.first.map(dialogs)?.prefix(2) == [refused, "Which folder should it go in?"])
  }

  @Test(arguments: Surface.allCases)
  func whichNoteOffersEveryNote(on surface: Surface) async throws {
    let said = try await replies(to: ["delete a note in notes", "the third one"], on: surface)
    let notes = ["Trip to Lisbon", "Groceries", "Book club", "Apple pie", "Birthday ideas"]
    let offered =
      surface == .display
      ? ReplyItem.choices(notes)
      : .dialog("Trip to Lisbon, Groceries, Book club, Apple pie, Birthday ideas, or another one?")
    #expect(said.first?.items.contains(offered) == true)
    #expect(said.last.map(dialogs) == ["Delete the note “Book club”? This can't be undone."])
  }

  /// The folders offered are those the note is not in; the one it is in says so, with no
  /// move claimed.
  @Test(arguments: Surface.allCases)
  func noteInTheFolderNamedIsNotMoved(on surface: Surface) async throws {
    let said = try await replies(
      to: ["move groceries to another folder in notes", "personal"], on: surface)
    let offered =
      surface == .display
      ? ReplyItem.choices(["Travel", "Recipes"]) : .dialog("Travel or Recipes?")
    #expect(said.first?.items.contains(offered) == true)
    #expect(said.last.map(dialogs) == ["“Groceries” is already in Personal."])
  }

  /// "shuffle" names both the setting and its value: the item run after the daily goal asks
  /// nothing.
  @Test(arguments: Surface.allCases)
  func itemThatNamesASettingAndItsValueAsksNothing(on surface: Surface) async throws {
    let said = try await replies(
      to: ["set my daily goal to 20 and shuffle my cards in flashcards"], on: surface)
    #expect(
      said.last
        == completes(
          .dialog("I'll do “shuffle” after this one."), .dialog("Your daily goal is now 20 cards."),
          .dialog("Cards now come shuffled.")))
  }
}
