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
