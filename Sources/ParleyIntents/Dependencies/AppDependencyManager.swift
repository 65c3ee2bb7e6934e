import Foundation

/// A registry of the objects intents and queries read with `@Dependency` (or `@AppDependency`).
///
/// Register dependencies at launch; a separate manager keeps the state of tests apart. A
/// dependency is made once, on first use; a closure that is `async` runs before the first
/// intent, query or phrase update that could read it. A manager that lacks a dependency reads
/// it from ``shared``, so what `main.swift` adds to `.shared` reaches every conversation.
///
/// ```swift
/// AppDependencyManager.shared.add(dependency: TrailDataManager())
/// AppDependencyManager.shared.add { try await TodoStore.open() }
/// ```
public final class AppDependencyManager: @unchecked Sendable {
  /// The manager `@Dependency` uses when no other is current.
  public static let shared = AppDependencyManager()

  private enum Factory {
    case sync(() throws -> Any)
    case async(@Sendable () async throws -> Any)
  }

  private let lock = NSLock()
  private var factories: [AnyHashable: Factory] = [:]
  private var values: [AnyHashable: Any] = [:]
  private var failures: [AnyHashable: any Error] = [:]
  private var fixedNow: Date?
  private var fixedTimeZone: TimeZone?
  private var resolving: (any AppIntent)?
  /// The manager this one registers into and reads from, when it is the ``registrar`` of
  /// another; held weakly, so the closures that capture a registrar keep nothing alive.
  private weak var owner: AppDependencyManager?
  private let isRegistrar: Bool

  /// Creates an empty manager.
  public init() {
    isRegistrar = false
  }

  private init(registeringInto owner: AppDependencyManager) {
    self.owner = owner
    isRegistrar = true
  }

  /// A manager that registers into and reads from this one without keeping it alive: what an
  /// app's `dependencies:` closure is given. A dependency made with
  /// `CafeStore(clock: manager.clock)` captures the manager it was added to; were that this
  /// manager itself, it and its dependencies would keep each other alive for good.
  package var registrar: AppDependencyManager {
    AppDependencyManager(registeringInto: home ?? self)
  }

  /// The manager that holds the state: this one, or the owner of a registrar (nil once gone).
  private var home: AppDependencyManager? { isRegistrar ? owner : self }

  /// Registers a dependency, created on first use: `add(dependency: TrailDataManager())`.
  ///
  /// - Parameters:
  ///   - key: A key that tells apart several dependencies of one type.
  ///   - dependency: The dependency.
  public func add<Dependency: Sendable>(
    key: AnyHashable? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency
  ) {
    register(Dependency.self, key: key, .sync { dependency() })
  }

  /// Registers a dependency made by a throwing closure, run on first use:
  /// `add { try TodoStore(path: path) }`.
  ///
  /// - Parameters:
  ///   - key: A key that tells apart several dependencies of one type.
  ///   - dependencyProvider: Makes the dependency.
  public func add<Dependency: Sendable>(
    key: AnyHashable? = nil,
    dependency dependencyProvider: @autoclosure @escaping () -> @Sendable () throws -> Dependency
  ) {
    register(Dependency.self, key: key, .sync { try dependencyProvider()() })
  }

  /// Registers a dependency made by an asynchronous closure, run once before the first intent,
  /// query or phrase update that could read it: `add { await TodoStore.load() }`.
  ///
  /// - Parameters:
  ///   - key: A key that tells apart several dependencies of one type.
  ///   - dependencyProvider: Makes the dependency.
  public func add<Dependency: Sendable>(
    key: AnyHashable? = nil,
    dependency dependencyProvider: @escaping @Sendable () async throws -> Dependency
  ) {
    register(Dependency.self, key: key, .async { try await dependencyProvider() })
  }

  private func register<Dependency>(_ type: Dependency.Type, key: AnyHashable?, _ factory: Factory)
  {
    guard let home, home === self else {
      home?.register(type, key: key, factory)
      return
    }
    let slot = Self.slot(type, key: key)
    lock.withLock {
      factories[slot] = factory
      values[slot] = nil
      failures[slot] = nil
    }
  }

