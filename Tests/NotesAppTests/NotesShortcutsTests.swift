import ParleyAssistant
import ParleyIntents
import ParleyTesting
import Testing

@testable import NotesApp

@Suite struct NotesShortcutsTests {
  @Test func declaresFiveValidShortcuts() {
    let shortcuts = NotesShortcuts.shortcutDescriptions
    #expect(
      shortcuts.map { $0.intentType.typeName } == [
        "FindNotes", "CreateNote", "ListNotes", "MoveNote", "DeleteNote",
      ])
    #expect(shortcuts.allSatisfy { (2...5).contains($0.phrases.count) })
    #expect(NotesShortcuts.validate() == [])
    #expect(Notes.app.allIntents.map { $0.typeName }.suffix(2) == ["EditNote", "PinNote"])
  }

  @Test func expandsNotePhrasesWithEveryNotePinnedFirst() async throws {
    let values = try await withNotebook { _ in
      try await NotesShortcuts.updateAppShortcutParameterValues()
    }
    let notes = try #require(values[PhraseParameterKey(intent: "FindNotes", parameter: "note")])
    #expect(
      notes.map(\.display.title) == [
        "Trip to Lisbon", "Groceries", "Book club", "Apple pie", "Birthday ideas",
      ])
  }

  @Test(arguments: [
    ("find notes about pie in notes", "FindNotes"),
    ("show my groceries note in notes", "FindNotes"),
    ("write a note in notes", "CreateNote"), ("list my notes in notes", "ListNotes"),
    ("move my book club note to travel in notes", "MoveNote"),
    ("delete the groceries note in notes", "DeleteNote"),
    ("add a note to groceries saying buy eggs", "CreateNote"),
  ])
  func requestsReachTheirIntents(utterance: String, intent: String) async throws {
    let notes = try await AppTester(Notes.app)
    await notes.expect(utterance, reaches: intent)
  }

  @Test func aTopicReachesTheStringQueryAndSeveralNotesArePickedFrom() async throws {
    let dialog = try await AppTester(Notes.app).dialog()
    await dialog.say(
      "find notes about pie in notes",
      replies: """
        < I found several notes. Which one?
        * Apple pie
        * Birthday ideas
        """)
    await dialog.say(
      "the second one",
      replies: """
        = Birthday ideas
        | A cookbook for Sam, concert tickets, a pie from the bakery.
        | Personal
        ! Edit
        ! Delete
        ! Pin
        < Here's your note.
        """)
  }

  @Test func aCardsButtonsEditPinAndDeleteTheNote() async throws {
    let dialog = try await AppTester(Notes.app).dialog()
    _ = await dialog.say("show my groceries note in notes")
    await dialog.say("edit", replies: "< What should “Groceries” say?")
    await dialog.say(
      "oat milk and pears",
      replies: """
        = Groceries
        | oat milk and pears
        | Personal
        ! Edit
        ! Delete
        ! Pin
        < Updated “Groceries”.
        """)
    await dialog.say(
      "3",
      replies: """
        = Groceries
        | oat milk and pears
        | Personal · Pinned
        ! Edit
        ! Delete
        ! Unpin
        < Pinned “Groceries”.
        """)
    await dialog.say("delete", replies: "< Delete the note “Groceries”? This can't be undone.")
    await dialog.say("delete", replies: "< Deleted the note “Groceries”.")
    await dialog.say("unpin", replies: "< That note is no longer in Notes.")
  }

  @Test func aSpeakerSaysTheNoteAndOffersNoButtons() async throws {
    let dialog = try await AppTester(Notes.app).dialog(on: .speaker)
    await dialog.say(
      "show my groceries note in notes",
      replies: "< Your note “Groceries” says: Milk, eggs, bread and apples.")
    #expect(dialog.conversation.offeredActions.isEmpty)
  }

  @Test func theSuiteAndTranscriptPass() async throws {
    let notes = try await AppTester(Notes.app)
    #expect(await notes.run("Phrases/Notes.tests", "Phrases/Notes.transcript").isEmpty)
  }
}
