/// A query that finds entities by comparing their properties, sorted and limited: what the
/// automatic "Find <Entity>" action runs. Off-device a conversation runs it directly:
/// `/FindBooks title_contains="march" sortBy=title limit=3`.
///
/// ```swift
/// struct BookQuery: EntityPropertyQuery {
///   static var properties = QueryProperties {
///     Property(\BookEntity.$title) {
///       EqualToComparator { $0 }
///       ContainsComparator { $0 }
///     }
///   }
///   static var sortingOptions = SortingOptions { SortableBy(\BookEntity.$title) }
///
///   func entities(
///     matching comparators: [BookFilter], mode: ComparatorMode,
///     sortedBy: [EntityQuerySort<BookEntity>], limit: Int?
///   ) async throws -> [BookEntity] { … }
/// }
/// ```
public protocol EntityPropertyQuery: EntityQuery {
  /// What each comparator turns a compared value into: a predicate, or a filter of the app's.
  associatedtype ComparatorMappingType

  /// The properties people can compare, with their comparators.
  static var properties: QueryProperties<Entity, ComparatorMappingType> { get }
  /// The properties people can sort by.
  static var sortingOptions: SortingOptions<Entity> { get }

  /// The entities that match the comparators (all of them, or any, by `mode`), sorted and
  /// limited.
  func entities(
    matching comparators: [ComparatorMappingType], mode: ComparatorMode,
    sortedBy: [EntityQuerySort<Entity>], limit: Int?
  ) async throws -> [Entity]
}

extension EntityPropertyQuery {
  /// A property people can compare: `Property(\BookEntity.$title) { EqualToComparator { $0 } }`.
  public typealias Property<Value> = QueryProperty<Entity, Value, ComparatorMappingType>
}

/// Whether all comparators must hold, or any.
public enum ComparatorMode: Sendable, Hashable {
  /// Every comparator holds.
  case and
  /// At least one comparator holds.
  case or
}

/// A sort of a query's results: by a property, ascending or descending.
public struct EntityQuerySort<Entity: AppEntity>: @unchecked Sendable {
  /// Which way to sort.
  public enum Ordering: Sendable, Hashable {
    /// Smallest first.
    case ascending
    /// Largest first.
    case descending
  }

  /// The property sorted by.
  public let by: PartialKeyPath<Entity>
  /// Which way.
  public let order: Ordering

  /// Creates a sort.
  public init(by: PartialKeyPath<Entity>, order: Ordering = .ascending) {
    self.by = by
    self.order = order
  }
}

/// The properties of an ``EntityPropertyQuery``.
public struct QueryProperties<Entity: AppEntity, Mapping>: @unchecked Sendable {
  /// The properties, erased.
  package let properties: [AnyQueryProperty<Mapping>]

  /// Creates the properties from a builder of `Property(…) { comparators }`.
  public init(@QueryPropertiesBuilder<Entity, Mapping> _ content: () -> [AnyQueryProperty<Mapping>])
  {
    properties = content()
  }
}

/// Builds the properties of a ``QueryProperties``.
@resultBuilder
public enum QueryPropertiesBuilder<Entity: AppEntity, Mapping> {
  /// A property.
  public static func buildExpression<Value>(_ property: QueryProperty<Entity, Value, Mapping>)
    -> AnyQueryProperty<Mapping>
  {
    property.erased
  }
  /// The properties in order.
  public static func buildBlock(_ properties: AnyQueryProperty<Mapping>...)
    -> [AnyQueryProperty<Mapping>]
  {
    properties
  }
}

/// A property people can compare, with its comparators.
public struct QueryProperty<Entity: AppEntity, Value, Mapping> {
  let keyPath: KeyPath<Entity, EntityProperty<Value>>
  let comparators: [QueryComparator<Value, Mapping>]

  /// Creates the property: `Property(\BookEntity.$title) { ContainsComparator { $0 } }`.
  public init(
    _ keyPath: KeyPath<Entity, EntityProperty<Value>>,
    @QueryComparatorsBuilder<Value, Mapping> comparators: () -> [QueryComparator<Value, Mapping>]
  ) {
    self.keyPath = keyPath
    self.comparators = comparators()
  }

  var erased: AnyQueryProperty<Mapping> {
    let keyPath = keyPath
    return AnyQueryProperty(
      reference: EntityPropertyReference(keyPath),
      comparators: comparators.map { comparator in
        (comparator.kind, { ($0 as? Value).map(comparator.transform) })
      },
      valueType: Value.self)
  }
}

