import Foundation
import Testing

@testable import ParleyIntents

@Suite struct AppDependencyManagerTests {
  private final class Counter: @unchecked Sendable {
    var count = 0
  }

  private struct Reader {
    @Dependency var counter: Counter
    @Dependency(key: "name") var name: String
  }

  @Test func readsTheCurrentManagersDependencies() async {
    let first = AppDependencyManager()
    let second = AppDependencyManager()
    first.add(dependency: Counter())
    first.add(key: "name", dependency: "first")
    second.add(dependency: Counter())
    second.add(key: "name", dependency: "second")
    await AppDependencyManager.withCurrent(first) { Reader().counter.count += 1 }
    let (count, name) = await AppDependencyManager.withCurrent(second) {
      (Reader().counter.count, Reader().name)
    }
    #expect(count == 0)
    #expect(name == "second")
    #expect(first.dependency(Counter.self)?.count == 1)
  }

  @Test func createsADependencyOnceOnFirstUse() {
    let manager = AppDependencyManager()
    let made = Counter()
    manager.add(
      dependency: {
        made.count += 1
        return Counter()
      }())
    #expect(made.count == 0)
    _ = manager.dependency(Counter.self)
    _ = manager.dependency(Counter.self)
    #expect(made.count == 1)
  }

  @Test func tellsKeysApart() {
    let manager = AppDependencyManager()
    manager.add(key: "a", dependency: "first")
    manager.add(key: "b", dependency: "second")
    #expect(manager.dependency(String.self, key: "a") == "first")
    #expect(manager.dependency(String.self, key: "b") == "second")
    #expect(manager.dependency(String.self) == nil)
  }
}

@Suite struct AppDependencyManagerClosureTests {
  private final class Service: Sendable {
    let name: String
    init(name: String) { self.name = name }
  }

  private struct Reader {
    @AppDependency var service: Service
    @AppDependency(key: "missing", default: "fallback") var missing: String
  }

  @Test func aTrailingClosureRegistersWhatItMakes() async {
    let manager = AppDependencyManager()
    manager.add { Service(name: "made") }
    let name = await AppDependencyManager.withCurrent(manager) { Reader().service.name }
    #expect(name == "made")
  }

  @Test func anAsyncClosureIsMadeBeforeTheWorkRuns() async {
    let manager = AppDependencyManager()
    manager.add { () async throws -> Service in
      await Task.yield()
      return Service(name: "loaded")
    }
    #expect(manager.dependency(Service.self) == nil)
    let name = await AppDependencyManager.withCurrent(manager) { Reader().service.name }
    #expect(name == "loaded")
  }

  @Test func aDefaultStandsInForAMissingDependency() async {
    let manager = AppDependencyManager()
    manager.add(dependency: Service(name: "one"))
    let missing = await AppDependencyManager.withCurrent(manager) { Reader().missing }
    #expect(missing == "fallback")
  }

  @Test func aThrowingFactoryThatFailsLeavesNoValue() {
    struct Broken: Error {}
    let manager = AppDependencyManager()
    manager.add(key: "broken") { () throws -> Service in throw Broken() }
    #expect(manager.dependency(Service.self, key: "broken") == nil)
    #expect(manager.failure(Service.self, key: "broken") is Broken)
  }

  @Test func checkingAnIntentsDependenciesTriesAFailingFactoryOnce() async throws {
    struct Broken: Error {}
    final class Attempts: @unchecked Sendable {
      var count = 0
    }
    struct Needs {
      @AppDependency var service: Service
    }
    let attempts = Attempts()
    let manager = AppDependencyManager()
    manager.add { () throws -> Service in
      attempts.count += 1
      throw Broken()
    }
    let error = await #expect(throws: MissingDependencyError.self) {
      try await AppDependencyManager.withCurrent(manager) {
        try await AppDependencyManager.prepareDefaults(of: Needs())
      }
    }
    #expect(error?.failure is Broken)
    #expect(attempts.count == 1)
  }
}

