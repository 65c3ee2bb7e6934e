import ParleyIntents

/// Finds folders by identifier or name; suggests every folder.
struct FolderEntityQuery: EntityStringQuery {
  @Dependency private var store: FlashcardStore

  func entities(for identifiers: [FolderEntity.ID]) async throws -> [FolderEntity] {
    identifiers.compactMap { store.folder(with: $0) }.map(FolderEntity.init)
  }

  func entities(matching string: String) async throws -> [FolderEntity] {
    store.folders(matching: string).map(FolderEntity.init)
  }

  func suggestedEntities() async throws -> [FolderEntity] {
    store.folders.map(FolderEntity.init)
  }
}