  /// Returns a registered dependency, or nil when none of that type and key was added here or
  /// in ``shared`` (or making it failed).
  ///
  /// - Parameters:
  ///   - type: The dependency's type.
  ///   - key: The key it was added with.
  /// - Returns: The dependency.
  package func dependency<Dependency>(_ type: Dependency.Type, key: AnyHashable? = nil)
    -> Dependency?
  {
    guard let home, home === self else { return home?.dependency(type, key: key) }
    let slot = Self.slot(type, key: key)
    // The dependency is made outside the lock: what makes it may read the clock or another
    // dependency of this manager ("CafeStore(clock: manager.clock)" that asks the time in its
    // initializer), which take the same lock.
    let state: (value: Any?, factory: (() throws -> Any)?, registered: Bool) = lock.withLock {
      if let value = values[slot] { return (value, nil, true) }
      guard case .sync(let factory)? = factories[slot] else {
        return (nil, nil, factories[slot] != nil)
      }
      return (nil, factory, true)
    }
    var found = (value: state.value as? Dependency, registered: state.registered)
    if let factory = state.factory {
      do {
        let made = try factory()
        // Made twice at once on two threads, the first kept stands.
        let kept = lock.withLock {
          if let earlier = values[slot] { return earlier }
          values[slot] = made
          return made
        }
        found.value = kept as? Dependency
      } catch {
        lock.withLock { failures[slot] = error }
      }
    }
    if found.registered || self === Self.shared { return found.value }
    return Self.shared.dependency(type, key: key)
  }

  /// Why a registered dependency could not be made, if it failed.
  package func failure<Dependency>(_ type: Dependency.Type, key: AnyHashable? = nil) -> (
    any Error
  )? {
    guard let home, home === self else { return home?.failure(type, key: key) }
    let slot = Self.slot(type, key: key)
    return lock.withLock { failures[slot] }
  }

  /// Runs the `async` closures of dependencies not made yet, here and in ``shared``.
  package func prepare() async {
    guard let home, home === self else {
      await home?.prepare()
      return
    }
    let pending = lock.withLock {
      factories.compactMap { slot, factory -> (AnyHashable, @Sendable () async throws -> Any)? in
        guard values[slot] == nil, failures[slot] == nil, case .async(let make) = factory else {
          return nil
        }
        return (slot, make)
      }
    }
    for (slot, make) in pending {
      do {
        let value = try await make()
        lock.withLock { values[slot] = value }
      } catch {
        lock.withLock { failures[slot] = error }
      }
    }
    if self !== Self.shared { await Self.shared.prepare() }
  }

  /// The manager set for the current task, else the shared one.
  package static var current: AppDependencyManager { taskCurrent ?? shared }

  /// Runs the body with the manager as the one `@Dependency` reads, after making the
  /// dependencies registered with `async` closures.
  ///
  /// - Parameters:
  ///   - manager: The manager.
  ///   - body: The work.
  /// - Returns: What the body returns.
  package static func withCurrent<T>(
    _ manager: AppDependencyManager, _ body: () async throws -> T
  ) async rethrows -> T {
    await manager.prepare()
    return try await $taskCurrent.withValue(manager, operation: body)
  }

  @TaskLocal private static var taskCurrent: AppDependencyManager?

  /// The current time as this app state's code should take it: the real clock, or the moment
  /// the runtime fixed with ``setClock(to:)``.
  ///
  /// Hand it to the app's model in `dependencies:`, where the model would read `Date()` on a
  /// device; the model itself stays as it is, so the same code runs on a device with
  /// `{ Date() }`:
  ///
  /// ```swift
  /// ParleyApp(name: "Brew", shortcuts: BrewShortcuts.self) { manager in
  ///   manager.add(dependency: CafeStore(clock: manager.clock))
  /// }
  /// ```
  ///
  /// With `--now 2026-11-21T09:00:00Z` (or a transcript's `@now`), an order placed "in 15
  /// minutes" is ready at 9:15 in every run.
  public var clock: @Sendable () -> Date {
    { [weak home] in home?.lock.withLock { home?.fixedNow } ?? Date() }
  }

  /// The time ``clock`` tells now; see <doc:TellingTheTime>.
  public var now: Date { clock() }

  /// The time zone to tell times in: UTC while the runtime fixes the time, so a run repeats on
  /// any machine; else the system's.
  public var timeZone: TimeZone {
    guard let home else { return .current }
    return home.lock.withLock { home.fixedTimeZone } ?? .current
  }

  /// Fixes the time ``clock`` tells (told in UTC), or lets it follow the real clock again with
  /// `nil`.
  package func setClock(to date: Date?) {
    guard let home, home === self else {
      home?.setClock(to: date)
      return
    }
    lock.withLock {
      fixedNow = date
      fixedTimeZone = date == nil ? nil : TimeZone(identifier: "UTC")
    }
  }

  private static func slot<Dependency>(_ type: Dependency.Type, key: AnyHashable?) -> AnyHashable {
    AnyHashable([AnyHashable(ObjectIdentifier(type)), key ?? AnyHashable("")])
  }
}

extension AppDependencyManager {
  /// The intent whose parameters are being resolved with this manager's dependencies, which an
  /// `@IntentParameterDependency` of an options provider or query reads; nil between requests.
  package var intentBeingResolved: (any AppIntent)? {
    get { lock.withLock { resolving } }
    set { lock.withLock { resolving = newValue } }
  }
}
