import ParleyIntents

/// Finds notes by identifier, or by the words of their title or text (what people say after
/// "find notes about" reaches `entities(matching:)`); suggests every note, pinned ones first,
/// as the notes app lists them, so that "Which note?" offers them all.
struct NoteEntityQuery: EntityStringQuery {
  @Dependency private var store: NoteStore

  func entities(for identifiers: [NoteEntity.ID]) async throws -> [NoteEntity] {
    identifiers.compactMap { store.note(with: $0) }.map(NoteEntity.init)
  }

  func entities(matching string: String) async throws -> [NoteEntity] {
    store.notes(about: string).map(NoteEntity.init)
  }

  func suggestedEntities() async throws -> [NoteEntity] {
    store.notes.map(NoteEntity.init)
  }
}
