/// A property of an intent or query that reads a dependency registered with
/// `AppDependencyManager`; `@AppDependency` is the same property under its newer name.
///
/// ```swift
/// @Dependency private var trailManager: TrailDataManager
/// @AppDependency(default: Clock()) private var clock: Clock
/// ```
@propertyWrapper
public struct Dependency<Value: Sendable>: @unchecked Sendable {
  private let key: AnyHashable?
  private let manager: AppDependencyManager?
  private let defaultValue: (() -> Value)?

  /// Creates the property.
  ///
  /// - Parameters:
  ///   - key: The key the dependency was added with, if any.
  ///   - manager: The manager to read; the current one (the conversation's, else `.shared`)
  ///     when nil.
  public init(key: AnyHashable? = nil, manager: AppDependencyManager? = nil) {
    self.key = key
    self.manager = manager
    self.defaultValue = nil
  }

  /// Creates the property with a value to use when none was added.
  ///
  /// - Parameters:
  ///   - key: The key the dependency was added with, if any.
  ///   - manager: The manager to read; the current one when nil.
  ///   - defaultValueProvider: The value when the manager has none; made on each read.
  public init(
    key: AnyHashable? = nil, manager: AppDependencyManager? = nil,
    default defaultValueProvider: @autoclosure @escaping () -> Value
  ) {
    self.key = key
    self.manager = manager
    self.defaultValue = defaultValueProvider
  }

  /// The dependency.
  ///
  /// Reading one that was never added (and has no default) is a programming error and stops
  /// the program, as on a device.
  public var wrappedValue: Value {
    let source = manager ?? AppDependencyManager.current
    if let value = source.dependency(Value.self, key: key) { return value }
    if let defaultValue { return defaultValue() }
    if let error = source.failure(Value.self, key: key) {
      preconditionFailure("AppDependency of type \(Value.self) could not be made: \(error)")
    }
    preconditionFailure(
      "AppDependency of type \(Value.self) was not initialized prior to access. "
        + "Add it to AppDependencyManager before it is read.")
  }

  /// The property itself.
  public var projectedValue: Dependency<Value> { self }
}

/// The newer name of `Dependency`.
public typealias AppDependency = Dependency
