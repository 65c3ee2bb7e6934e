/// A piece of app data people can name in a request, such as a trail.
///
/// An entity has a stable identifier, a display representation, and a default query through
/// which the system finds entities by id, by name, or as suggestions.
///
/// ```swift
/// struct TrailEntity: AppEntity {
///   static var typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
///   static var defaultQuery = TrailEntityQuery()
///   var id: Int
///   @Property(title: "Name") var name: String
///   var displayRepresentation: DisplayRepresentation { "\(name)" }
/// }
/// ```
///
/// Its identifier is `Sendable` (as a `Sendable` entity's stored `id` already is), so a query
/// may run on the main actor: `@MainActor func entities(for identifiers: [TrailEntity.ID])`.
public protocol AppEntity: _IntentValue, Identifiable, TypeDisplayRepresentable, Sendable
where ID: EntityIdentifierConvertible & Sendable {
  /// The query type the system uses to find entities of this type.
  associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self

  /// The query the system uses to find entities of this type.
  static var defaultQuery: DefaultQuery { get }

  /// How this entity appears to people.
  var displayRepresentation: DisplayRepresentation { get }
}

extension AppEntity {
  /// An entity type, resolved through its default query.
  public static var _intentValueKind: _IntentValueKind {
    _IntentValueKind(.entity(AnyEntityType(Self.self)))
  }

  /// A property of the entity exposed to the system, written `@Property(title:)`.
  public typealias Property<Value> = EntityProperty<Value>
}
