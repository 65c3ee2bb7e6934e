import ParleyIntents

/// A featured collection of trails, such as "Most Popular".
struct TrailCollection: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Trail Collection"
  static var defaultQuery = TrailCollectionQuery()

  var id: Int
  var name: String
  var symbolName: String
  var trails: [TrailEntity]

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)", subtitle: "\(trails.count) trails", image: .init(systemName: symbolName))
  }
}

/// Lists the featured collections.
struct TrailCollectionQuery: EnumerableEntityQuery {
  @Dependency private var trailManager: TrailDataManager

  func allEntities() async throws -> [TrailCollection] {
    trailManager.featuredCollections
  }
}
