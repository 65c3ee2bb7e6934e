import ParleyIntents

/// Finds drinks by identifier, name or synonym; suggests the popular ones.
struct DrinkEntityQuery: EntityStringQuery {
  @Dependency private var store: CafeStore

  func entities(for identifiers: [DrinkEntity.ID]) async throws -> [DrinkEntity] {
    store.drinks(with: identifiers).map(DrinkEntity.init)
  }

  func entities(matching string: String) async throws -> [DrinkEntity] {
    store.drinks(matching: string).map(DrinkEntity.init)
  }

  func suggestedEntities() async throws -> [DrinkEntity] {
    store.popularDrinks.map(DrinkEntity.init)
  }
}
