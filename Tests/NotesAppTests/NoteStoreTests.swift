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

  @Test func listsPinnedNotesFirst() throws {
    let store = NoteStore()
    #expect(store.notes.map(\.title).first == "Trip to Lisbon")
    _ = try store.setPinned(true, of: 4)
    #expect(store.notes.map(\.title).prefix(2) == ["Trip to Lisbon", "Apple pie"])
  }

  @Test func changesReportANoteThatIsGone() throws {
    let store = NoteStore()
    #expect(try store.delete(1))
    #expect(try !store.delete(1))
    #expect(try store.setBody("x", of: 1) == nil)
    #expect(try store.setPinned(true, of: 1) == nil)
  }

  @Test func keepsTheNotebookInItsFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("notes-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = AppDataDirectory(url: folder).file(named: "notes.json", as: Notebook.self)
    let store = NoteStore(file: file)
    let added = try store.add(title: "Packing list", body: "Socks", folder: .travel)
    _ = try store.setPinned(true, of: added.id)
    try store.delete(1)
    let later = NoteStore(file: file).notes
    #expect(
      later.map(\.title) == [
        "Trip to Lisbon", "Packing list", "Book club", "Apple pie", "Birthday ideas",
      ])
    #expect(NoteStore().notes.count == Notebook.sample.notes.count)
  }
}
