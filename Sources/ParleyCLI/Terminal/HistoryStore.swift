import Foundation

/// The REPL's history: lines entered earlier, kept in a file between runs.
///
/// Loaded when created; ``append(_:)`` adds a line (skipping empty lines and a repeat of the
/// previous one), keeps the newest ``capacity`` entries and saves by writing a temporary file
/// and renaming it over the old one, so a failed write never loses the history already saved.
/// The directory is created with mode 0700, the file and the temporary file with 0600; a
/// temporary file left by a session that was killed is removed by the next one. A line that
/// holds a secret is never kept: one that contains a passcode in ``secrets`` anywhere, or one
/// that gives a word after `unlock` however it is spelt (`:unlock 4826`, `: Unlock 4826`,
/// `:unlok 4826`, `unlock 4826`).
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
  /// Words no kept line may contain (the passcode).
  let secrets: [String]

  /// The number of entries kept unless told otherwise.
  static let defaultCapacity = 1_000

  /// Creates a store and loads the entries already in `fileURL`, if it can be read.
  ///
  /// - Parameters:
  ///   - secrets: Words no kept line may contain, such as the passcode.
  init(fileURL: URL?, capacity: Int = defaultCapacity, secrets: [String] = []) {
    self.fileURL = fileURL
    self.secrets = secrets.filter { !$0.isEmpty }
    self.capacity = max(1, capacity)
    self.entries = []
    entries = Array(load().suffix(self.capacity))
    removeStaleTemporaryFiles()
  }

  /// Whether `line` holds a secret and so is never kept: one of `secrets` anywhere in it, or
  /// a word after `unlock` (with or without its colon, in any case, misspelt by a letter).
  static func holdsSecret(_ line: String, secrets: [String] = []) -> Bool {
    if secrets.contains(where: { !$0.isEmpty && line.contains($0) }) { return true }
    let words = line.split { $0.isWhitespace || $0 == ":" }
    guard words.count > 1 else { return false }
    return editDistance(words[0].lowercased(), "unlock") <= 1
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
    guard !entry.trimmingCharacters(in: .whitespaces).isEmpty, entry != entries.last,
      !Self.holdsSecret(entry, secrets: secrets)
    else {
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

  /// The temporary file of the session with process id `pid`.
  private func temporaryURL(of fileURL: URL, pid: Int32) -> URL {
    fileURL.deletingLastPathComponent().appendingPathComponent(
      ".\(fileURL.lastPathComponent).\(pid).tmp")
  }

  /// Removes the temporary files of sessions that are no longer running (killed while saving).
  private func removeStaleTemporaryFiles() {
    guard let fileURL else { return }
    let directory = fileURL.deletingLastPathComponent()
    let prefix = ".\(fileURL.lastPathComponent)."
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      guard let pid = Int32(name.dropFirst(prefix.count).dropLast(".tmp".count)), pid > 0 else {
        continue
      }
      if kill(pid, 0) != 0, errno == ESRCH {
        unlink(temporaryURL(of: fileURL, pid: pid).path)
      }
    }
  }

  /// Writes `lines` to a temporary file beside the history file, created with mode 0600 so no
  /// other user can read it even for a moment, then renames it over the history file.
  private func save(_ lines: [String]) throws {
    guard let fileURL else { return }
    let directory = fileURL.deletingLastPathComponent()
    let temporary = temporaryURL(of: fileURL, pid: getpid())
    let problem = "Could not save history to \(fileURL.path):"
    do {
      try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw HistoryError("\(problem) cannot create the directory \(directory.path).")
    }
    let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
    unlink(temporary.path)
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else {
      throw HistoryError("\(problem) cannot write \(temporary.path).")
    }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      written += count
    }
    let closed = close(descriptor) == 0
    guard written == bytes.count, closed else {
      unlink(temporary.path)
      throw HistoryError("\(problem) cannot write \(temporary.path).")
    }
    guard rename(temporary.path, fileURL.path) == 0 else {
      let reason = String(cString: strerror(errno)).lowercased()
      unlink(temporary.path)
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