/// A property of a query with its type erased, as the runtime reads it.
public struct AnyQueryProperty<Mapping> {
  /// Which property of the entity it is.
  package let reference: EntityPropertyReference
  /// Each comparator and how it maps a value.
  package let comparators: [(kind: QueryComparatorKind, map: (Any) -> Mapping?)]
  /// The type compared values must have.
  package let valueType: Any.Type
}

/// Builds the comparators of a ``QueryProperty``.
@resultBuilder
public enum QueryComparatorsBuilder<Value, Mapping> {
  /// A comparator.
  public static func buildExpression<Kind>(_ comparator: _KindedComparator<Kind, Value, Mapping>)
    -> QueryComparator<Value, Mapping>
  {
    comparator.comparator
  }

  /// The comparators in order.
  public static func buildBlock(_ comparators: QueryComparator<Value, Mapping>...)
    -> [QueryComparator<Value, Mapping>]
  {
    comparators
  }
}

/// How a comparator compares, and the suffix that asks for it in a find (`title_contains`).
public enum QueryComparatorKind: String, CaseIterable, Sendable {
  /// Equal.
  case equalTo = ""
  /// Not equal.
  case notEqualTo = "_not"
  /// Contains.
  case contains = "_contains"
  /// Starts with.
  case hasPrefix = "_prefix"
  /// Ends with.
  case hasSuffix = "_suffix"
  /// Less than.
  case lessThan = "_below"
  /// Less than or equal.
  case lessThanOrEqualTo = "_atMost"
  /// Greater than.
  case greaterThan = "_above"
  /// Greater than or equal.
  case greaterThanOrEqualTo = "_atLeast"
}

/// One comparison of a property: the kind, and how a compared value becomes the query's
/// mapping type.
public struct QueryComparator<Value, Mapping> {
  let kind: QueryComparatorKind
  let transform: (Value) -> Mapping

  init(_ kind: QueryComparatorKind, _ transform: @escaping (Value) -> Mapping) {
    self.kind = kind
    self.transform = transform
  }
}

/// The properties an ``EntityPropertyQuery`` can sort by.
public struct SortingOptions<Entity: AppEntity>: @unchecked Sendable {
  /// Each property and its key path.
  package let options: [(reference: EntityPropertyReference, keyPath: PartialKeyPath<Entity>)]

  /// Creates the options from a builder of `SortableBy(…)`.
  public init(@SortingOptionsBuilder<Entity> _ content: () -> [SortableBy<Entity>]) {
    options = content().map { ($0.reference, $0.keyPath) }
  }
}

/// A property an ``EntityPropertyQuery`` can sort by.
public struct SortableBy<Entity: AppEntity> {
  let reference: EntityPropertyReference
  let keyPath: PartialKeyPath<Entity>

  /// Creates the option: `SortableBy(\BookEntity.$title)`.
  public init<Value>(_ keyPath: KeyPath<Entity, EntityProperty<Value>>) {
    reference = EntityPropertyReference(keyPath)
    self.keyPath = keyPath
  }
}

/// Builds the options of a ``SortingOptions``.
@resultBuilder
public enum SortingOptionsBuilder<Entity: AppEntity> {
  /// The options in order.
  public static func buildBlock(_ options: SortableBy<Entity>...) -> [SortableBy<Entity>] {
    options
  }
}

/// An `@Property` of an entity, named by its key path (`\BookEntity.$title`).
///
/// Its name ("title") comes from the key path's description where the runtime gives one, else
/// from an entity: the stored property whose wrapper the key path reads.
package struct EntityPropertyReference: @unchecked Sendable {
  private let described: String?
  private let read: (Any) -> AnyObject?

  init<Entity, Value>(_ keyPath: KeyPath<Entity, EntityProperty<Value>>) {
    let text = String(describing: keyPath)
    let last = text.split(separator: ".").last.map(String.init) ?? text
    described =
      text.contains("<") ? nil : (last.hasPrefix("$") ? String(last.dropFirst()) : last)
    read = { ($0 as? Entity)?[keyPath: keyPath] }
  }

  /// The property's name, using `sample` (an entity) when the key path does not say it.
  package func name(in sample: Any?) -> String? {
    if let described { return described }
    guard let sample, let wrapper = read(sample) else { return nil }
    for child in Mirror(reflecting: sample).children {
      guard let label = child.label, label.hasPrefix("_"),
        (child.value as AnyObject) === wrapper
      else { continue }
      return String(label.dropFirst())
    }
    return nil
  }
}
