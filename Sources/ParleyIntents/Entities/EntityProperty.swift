/// A property of an entity exposed to the system, written `@Property(title:)` inside an
/// `AppEntity`.
///
/// ```swift
/// @Property(title: "Trail Name") var name: String
/// ```
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
  private var storage: Value?
  /// The property's title, or nil when it is inferred from the property name.
  public let title: LocalizedStringResource?

  /// Creates a property with a title; assign its value before reading it.
  ///
  /// - Parameter title: The property's title.
  public init(title: LocalizedStringResource? = nil) {
    self.title = title
  }

  /// Creates a property with an initial value.
  ///
  /// - Parameters:
  ///   - wrappedValue: The initial value.
  ///   - title: The property's title.
  public init(wrappedValue: Value, title: LocalizedStringResource? = nil) {
    self.storage = wrappedValue
    self.title = title
  }

  /// The property's value.
  ///
  /// Reading it before a value was assigned is a programming error and stops the program.
  public var wrappedValue: Value {
    get {
      guard let value = storage else {
        preconditionFailure(
          "The entity property '\(title?.description ?? "")' was read before it was set.")
      }
      return value
    }
    set { storage = newValue }
  }

  /// The property wrapper itself.
  public var projectedValue: EntityProperty<Value> { self }
}

/// An entity's property, its type erased, for the runtime to read: what the entity says of
/// itself besides its display representation ("Folder" of a card).
package protocol AnyEntityProperty {
  /// The property's title, or `nil` when none was given.
  var propertyTitle: LocalizedStringResource? { get }
  /// The property's value; `nil` before one was assigned.
  var propertyValue: Any? { get }
}

extension EntityProperty: AnyEntityProperty {
  package var propertyTitle: LocalizedStringResource? { title }
  package var propertyValue: Any? { storage }
}

/// The properties `entity` declares with `@Property`, in declaration order: each one's title
/// (the property's name where none was given) and its value, those assigned only.
///
/// ```swift
/// entityProperties(of: card).map(\.title)  // ["Question", "Answer", "Folder"]
/// ```
package func entityProperties(of entity: any AppEntity) -> [(title: String, value: Any)] {
  Mirror(reflecting: entity).children.compactMap { child in
    guard let property = child.value as? any AnyEntityProperty,
      let value = property.propertyValue
    else { return nil }
    let name = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? ""
    return (property.propertyTitle?.defaultValue ?? name, value)
  }
}
