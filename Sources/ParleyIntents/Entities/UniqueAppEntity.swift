/// An entity of which there is only ever one, such as an app's settings or a home's
/// thermostat; its query returns that one.
///
/// ```swift
/// struct ThermostatEntity: UniqueAppEntity {
///   static let typeDisplayRepresentation: TypeDisplayRepresentation = "Thermostat"
///   static let defaultQuery = ThermostatQuery()
///   var id: String { "thermostat" }
///   var displayRepresentation: DisplayRepresentation { "Thermostat" }
/// }
///
/// struct ThermostatQuery: UniqueAppEntityQuery {
///   @Dependency var home: HomeStore
///   func uniqueEntity() async throws -> ThermostatEntity { ThermostatEntity(home: home) }
/// }
/// ```
public protocol UniqueAppEntity: AppEntity where DefaultQuery: UniqueAppEntityQuery {}

/// The query of a ``UniqueAppEntity``: it returns the one entity, which is also every entity,
/// the only suggestion, and the one an identifier finds.
public protocol UniqueAppEntityQuery: EnumerableEntityQuery where Entity: UniqueAppEntity {
  /// The entity type, the same as `Entity`.
  associatedtype Unique where Unique == Entity

  /// Returns the one entity.
  func uniqueEntity() async throws -> Unique
}

extension UniqueAppEntityQuery {
  /// The one entity.
  public func allEntities() async throws -> [Entity] {
    [try await uniqueEntity()]
  }
}

/// A ``UniqueAppEntityQuery`` made from a closure that returns the one entity:
/// `static let defaultQuery = UniqueAppEntityProvider { AppSettingsEntity() }`.
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery {
  private let provide: (@Sendable () async throws -> Entity)?

  /// Creates a query that returns the entity `provider` makes.
  ///
  /// - Parameter provider: Makes the one entity; it runs each time the entity is needed.
  public init(_ provider: @escaping @Sendable () async throws -> Entity) {
    provide = provider
  }

  /// Creates a query with no way to make the entity, as every ``EntityQuery`` can be; its
  /// ``uniqueEntity()`` throws. Write `UniqueAppEntityProvider { … }` instead.
  public init() {
    provide = nil
  }

  /// Returns the entity the closure makes.
  ///
  /// - Throws: What the closure throws, or ``AppIntentError/Unrecoverable/entityNotFound``
  ///   when the query was made without one.
  public func uniqueEntity() async throws -> Entity {
    guard let provide else { throw AppIntentError.Unrecoverable.entityNotFound }
    return try await provide()
  }
}
