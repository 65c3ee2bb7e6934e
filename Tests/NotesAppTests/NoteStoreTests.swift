import Foundation
import ParleyIntents
import Testing

@testable import NotesApp

@Suite struct NoteStoreTests {
  @Test(arguments: [
    ("pie", ["Apple pie", "Birthday ideas"]), ("apples", ["Groceries", "Apple pie"]),
    ("the book club", ["Book club"]), ("BOOK", ["Book club", "Trip to Lisbon"]),
    ("lisbon trip", ["Trip to Lisbon"]), ("middlemarch", ["Book club"]),
    ("Café", []), ("quantum physics", []), ("notes", []), ("", []),
  ])
  func findsNotesByTheWordsOfTheirTitleThenText(topic: String, titles: [String]) {
    #expect(NoteStore().notes(about: topic).map(\.title) == titles)
  }

  @Test func listsPinnedNotesFirst() {
    let store = NoteStore()
    #expect(store.notes.map(\.title).first == "Trip to Lisbon")
    _ = store.setPinned(true, of: 4)
    #expect(store.notes.map(\.title).prefix(2) == ["Trip to Lisbon", "Apple pie"])
  }

  @Test func changesReportANoteThatIsGone() {
    let store = NoteStore()
    #expect(store.delete(1))
    #expect(!store.delete(1))
    #expect(store.setBody("x", of: 1) == nil)
    #expect(store.setPinned(true, of: 1) == nil)
  }

  @Test func keepsTheNotebookInItsFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("notes-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = AppDataDirectory(url: folder).file(named: "notes.json", as: Notebook.self)
    let store = NoteStore(file: file)
    let added = store.add(title: "Packing list", body: "Socks", folder: .travel)
    _ = store.setPinned(true, of: added.id)
    store.delete(1)
    let later = NoteStore(file: file).notes
    #expect(
      later.map(\.title) == [
        "Trip to Lisbon", "Packing list", "Book club", "Apple pie", "Birthday ideas",
      ])
    #expect(NoteStore().notes.count == Notebook.sample.notes.count)
  }
}
