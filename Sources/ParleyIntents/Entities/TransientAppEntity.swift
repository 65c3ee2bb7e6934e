/// An entity made when it is needed and never stored, such as a report an intent returns: it
/// has no query of its own to find it again, only an empty initializer and properties that
/// Shortcuts can read one by one.
///
/// ```swift
/// struct EnergyReport: TransientAppEntity {
///   static let typeDisplayRepresentation: TypeDisplayRepresentation = "Energy Report"
///   @Property(title: "Lights On") var lightsOn: Int
///   var displayRepresentation: DisplayRepresentation { "\(lightsOn) lights on" }
///   init() { lightsOn = 0 }
/// }
/// ```
///
/// Its identifier, unless it declares one, is its title; its query finds nothing.
public protocol TransientAppEntity: AppEntity {
  /// Creates an entity whose properties are set afterwards.
  init()
}

extension TransientAppEntity {
  /// The entity's title, when it declares no identifier of its own.
  public var id: String { displayRepresentation.title.defaultValue }

  /// A query that finds nothing: a transient entity is never looked up again.
  public static var defaultQuery: _TransientAppEntityQuery<Self> { _TransientAppEntityQuery() }
}

/// The query of a ``TransientAppEntity``: it finds and suggests nothing.
public struct _TransientAppEntityQuery<Entity: AppEntity>: EntityQuery {
  /// Creates the query.
  public init() {}

  /// None: a transient entity is never looked up by its identifier.
  public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}
