import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder where apps keep their data between runs, and the problems met reading or
/// writing it.
///
/// The `parley` program makes one for `chat` and `ask` (`$XDG_DATA_HOME/parley`, else
/// `~/.local/share/parley`; `--data DIR` or `PARLEY_DATA_DIR` choose another) and hands it to
/// each app's `dependencies:` closure as ``AppDependencyManager/dataDirectory``. Tests, suites
/// and transcripts run without one, so apps start from their sample data every time.
///
/// Several programs may use one folder at once (two terminals, a chat and a script): every save
/// takes an exclusive lock on the folder (`flock`), so changes are made one at a time, each to
/// the latest content. The folder is made readable by its owner only (mode 0700).
///
/// ```swift
/// ParleyApp(name: "Todos", shortcuts: TodoShortcuts.self, dependencies: { manager in
///   let file = manager.dataDirectory?.file(named: "todos.json", as: [Todo].self)
///   manager.add(dependency: TodoStore(todos: KeptValue(Todo.samples, file: file)))
/// })
/// ```
public final class AppDataDirectory: @unchecked Sendable {
  /// The folder.
  public let url: URL
  private let lock = NSLock()
  private var problems: [String] = []
  private var blocked: Set<String> = []
  private var tidied: Set<String> = []
  private var cache: [String: (stamp: FileStamp, value: any Sendable)] = [:]
  /// The thread of this process that holds each folder's lock, by path, while one does: any
  /// directory value of the folder may be used inside a change.
  nonisolated(unsafe) private static var holders: [String: ObjectIdentifier] = [:]
  private static let holdersLock = NSLock()

  /// Creates a data directory at `url`; the folder is made when the first file is saved.
  public init(url: URL) {
    self.url = url
  }

  /// A JSON file in the folder.
  ///
  /// - Parameter name: The file's name, such as `"trails.json"`.
  public func file<Value: Codable & Sendable>(named name: String, as type: Value.Type = Value.self)
    -> AppDataFile<Value>
  {
    AppDataFile(directory: self, name: name)
  }

  /// Deletes every JSON file kept in the folder, so apps start again from their sample data.
  /// Files moved aside as unreadable stay.
  ///
  /// - Throws: The file system's error when a file cannot be deleted.
  public func reset() throws {
    try withExclusiveAccess {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      for name in names where name.hasSuffix(".json") {
        try FileManager.default.removeItem(at: url.appendingPathComponent(name))
      }
    }
    lock.withLock {
      blocked.removeAll()
      cache.removeAll()
    }
  }

  /// Runs `body` while this process alone may change the folder's files: other processes (and
  /// other threads of this one) wait at this call until `body` returns. Makes the folder (0700)
  /// when it is missing. Called again inside `body` on the same thread (a change of one file
  /// that reads another), it runs the inner body under the lock already held.
  ///
  /// - Throws: ``AppDataError`` when the folder cannot be made or locked; what `body` throws.
  func withExclusiveAccess<T>(_ body: () throws -> T) throws -> T {
    let thread = ObjectIdentifier(Thread.current)
    let path = url.standardizedFileURL.path
    if Self.holdersLock.withLock({ Self.holders[path] == thread }) { return try body() }
    do {
      try FileManager.default.createDirectory(
        at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw AppDataError(url: url, code: (error as NSError).underlyingPOSIXCode)
    }
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw AppDataError(url: url, code: errno) }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw AppDataError(url: url, code: errno) }
    }
    defer { flock(descriptor, LOCK_UN) }
    Self.holdersLock.withLock { Self.holders[path] = thread }
    defer { _ = Self.holdersLock.withLock { Self.holders.removeValue(forKey: path) } }
    return try body()
  }

  /// Records a problem for the program to report (a file that could not be read).
  func report(_ problem: String) {
    lock.withLock { problems.append(problem) }
  }

  /// The problems recorded since the last call, oldest first.
  package func takeProblems() -> [String] {
    lock.withLock {
      defer { problems.removeAll() }
      return problems
    }
  }

  /// Keeps a file from being saved over: it could be neither read nor moved aside.
  func block(_ name: String) {
    _ = lock.withLock { blocked.insert(name) }
  }

  func isBlocked(_ name: String) -> Bool {
    lock.withLock { blocked.contains(name) }
  }

  /// Whether the temporary files of `name` still need a look this run (true once).
  func needsTidying(_ name: String) -> Bool {
    lock.withLock { tidied.insert(name).inserted }
  }

  /// Whether the temporary files of `name` were looked at this run.
  func wasTidied(_ name: String) -> Bool {
    lock.withLock { tidied.contains(name) }
  }

  /// The value last read or written for `name`, when the file is still the one it came from.
  func cachedValue<Value>(of name: String, stamp: FileStamp?) -> Value? {
    lock.withLock {
      guard let stamp, let entry = cache[name], entry.stamp == stamp else { return nil }
      return entry.value as? Value
    }
  }

  /// Remembers the value of `name` as its file now is.
  func remember(_ value: some Sendable, of name: String, stamp: FileStamp?) {
    lock.withLock { cache[name] = stamp.map { ($0, value) } }
  }
}

extension AppDependencyManager {
  /// Where the app keeps its data, when the program keeps data at all (`parley chat` and
  /// `parley ask` do; tests and `parley test` do not, so apps start from sample data).
  ///
  /// Read it in the app's `dependencies:` closure and hand a file to the store:
  /// `manager.dataDirectory?.file(named: "notes.json")`.
  public var dataDirectory: AppDataDirectory? {
    dependency(AppDataDirectory.self)
  }
}

extension NSError {
  /// The POSIX error code under a Foundation file error, else EIO.
  var underlyingPOSIXCode: Int32 {
    if domain == NSPOSIXErrorDomain { return Int32(code) }
    if let underlying = userInfo[NSUnderlyingErrorKey] as? NSError {
      return underlying.underlyingPOSIXCode
    }
    return EIO
  }
}
