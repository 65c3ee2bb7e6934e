import Foundation

/// The REPL's history: lines entered earlier, kept in a file between runs.
///
/// Loaded when created; ``append(_:)`` adds a line (skipping empty lines and a repeat of the
/// previous one), keeps the newest ``capacity`` entries and saves by writing a temporary file
/// and renaming it over the old one, so a failed write never loses the history already saved.
/// The directory is created with mode 0700, the file with 0600.
///
/// ```swift
/// var history = HistoryStore(fileURL: HistoryStore.defaultFileURL())
/// try history.append("get conditions for bear creek in trails")
/// history.entries.last  // "get conditions for bear creek in trails"
/// ```
struct HistoryStore {
  /// The file the history is kept in, or `nil` to keep it in memory only.
  let fileURL: URL?
  /// The most entries kept; older ones are dropped first.
  let capacity: Int
  /// The entries, oldest first.
  private(set) var entries: [String]

  /// The number of entries kept unless told otherwise.
  static let defaultCapacity = 1_000

  /// Creates a store and loads the entries already in `fileURL`, if it can be read.
  init(fileURL: URL?, capacity: Int = defaultCapacity) {
    self.fileURL = fileURL
    self.capacity = max(1, capacity)
    self.entries = []
    entries = Array(load().suffix(self.capacity))
  }

  /// Where history is kept for this user.
  ///
  /// `$XDG_STATE_HOME/PROGRAM/history` when `XDG_STATE_HOME` is an absolute path, else
  /// `~/.local/state/PROGRAM/history`; on macOS `~/Library/Application Support/PROGRAM/history`,
  /// where PROGRAM is the program's name (`parley`). `nil` when no home directory is known.
  static func defaultFileURL(
    program: String = "parley", environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL? {
    #if os(macOS)
      guard let home = environment["HOME"], !home.isEmpty else { return nil }
      return URL(fileURLWithPath: home)
        .appendingPathComponent("Library/Application Support/\(program)/history")
    #else
      if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
        return URL(fileURLWithPath: state).appendingPathComponent("\(program)/history")
      }
      guard let home = environment["HOME"], !home.isEmpty else { return nil }
      return URL(fileURLWithPath: home).appendingPathComponent(".local/state/\(program)/history")
    #endif
  }

  /// Adds `line` to the history and saves it.
  ///
  /// Entries another session saved meanwhile are kept: the file is read again before writing.
  /// Empty lines and a repeat of the newest entry are not added.
  ///
  /// - Throws: ``HistoryError`` when the file cannot be written; the entry is still kept in
  ///   memory and the file keeps what it held before.
  mutating func append(_ line: String) throws {
    let entry = line.replacingOccurrences(of: "\r", with: " ")
      .replacingOccurrences(of: "\n", with: " ")
    guard !entry.trimmingCharacters(in: .whitespaces).isEmpty, entry != entries.last else {
      return
    }
    entries.append(entry)
    entries = Array(entries.suffix(capacity))
    guard fileURL != nil else { return }
    var saved = load()
    if saved.last != entry { saved.append(entry) }
    try save(Array(saved.suffix(capacity)))
  }

  /// The entries in the file, oldest first; none when it is missing or unreadable.
  private func load() -> [String] {
    guard let fileURL, let data = try? Data(contentsOf: fileURL) else { return [] }
    return String(decoding: data, as: UTF8.self)
      .split(whereSeparator: \.isNewline).map(String.init)
  }

  /// Writes `lines` to a temporary file beside the history file, then renames it over it.
  private func save(_ lines: [String]) throws {
    guard let fileURL else { return }
    let manager = FileManager.default
    let directory = fileURL.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(fileURL.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    let problem = "Could not save history to \(fileURL.path):"
    do {
      try manager.createDirectory(
        at: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw HistoryError("\(problem) cannot create the directory \(directory.path).")
    }
    let text = lines.map { $0 + "\n" }.joined()
    guard
      manager.createFile(
        atPath: temporary.path, contents: Data(text.utf8),
        attributes: [.posixPermissions: 0o600])
    else {
      throw HistoryError("\(problem) cannot write \(temporary.path).")
    }
    guard rename(temporary.path, fileURL.path) == 0 else {
      let reason = String(cString: strerror(errno)).lowercased()
      try? manager.removeItem(at: temporary)
      throw HistoryError("\(problem) \(reason).")
    }
  }
}

/// History could not be saved; what was saved before is still there.
struct HistoryError: Error, Equatable, Sendable {
  /// The sentence to show, naming the file.
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
