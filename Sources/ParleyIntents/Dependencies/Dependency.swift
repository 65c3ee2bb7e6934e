/// A property of an intent or query that reads a dependency registered with
/// `AppDependencyManager`.
///
/// ```swift
/// @Dependency private var trailManager: TrailDataManager
/// ```
@propertyWrapper
public struct Dependency<Value: Sendable>: @unchecked Sendable {
  private let key: AnyHashable?
  private let manager: AppDependencyManager?

  /// Creates the property.
  ///
  /// - Parameters:
  ///   - key: The key the dependency was added with, if any.
  ///   - manager: The manager to read; the current one (else `.shared`) when nil.
  public init(key: AnyHashable? = nil, manager: AppDependencyManager? = nil) {
    self.key = key
    self.manager = manager
  }

  /// The dependency.
  ///
  /// Reading one that was never added is a programming error and stops the program.
  public var wrappedValue: Value {
    let source = manager ?? AppDependencyManager.current
    guard let value = source.dependency(Value.self, key: key) else {
      preconditionFailure(
        "AppDependency of type \(Value.self) was not initialized prior to access. "
          + "Add it to AppDependencyManager before it is read.")
    }
    return value
  }
}

/// The newer name of `Dependency`.
public typealias AppDependency = Dependency