@Suite struct AppDependencyManagerSharedTests {
  private struct Clock: Sendable {
    let name: String
  }

  @Test func aManagerReadsWhatItLacksFromTheSharedOne() {
    let key = "shared-fallback-\(UUID().uuidString)"
    AppDependencyManager.shared.add(key: key, dependency: Clock(name: "shared"))
    let manager = AppDependencyManager()
    #expect(manager.dependency(Clock.self, key: key)?.name == "shared")
    manager.add(key: key, dependency: Clock(name: "own"))
    #expect(manager.dependency(Clock.self, key: key)?.name == "own")
  }

  @Test func aClockMadeBeforeTheTimeIsSetFollowsIt() {
    let manager = AppDependencyManager()
    let clock = manager.clock
    let set = Date(timeIntervalSince1970: 1_795_251_600)
    manager.setClock(to: set)
    #expect(clock() == set)
    #expect(manager.now == set)
    #expect(manager.timeZone.secondsFromGMT(for: set) == 0)
    manager.setClock(to: set.addingTimeInterval(60))
    #expect(clock() == set.addingTimeInterval(60))
  }

  private final class Stamped: Sendable {
    let made: Date
    init(clock: @Sendable () -> Date) { made = clock() }
  }

  private final class Dependent: Sendable {
    let stamp: Date?
    init(manager: AppDependencyManager) { stamp = manager.dependency(Stamped.self)?.made }
  }

  // The limit only ends a test that would never end; a machine busy with other work took more
  // than a minute to schedule it.
  @Test(.timeLimit(.minutes(10))) func aDependencyMayReadTheClockAndOthersAsItIsMade() async {
    // Made under the manager's lock, a model that asked the time in its initializer waited
    // for that lock for good.
    let manager = AppDependencyManager()
    let moment = Date(timeIntervalSince1970: 1_795_251_600)
    manager.setClock(to: moment)
    manager.add(dependency: Stamped(clock: manager.clock))
    manager.add(dependency: Dependent(manager: manager))
    let made = await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(returning: manager.dependency(Dependent.self)?.stamp)
      }
    }
    #expect(made == moment)
  }

  @Test func withoutASetTimeTheClockIsTheSystems() {
    let manager = AppDependencyManager()
    let before = Date()
    let told = manager.clock()
    #expect(told >= before && told <= Date())
    #expect(manager.timeZone == .current)
  }
}

@Suite struct AppDependencyManagerLifetimeTests {
  /// App state told the time by the manager it was added to, as Brew's café store is.
  private final class Store: Sendable {
    let clock: @Sendable () -> Date
    let manager: AppDependencyManager
    init(clock: @escaping @Sendable () -> Date, manager: AppDependencyManager) {
      self.clock = clock
      self.manager = manager
    }
  }

  private static let app = ParleyApp(name: "Library", shortcuts: LibraryShortcuts.self) {
    manager in
    manager.add(dependency: Store(clock: manager.clock, manager: manager))
  }

  @Test func anAppsStateEndsWithItsManagerAlthoughItCapturesTheManager() {
    weak var released: AppDependencyManager?
    weak var store: Store?
    do {
      let manager = Self.app.makeDependencyManager()
      manager.setClock(to: Date(timeIntervalSince1970: 0))
      let made = manager.dependency(Store.self)
      #expect(made?.clock() == Date(timeIntervalSince1970: 0))
      released = manager
      store = made
    }
    #expect(released == nil)
    #expect(store == nil)
  }

  @Test func whatTheAppRegistersReachesItsManager() {
    let manager = Self.app.makeDependencyManager()
    let store = manager.dependency(Store.self)
    store?.manager.add(key: "later", dependency: "added")
    #expect(manager.dependency(String.self, key: "later") == "added")
    manager.setClock(to: Date(timeIntervalSince1970: 60))
    #expect(store?.manager.now == Date(timeIntervalSince1970: 60))
    #expect(store?.manager.timeZone.secondsFromGMT() == 0)
  }
}
