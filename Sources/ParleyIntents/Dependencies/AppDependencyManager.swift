import Foundation

/// A registry of the objects intents and queries read with `@Dependency`.
///
/// Register dependencies at launch; a separate manager keeps the state of tests apart.
///
/// ```swift
/// AppDependencyManager.shared.add(dependency: TrailDataManager())
/// ```
public final class AppDependencyManager: @unchecked Sendable {
  /// The manager `@Dependency` uses when no other is current.
  public static let shared = AppDependencyManager()

  private let lock = NSLock()
  private var factories: [AnyHashable: () -> Any] = [:]
  private var values: [AnyHashable: Any] = [:]

  /// Creates an empty manager.
  public init() {}

  /// Registers a dependency, created on first use.
  ///
  /// - Parameters:
  ///   - key: A key that tells apart several dependencies of one type.
  ///   - dependency: The dependency.
  public func add<Dependency: Sendable>(
    key: AnyHashable? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency
  ) {
    let slot = Self.slot(Dependency.self, key: key)
    lock.withLock {
      factories[slot] = dependency
      values[slot] = nil
    }
  }

  /// Returns a registered dependency, or nil when none of that type and key was added.
  ///
  /// - Parameters:
  ///   - type: The dependency's type.
  ///   - key: The key it was added with.
  /// - Returns: The dependency.
  package func dependency<Dependency>(_ type: Dependency.Type, key: AnyHashable? = nil)
    -> Dependency?
  {
    let slot = Self.slot(type, key: key)
    return lock.withLock {
      if let value = values[slot] { return value as? Dependency }
      guard let factory = factories[slot] else { return nil }
      let value = factory()
      values[slot] = value
      return value as? Dependency
    }
  }

  /// The manager set for the current task, else the shared one.
  package static var current: AppDependencyManager { taskCurrent ?? shared }

  /// Runs the body with the manager as the one `@Dependency` reads.
  ///
  /// - Parameters:
  ///   - manager: The manager.
  ///   - body: The work.
  /// - Returns: What the body returns.
  package static func withCurrent<T>(
    _ manager: AppDependencyManager, _ body: () async throws -> T
  ) async rethrows -> T {
    try await $taskCurrent.withValue(manager, operation: body)
  }

  @TaskLocal private static var taskCurrent: AppDependencyManager?

  private static func slot<Dependency>(_ type: Dependency.Type, key: AnyHashable?) -> AnyHashable {
    AnyHashable([AnyHashable(ObjectIdentifier(type)), key ?? AnyHashable("")])
  }
}
