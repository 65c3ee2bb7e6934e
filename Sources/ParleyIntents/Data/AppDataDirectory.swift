import Foundation

/// The folder where apps keep their data between runs, and the problems met reading or
/// writing it.
///
/// The `parley` program makes one for `chat` and `ask` (`$XDG_DATA_HOME/parley`, else
/// `~/.local/share/parley`; `--data DIR` or `PARLEY_DATA_DIR` choose another) and hands it to
/// each app's `dependencies:` closure as ``AppDependencyManager/dataDirectory``. Tests, suites
/// and transcripts run without one, so apps start from their sample data every time.
///
/// ```swift
/// ParleyApp(name: "Todos", shortcuts: TodoShortcuts.self, dependencies: { manager in
///   let file = manager.dataDirectory?.file(named: "todos.json")
///   manager.add(dependency: TodoStore(file: file))
/// })
/// ```
public final class AppDataDirectory: @unchecked Sendable {
  /// The folder.
  public let url: URL
  private let lock = NSLock()
  private var problems: [String] = []
  private var blocked: Set<String> = []

  /// Creates a data directory at `url`; the folder is made when the first file is saved.
  public init(url: URL) {
    self.url = url
  }

  /// A JSON file in the folder.
  ///
  /// - Parameter name: The file's name, such as `"trails.json"`.
  public func file<Value: Codable>(named name: String, as type: Value.Type = Value.self)
    -> AppDataFile<Value>
  {
    AppDataFile(directory: self, name: name)
  }

  /// Deletes every JSON file kept in the folder, so apps start again from their sample data.
  /// Files moved aside as unreadable stay.
  ///
  /// - Throws: The file system's error when a file cannot be deleted.
  public func reset() throws {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    for name in names where name.hasSuffix(".json") {
      try FileManager.default.removeItem(at: url.appendingPathComponent(name))
    }
    lock.withLock { blocked.removeAll() }
  }

  /// Records a problem for the program to report (a file that could not be read or saved).
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
