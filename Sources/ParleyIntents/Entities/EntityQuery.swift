/// A way to find the entities of one type: by identifier, and as suggestions.
///
/// ```swift
/// struct TrailEntityQuery: EntityQuery {
///   func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] { … }
///   func suggestedEntities() async throws -> [TrailEntity] { … }  // the favourites
/// }
/// ```
public protocol EntityQuery: Sendable {
  /// The entity type this query finds.
  associatedtype Entity: AppEntity
  /// What `suggestedEntities()` returns: an array of entities, or an `ItemCollection` of them
  /// in sections.
  associatedtype Result: _OptionsResult = [Entity]

  /// Creates the query.
  init()

  /// Returns the entities with the given identifiers; unknown identifiers are left out.
  func entities(for identifiers: [Entity.ID]) async throws -> [Entity]

  /// Returns a short list of entities to suggest, and to expand App Shortcut phrases with.
  /// An `ItemCollection` in sections is listed by its sections when a question asks for one.
  func suggestedEntities() async throws -> Result
}

extension EntityQuery where Result == [Entity] {
  /// No suggestions.
  public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that also finds entities by a name or other text people say.
public protocol EntityStringQuery: EntityQuery {
  /// Returns the entities that match the text.
  func entities(matching string: String) async throws -> [Entity]
}

/// A query over a small, fixed set of entities that can be listed in full.
public protocol EnumerableEntityQuery: EntityQuery, _EntityListing {}

/// The listing half of ``EnumerableEntityQuery``, declared apart so that a query that writes
/// only `allEntities()` has its entity type inferred from it.
public protocol _EntityListing {
  /// The entity type listed.
  associatedtype Entity: AppEntity

  /// Returns every entity.
  func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery where Result == [Entity] {
  /// Every entity.
  public func suggestedEntities() async throws -> [Entity] {
    try await allEntities()
  }

  /// The entities among all whose identifiers are listed, in the order of the identifiers.
  public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
    let all = try await allEntities()
    return identifiers.compactMap { id in all.first { $0.id == id } }
  }
}
