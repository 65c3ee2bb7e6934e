import ParleyIntents

/// Finds soups by identifier or name, sold out or not, so that a customer who names a sold-out
/// soup hears that it is sold out; suggests only the soups that can still be ordered.
struct SoupEntityQuery: EntityStringQuery {
  @Dependency private var store: SoupStore

  func entities(for identifiers: [SoupEntity.ID]) async throws -> [SoupEntity] {
    store.soups(with: identifiers).map(SoupEntity.init)
  }

  func entities(matching string: String) async throws -> [SoupEntity] {
    store.soups(matching: string).map(SoupEntity.init)
  }

  func suggestedEntities() async throws -> [SoupEntity] {
    store.soups.filter { $0.inStock > 0 }.map(SoupEntity.init)
  }
}
