import ParleyAssistant
import ParleyIntents
import Testing

@testable import NotesApp

@Suite struct NotesIntentTests {
  @Test func findNotesShowsTheNotesCardWithItsActions() async throws {
    let parts = try await withNotebook { _ in
      resultParts(of: try await FindNotes(note: noteEntity("Groceries")).perform())
    }
    #expect(
      parts.dialog?.fullText == "Your note “Groceries” says: Milk, eggs, bread and apples.")
    #expect(parts.dialog?.supportingText == "Here's your note.")
    let card = try #require(parts.snippet)
    #expect(card.snippetTitle == "Groceries")
    #expect(card.snippetLines == ["Milk, eggs, bread and apples.", "Personal"])
    #expect(card.snippetActions.map(\.label) == ["Edit", "Delete", "Pin"])
    #expect((card.snippetActions[0].intent as? EditNote)?.note.id == 1)
    #expect((card.snippetActions[1].intent as? DeleteNote)?.note.id == 1)
    let pin = try #require(card.snippetActions[2].intent as? PinNote)
    #expect(pin.note.id == 1)
    #expect(pin.isPinned)
    #expect((parts.value as? NoteEntity)?.title == "Groceries")
  }

  @Test func aPinnedNotesCardSaysSoAndOffersUnpin() async throws {
    let card = try await withNotebook { _ in
      resultParts(of: try await FindNotes(note: noteEntity("Trip to Lisbon")).perform()).snippet
    }
    #expect(card?.snippetLines.last == "Travel · Pinned")
    #expect(card?.snippetActions.map(\.label) == ["Edit", "Delete", "Unpin"])
    #expect((card?.snippetActions[2].intent as? PinNote)?.isPinned == false)
  }

  @Test func findNotesSaysWhenTheNoteIsGone() async throws {
    await #expect(throws: NotesError.noteGone) {
      try await withNotebook { store in
        try store.delete(1)
        _ = try await FindNotes(note: noteEntity("Groceries")).perform()
      }
    }
    #expect(
      NotesError.noteGone.localizedStringResource.defaultValue
        == "That note is no longer in Notes.")
  }

  @Test func createNoteKeepsTheTitleAndText() async throws {
    let (parts, notes) = try await withNotebook { store in
      let intent = CreateNote()
      intent.noteTitle = "  Packing list "
      intent.body = "Socks"
      return (resultParts(of: try await intent.perform()), store.notes)
    }
    #expect(parts.dialog?.fullText == "Created the note “Packing list” in Personal.")
    #expect(parts.snippet?.snippetLines == ["Socks", "Personal"])
    #expect((parts.value as? NoteEntity)?.id == 6)
    #expect(notes.last?.title == "Packing list")
    #expect(notes.last?.body == "Socks")
  }

  @Test func createNoteAsksWhatTheNoteSaysWithTheParametersQuestion() async throws {
    let intent = CreateNote()
    intent.noteTitle = "Packing list"
    let parameters = intentParameters(of: intent)
    let error = await #expect(throws: ParameterResolutionError.self) {
      try await withNotebook { _ in _ = try await intent.perform() }
    }
    #expect(error?.parameter.name == "body")
    #expect(error?.parameter === parameters[1])
    #expect(error?.parameter.requestValueDialog?.fullText == "What should it say?")
  }

  @Test func storeAddsTextAfterTheLastSentence() async throws {
    let bodies = try await withNotebook { store in
      [
        try store.append("buy eggs", to: 1)?.body,
        try store.setBody("", of: 3).flatMap { try store.append("Chapter 6", to: $0.id)?.body },
      ]
    }
    #expect(bodies == ["Milk, eggs, bread and apples. buy eggs", "Chapter 6"])
  }

  @Test func moveNoteToItsOwnFolderSaysSoAndOffersTheOthers() async throws {
    let (parts, offered) = try await withNotebook { store in
      let intent = MoveNote()
      intent.note = noteEntity("Groceries")
      intent.folder = .personal
      let parts = resultParts(of: try await intent.perform())
      return (parts, try await MoveNote.OtherFolders().results())
    }
    #expect(parts.dialog?.fullText == "“Groceries” is already in Personal.")
    // Outside a request being resolved, no note is known: every folder is offered.
    #expect(offered == [.personal, .travel, .recipes])
  }

  @Test func createNoteIsUndoneByDeletingTheNoteItCreated() async throws {
    let undo = try await withNotebook { _ in
      let intent = CreateNote()
      intent.noteTitle = "Packing list"
      intent.body = "Socks"
      return try await intent.undoIntent(for: try await intent.perform())
    }
    #expect(undo?.note.id == 6)
    #expect(undo?.note.title == "Packing list")
  }

  @Test func createNoteAsksAgainForABlankTitle() async throws {
    let intent = CreateNote()
    intent.noteTitle = "   "
    intent.body = "text"
    let parameters = intentParameters(of: intent)
    let error = await #expect(throws: ParameterResolutionError.self) {
      try await withNotebook { _ in _ = try await intent.perform() }
    }
    #expect(error?.parameter.name == "noteTitle")
    #expect(error?.parameter === parameters.first)
    #expect(error?.dialog?.fullText == "A note needs a title. What should it be called?")
  }

  @Test func editNoteAsksForTheTextNamingTheNote() async throws {
    let error = await #expect(throws: ParameterResolutionError.self) {
      try await withNotebook { _ in
        _ = try await EditNote(note: noteEntity("Book club")).perform()
      }
    }
    #expect(error?.dialog?.fullText == "What should “Book club” say?")
  }

  @Test func editNoteReplacesTheTextAndShowsTheCardAgain() async throws {
    let (parts, body) = try await withNotebook { store in
      let intent = EditNote(note: noteEntity("Book club"))
      intent.text = "Finish Middlemarch."
      return (resultParts(of: try await intent.perform()), store.note(with: 3)?.body)
    }
    #expect(body == "Finish Middlemarch.")
    #expect(parts.dialog?.fullText == "Updated “Book club”.")
    #expect(parts.snippet?.snippetLines == ["Finish Middlemarch.", "Personal"])
  }

  @Test(arguments: [
    (true, "Pinned “Groceries”.", "Unpin"), (false, "Unpinned “Groceries”.", "Pin"),
  ])
  func pinNoteSetsThePinAndFlipsTheButton(isPinned: Bool, dialog: String, button: String)
    async throws
  {
    let (parts, pinned) = try await withNotebook { store in
      let parts = resultParts(
        of: try await PinNote(note: noteEntity("Groceries"), isPinned: isPinned).perform())
      return (parts, store.note(with: 1)?.isPinned)
    }
    #expect(pinned == isPinned)
    #expect(parts.dialog?.fullText == dialog)
    #expect(parts.snippet?.snippetActions.last?.label == button)
  }

  @Test func listNotesNamesEveryNoteWithAButtonEach() async throws {
    let parts = try await withNotebook { _ in resultParts(of: try await ListNotes().perform()) }
    #expect(
      parts.dialog?.fullText
        == "You have 5 notes: Trip to Lisbon, Groceries, Book club, Apple pie and Birthday ideas.")
    let card = try #require(parts.snippet)
    #expect(
      card.snippetLines == [
        "Trip to Lisbon (pinned) · Book the flights, renew the…",
        "Groceries · Milk, eggs, bread and apples.", "Book club · Read chapters 3 to 5 of…",
        "Apple pie · Six apples, butter, flour,…",
        "Birthday ideas · A cookbook for Sam, concert…",
      ])
    #expect(
      card.snippetActions.map(\.label) == [
        "Trip to Lisbon", "Groceries", "Book club", "Apple pie", "Birthday ideas",
      ])
    #expect((card.snippetActions[1].intent as? FindNotes)?.note.id == 1)
  }

  @Test func listNotesKeepsToAFolder() async throws {
    let parts = try await withNotebook { _ in
      let intent = ListNotes()
      intent.folder = .personal
      return resultParts(of: try await intent.perform())
    }
    #expect(
      parts.dialog?.fullText
        == "You have 3 notes in Personal: Groceries, Book club and Birthday ideas.")
    #expect(parts.dialog?.supportingText == "Here are your notes in Personal.")
    #expect(parts.snippet?.snippetTitle == "Personal")
  }

  @Test func createNoteGoesToTheFolderSaid() async throws {
    let note = try await withNotebook { store in
      let intent = CreateNote()
      intent.noteTitle = "Packing list"
      intent.body = "Socks"
      intent.folder = .travel
      _ = try await intent.perform()
      return store.notes.last
    }
    #expect(note?.folder == .travel)
  }

  @Test func moveNoteChangesTheFolderAndShowsTheCard() async throws {
    let (parts, folder) = try await withNotebook { store in
      let intent = MoveNote()
      intent.note = noteEntity("Groceries")
      intent.folder = .travel
      return (resultParts(of: try await intent.perform()), store.note(with: 1)?.folder)
    }
    #expect(folder == .travel)
    #expect(parts.dialog?.fullText == "Moved “Groceries” to Travel.")
    #expect(parts.snippet?.snippetLines.last == "Travel")
  }

  @Test func listNotesSaysWhenThereAreNone() async throws {
    let parts = try await withNotebook { store in
      for id in 1...5 { try store.delete(id) }
      return resultParts(of: try await ListNotes().perform())
    }
    #expect(parts.dialog?.fullText == "You have no notes yet.")
    #expect(parts.snippet?.snippetLines == ["No notes yet"])
    #expect(parts.snippet?.snippetActions.isEmpty == true)
  }
}
