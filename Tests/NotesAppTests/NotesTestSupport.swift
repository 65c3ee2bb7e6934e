import ParleyIntents

@testable import NotesApp

/// Runs the body with a fresh sample notebook in a manager of its own, as the current one.
func withNotebook<T>(_ body: (NoteStore) async throws -> T) async rethrows -> T {
  let store = NoteStore()
  let manager = AppDependencyManager()
  manager.add(dependency: store)
  return try await AppDependencyManager.withCurrent(manager) { try await body(store) }
}

/// The entity of the sample note with `title`.
func noteEntity(_ title: String) -> NoteEntity {
  let note =
    Notebook.sample.notes.first { $0.title == title }
    ?? Note(id: 0, title: title, body: "", isPinned: false, folder: .personal)
  return NoteEntity(note: note)
}
