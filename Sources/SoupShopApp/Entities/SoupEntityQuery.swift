import ParleyIntents

/// Finds soups by identifier or name; suggests the whole menu.
struct SoupEntityQuery: EntityStringQuery {
  @Dependency private var store: SoupStore

  func entities(for identifiers: [SoupEntity.ID]) async throws -> [SoupEntity] {
    store.soups(with: identifiers).map(SoupEntity.init)
  }

  func entities(matching string: String) async throws -> [SoupEntity] {
    store.soups(matching: string).map(SoupEntity.init)
  }

  func suggestedEntities() async throws -> [SoupEntity] {
    store.soups.map(SoupEntity.init)
  }
}
