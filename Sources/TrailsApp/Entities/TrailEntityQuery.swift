import ParleyIntents

/// Finds trails by identifier or name; suggests the favourites.
struct TrailEntityQuery: EntityStringQuery {
  @Dependency private var trailManager: TrailDataManager

  func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
    trailManager.trails(with: identifiers).map(TrailEntity.init)
  }

  func entities(matching string: String) async throws -> [TrailEntity] {
    trailManager.trails(matching: string).map(TrailEntity.init)
  }

  func suggestedEntities() async throws -> [TrailEntity] {
    trailManager.favorites.map(TrailEntity.init)
  }
}
