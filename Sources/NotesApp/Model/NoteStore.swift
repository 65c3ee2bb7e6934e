import Foundation
import ParleyIntents

/// The notebook, read and changed by the intents.
///
/// Each changing method throws `AppDataError` when the change could not be saved; the notebook
/// is then as it was.
///
/// Registered with `AppDependencyManager`; each manager holds its own instance, so changes made
/// in one conversation (or test) stay there. With a file, the notebook is read from it and
/// each change is saved to it before it is told, shared safely with other processes.
final class NoteStore: Sendable {
  private let kept: KeptValue<Notebook>

  /// Creates a store over a notebook, or the notebook kept in `file`.
  init(notebook: Notebook = .sample, file: AppDataFile<Notebook>? = nil) {
    kept = KeptValue(notebook, file: file)
  }

  /// Every note, pinned ones first, then oldest first.
  var notes: [Note] {
    let all = kept.value.notes
    return all.filter(\.isPinned) + all.filter { !$0.isPinned }
  }

  /// The note with an identifier, if any.
  func note(with id: Note.ID) -> Note? {
    kept.value.notes.first { $0.id == id }
  }

  /// The note with a title, ignoring case and accents, if any.
  func note(titled title: String) -> Note? {
    let wanted = Self.words(of: title)
    return notes.first { Self.words(of: $0.title) == wanted }
  }

  /// The notes about `text`: those whose title, or else text, holds each of its words (or a
  /// word starting with it), ignoring case and accents; title matches first.
  func notes(about text: String) -> [Note] {
    let wanted = Self.words(of: text).filter { !Self.searchFillers.contains($0) }
    guard !wanted.isEmpty else { return [] }
    func holdsAll(_ words: [String]) -> Bool {
      wanted.allSatisfy { word in words.contains { $0.hasPrefix(word) } }
    }
    let all = notes
    let byTitle = all.filter { holdsAll(Self.words(of: $0.title)) }
    let byText = all.filter {
      !byTitle.contains($0) && holdsAll(Self.words(of: $0.title + " " + $0.body))
    }
    return byTitle + byText
  }

  /// Adds a note to a folder, numbered after the notes kept now; returns it.
  ///
  /// - Throws: `AppDataError` when the note could not be saved.
  func add(title: String, body: String, folder: NoteFolder) throws -> Note {
    try kept.change(saving: "the note") { notebook in
      let note = Note(
        id: (notebook.notes.map(\.id).max() ?? 0) + 1, title: title, body: body,
        isPinned: false, folder: folder)
      notebook.notes.append(note)
      return note
    }
  }

  /// Replaces a note's text; returns the note, or `nil` when there is none.
  func setBody(_ body: String, of id: Note.ID) throws -> Note? {
    try update(id) { $0.body = body }
  }

  /// Adds text to the end of a note's text, after a full stop where its last sentence has none;
  /// returns the note, or `nil` when there is none.
  func append(_ text: String, to id: Note.ID) throws -> Note? {
    try update(id) { note in
      let last = note.body.trimmingCharacters(in: .whitespacesAndNewlines).last
      switch last {
      case nil: note.body = text
      case ".", "!", "?": note.body += " " + text
      default: note.body += ". " + text
      }
    }
  }

  /// Moves a note to a folder; returns the note, or `nil` when there is none.
  func move(_ id: Note.ID, to folder: NoteFolder) throws -> Note? {
    try update(id) { $0.folder = folder }
  }

  /// Pins or unpins a note; returns the note, or `nil` when there is none.
  func setPinned(_ isPinned: Bool, of id: Note.ID) throws -> Note? {
    try update(id) { $0.isPinned = isPinned }
  }

  /// Deletes a note; returns whether there was one.
  @discardableResult
  func delete(_ id: Note.ID) throws -> Bool {
    try kept.change(saving: "the change to Notes") { notebook in
      let before = notebook.notes.count
      notebook.notes.removeAll { $0.id == id }
      return notebook.notes.count < before
    }
  }

  private func update(_ id: Note.ID, _ body: (inout Note) -> Void) throws -> Note? {
    try kept.change(saving: "the note") { notebook in
      guard let index = notebook.notes.firstIndex(where: { $0.id == id }) else { return nil }
      body(&notebook.notes[index])
      return notebook.notes[index]
    }
  }

  /// Words a search says around its topic: "the", "my", "note", "notes".
  private static let searchFillers: Set<String> = [
    "a", "an", "the", "my", "about", "on", "for", "note", "notes", "with",
  ]

  /// The folded words of `text`: lower case, without accents or punctuation.
  private static func words(of text: String) -> [String] {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }
}
