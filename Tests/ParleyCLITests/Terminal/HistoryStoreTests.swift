import Foundation
import Testing

@testable import ParleyCLI

/// Each test gets a fresh directory under the system's temporary directory, removed after it.
@Suite final class HistoryStoreTests {
  private let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("parley-history-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  private func contents(_ url: URL) throws -> String {
    String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }

  #if os(macOS)
    static let locations: [([String: String], String?)] = [
      (
        ["XDG_STATE_HOME": "/state", "HOME": "/home/ana"],
        "/home/ana/Library/Application Support/parley/history"
      ),
      ([:], nil),
    ]
  #else
    static let locations: [([String: String], String?)] = [
      (["XDG_STATE_HOME": "/state", "HOME": "/home/ana"], "/state/parley/history"),
      (
        ["XDG_STATE_HOME": "relative", "HOME": "/home/ana"], "/home/ana/.local/state/parley/history"
      ),
      (["HOME": "/home/ana"], "/home/ana/.local/state/parley/history"),
      (["XDG_STATE_HOME": "/state"], "/state/parley/history"),
      ([:], nil),
    ]
  #endif

  @Test(arguments: locations)
  func defaultLocation(environment: [String: String], expected: String?) {
    #expect(HistoryStore.defaultFileURL(environment: environment)?.path == expected)
  }

  @Test func appendCreatesPrivateDirectoryAndFile() throws {
    let file = root.appendingPathComponent("state/parley/history")
    var store = HistoryStore(fileURL: file)
    try store.append("open trails")
    #expect(try contents(file) == "open trails\n")
    let attributes = try FileManager.default.attributesOfItem(
      atPath: file.deletingLastPathComponent().path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    let fileAttributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((fileAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }

  @Test func skipsEmptyLinesAndRepeats() throws {
    let file = root.appendingPathComponent("history")
    var store = HistoryStore(fileURL: file)
    for line in ["one", "", "   ", "one", "two", "one"] { try store.append(line) }
    #expect(store.entries == ["one", "two", "one"])
    #expect(try contents(file) == "one\ntwo\none\n")
  }

  @Test func keepsNoPasscodeGivenToUnlock() throws {
    let file = root.appendingPathComponent("history")
    var store = HistoryStore(fileURL: file)
    for line in ["open trails", ":unlock 1234", "  :unlock   secret words", ":unlock"] {
      try store.append(line)
    }
    #expect(store.entries == ["open trails", ":unlock"])
    #expect(try contents(file) == "open trails\n:unlock\n")
  }

  @Test(arguments: [
    ":unlok 4826", ": unlock 4826", ":Unlock 4826", "unlock 4826", ":unlock\t4826",
    "the code is 4826", "4826",
  ])
  func keepsNoLineWithThePasscodeInAnySpelling(line: String) throws {
    let file = root.appendingPathComponent("history")
    var store = HistoryStore(fileURL: file, secrets: ["4826"])
    try store.append(line)
    try store.append("open trails")
    #expect(store.entries == ["open trails"])
    #expect(try contents(file) == "open trails\n")
  }

  @Test func removesTemporaryFilesOfSessionsThatAreGone() throws {
    let file = root.appendingPathComponent("history")
    let gone = root.appendingPathComponent(".history.2147483646.tmp")
    let running = root.appendingPathComponent(".history.\(getpid()).tmp")
    let other = root.appendingPathComponent(".notes.2147483646.tmp")
    for url in [gone, running, other] { try Data("old\n".utf8).write(to: url) }
    _ = HistoryStore(fileURL: file)
    #expect(!FileManager.default.fileExists(atPath: gone.path))
    #expect(FileManager.default.fileExists(atPath: running.path))
    #expect(FileManager.default.fileExists(atPath: other.path))
  }

  @Test func savesPrivatelyWhateverTheUmask() throws {
    let file = root.appendingPathComponent("history")
    let previous = umask(0)
    defer { umask(previous) }
    var store = HistoryStore(fileURL: file)
    try store.append("open trails")
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }

  @Test func loadsExistingHistoryOnStart() throws {
    let file = root.appendingPathComponent("history")
    try Data("first\r\nsecond\n\nthird".utf8).write(to: file)
    let store = HistoryStore(fileURL: file)
    #expect(store.entries == ["first", "second", "third"])
  }

  @Test func keepsOnlyTheNewestEntries() throws {
    let file = root.appendingPathComponent("history")
    var store = HistoryStore(fileURL: file, capacity: 3)
    for number in 1...5 { try store.append("line \(number)") }
    #expect(store.entries == ["line 3", "line 4", "line 5"])
    #expect(try contents(file) == "line 3\nline 4\nline 5\n")
    #expect(HistoryStore(fileURL: file, capacity: 2).entries == ["line 4", "line 5"])
  }

  @Test func defaultCapacityIsOneThousand() throws {
    let file = root.appendingPathComponent("history")
    let lines = (1...1_005).map { "line \($0)\n" }.joined()
    try Data(lines.utf8).write(to: file)
    let store = HistoryStore(fileURL: file)
    #expect(store.entries.count == 1_000)
    #expect(store.entries.first == "line 6")
  }

  @Test func keepsLinesAnotherSessionSaved() throws {
    let file = root.appendingPathComponent("history")
    var first = HistoryStore(fileURL: file)
    var second = HistoryStore(fileURL: file)
    try first.append("from first")
    try second.append("from second")
    #expect(try contents(file) == "from first\nfrom second\n")
  }

  @Test func failedWriteKeepsTheOldFileAndSaysWhy() throws {
    let file = root.appendingPathComponent("history")
    var store = HistoryStore(fileURL: file)
    try store.append("kept")
    // A directory where the temporary file goes makes the write fail, even for root.
    let temporary = root.appendingPathComponent(
      ".history.\(ProcessInfo.processInfo.processIdentifier).tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
    let error = #expect(throws: HistoryError.self) { try store.append("lost") }
    #expect(
      error?.message == "Could not save history to \(file.path): cannot write \(temporary.path).")
    #expect(store.entries == ["kept", "lost"])
    #expect(try contents(file) == "kept\n")
  }

  @Test func uncreatableDirectoryIsAnError() throws {
    let blocker = root.appendingPathComponent("state")
    try Data("not a directory".utf8).write(to: blocker)
    var store = HistoryStore(fileURL: blocker.appendingPathComponent("parley/history"))
    let error = #expect(throws: HistoryError.self) { try store.append("x") }
    #expect(
      error?.message
        == "Could not save history to \(blocker.path)/parley/history: "
        + "cannot create the directory \(blocker.path)/parley.")
  }

  @Test func directoryInPlaceOfFileIsAnErrorNotACrash() throws {
    let file = root.appendingPathComponent("history")
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    var store = HistoryStore(fileURL: file)
    #expect(store.entries == [])
    let error = #expect(throws: HistoryError.self) { try store.append("x") }
    #expect(error?.message == "Could not save history to \(file.path): is a directory.")
  }

  @Test func memoryOnlyStoreKeepsEntries() throws {
    var store = HistoryStore(fileURL: nil)
    try store.append("a")
    try store.append("b")
    #expect(store.entries == ["a", "b"])
  }
}
