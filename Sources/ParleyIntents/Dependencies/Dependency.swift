import Foundation

/// A property of an intent or query that reads a dependency registered with
/// `AppDependencyManager`; `@AppDependency` is the same property under its newer name.
///
/// ```swift
/// @Dependency private var trailManager: TrailDataManager
/// @AppDependency(default: Clock()) private var clock: Clock
/// @AppDependency(default: { try await Catalog.load() }) private var catalog: Catalog
/// ```
@propertyWrapper
public struct Dependency<Value: Sendable>: @unchecked Sendable {
  private let key: AnyHashable?
  private let manager: AppDependencyManager?
  private let defaultValue: (() -> Value)?
  private let asyncDefault: AsyncDefault?

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
    self.asyncDefault = nil
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
    self.asyncDefault = nil
  }

  /// Creates the property with an asynchronous maker of the value to use when none was added.
  ///
  /// The runtime runs the maker once for the intent, before `perform()`, when the manager has
  /// no such dependency; a maker that throws leaves the property unreadable, as a missing
  /// dependency is.
  ///
  /// - Parameters:
  ///   - key: The key the dependency was added with, if any.
  ///   - manager: The manager to read; the current one when nil.
  ///   - defaultValueProvider: Makes the value when the manager has none.
  public init(
    key: AnyHashable? = nil, manager: AppDependencyManager? = nil,
    default defaultValueProvider: @escaping @Sendable () async throws -> Value
  ) {
    self.key = key
    self.manager = manager
    self.defaultValue = nil
    self.asyncDefault = AsyncDefault(make: defaultValueProvider)
  }

  /// The dependency.
  ///
  /// Reading one that was never added (and has no default) is a programming error and stops
  /// the program, as on a device.
  public var wrappedValue: Value {
    let source = manager ?? AppDependencyManager.current
    if let value = source.dependency(Value.self, key: key) { return value }
    if let defaultValue { return defaultValue() }
    if let made = asyncDefault?.value { return made }
    if let error = source.failure(Value.self, key: key) ?? asyncDefault?.error {
      preconditionFailure("AppDependency of type \(Value.self) could not be made: \(error)")
    }
    preconditionFailure(
      "AppDependency of type \(Value.self) was not initialized prior to access. "
        + "Add it to AppDependencyManager before it is read.")
  }

  /// The property itself.
  public var projectedValue: Dependency<Value> { self }

  /// An asynchronous default and what running it gave, shared by the copies of the property.
  private final class AsyncDefault: @unchecked Sendable {
    let make: @Sendable () async throws -> Value
    private let lock = NSLock()
    private var made: Value?
    private var failure: (any Error)?

    init(make: @escaping @Sendable () async throws -> Value) {
      self.make = make
    }

    var value: Value? { lock.withLock { made } }
    var error: (any Error)? { lock.withLock { failure } }

    func run() async {
      guard value == nil, error == nil else { return }
      do {
        let value = try await make()
        lock.withLock { made = value }
      } catch {
        lock.withLock { failure = error }
      }
    }
  }
}

extension Dependency: _DependencyProperty {
  func prepare() async -> MissingDependency? {
    // One lookup: a factory that throws runs once here, not once for each question asked.
    let source = manager ?? AppDependencyManager.current
    guard source.dependency(Value.self, key: key) == nil, defaultValue == nil else { return nil }
    if let asyncDefault {
      await asyncDefault.run()
      if asyncDefault.value != nil { return nil }
    }
    return MissingDependency(
      typeName: "\(Value.self)",
      failure: source.failure(Value.self, key: key) ?? asyncDefault?.error)
  }
}

/// A dependency property, seen by the runtime whatever its type.
protocol _DependencyProperty {
  /// Makes the default when the current manager has no such dependency, and returns what
  /// cannot be read: nil when the property can be.
  func prepare() async -> MissingDependency?
}

/// A dependency property that cannot be read: the current manager has no such dependency and
/// the property no default.
struct MissingDependency {
  /// The name of the dependency's type.
  var typeName: String
  /// What the closure that was to make it threw, if one did.
  var failure: (any Error)?
}

/// The dependencies an intent, query or options provider reads that were never added to
/// `AppDependencyManager`: on a device, reading one stops the app; here the action is refused
/// with this message.
package struct MissingDependencyError: Error, CustomLocalizedStringResourceConvertible {
  /// The names of the missing types, in the order the properties are declared.
  package let typeNames: [String]
  /// What the closure that was to make the first missing dependency threw, if one did.
  package var failure: (any Error)?

  /// What is missing and where to add it, or why it could not be made.
  package var localizedStringResource: LocalizedStringResource {
    let names = typeNames.joined(separator: " or ")
    if let failure {
      return LocalizedStringResource("This can't run: making the \(names) failed (\(failure)).")
    }
    return LocalizedStringResource(
      "This can't run: no \(names) was added to AppDependencyManager. Add it in the app's "
        + "dependencies, or give the @Dependency a default.")
  }
}

extension AppDependencyManager {
  /// Makes the asynchronous defaults of the `@AppDependency` properties of `instance` (an
  /// intent, query or options provider) that the current manager lacks, so that reading them
  /// in `perform()` finds them.
  ///
  /// - Throws: ``MissingDependencyError`` when a property still has nothing to read, instead of
  ///   the stop a device makes when it is read.
  package static func prepareDefaults(of instance: Any) async throws {
    var missing = MissingDependencyError(typeNames: [])
    for child in Mirror(reflecting: instance).children {
      guard let dependency = child.value as? any _DependencyProperty,
        let unreadable = await dependency.prepare()
      else { continue }
      missing = MissingDependencyError(
        typeNames: missing.typeNames + [unreadable.typeName],
        failure: missing.failure ?? unreadable.failure)
    }
    if !missing.typeNames.isEmpty { throw missing }
  }
}

/// The newer name of `Dependency`.
public typealias AppDependency = Dependency
