import Foundation
import ParleyCLI
import Testing

/// A temporary folder that `parley` runs in, with its own home, so history and recordings
/// never touch the real home; removed when the test ends.
///
/// ```swift
/// let sandbox = try Sandbox()
/// let result = try await sandbox.run(["ask", "open favorites in trails"])
/// #expect(result.status == 0)
/// ```
final class Sandbox {
  /// The folder itself; `parley` runs in its `work` folder unless told otherwise.
  let root: URL
  /// The home folder `parley` sees (`HOME`, with `XDG_STATE_HOME` inside it).
  let home: URL
  /// The working folder of each run.
  let work: URL
  private var runs = 0

  /// Creates the folder and its `home` and `work` folders.
  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("parley-e2e-\(UUID().uuidString)")
    home = root.appendingPathComponent("home")
    work = root.appendingPathComponent("work")
    for folder in [home, work] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  /// The environment every run starts from: a UTF-8 locale, the sandbox's home, no terminal.
  var environment: [String: String] {
    [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": home.path,
      "XDG_STATE_HOME": home.appendingPathComponent(".local/state").path,
      "LANG": "C.UTF-8",
    ]
  }

  /// A file in the working folder.
  func file(_ name: String) -> URL {
    work.appendingPathComponent(name)
  }

  /// Writes `text` to a file in the working folder, making its folders, and returns its URL.
  @discardableResult
  func write(_ text: String, to name: String) throws -> URL {
    let url = file(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url
  }

  /// The text of a file in the working folder.
  func read(_ name: String) throws -> String {
    String(decoding: try Data(contentsOf: file(name)), as: UTF8.self)
  }

  /// Pipes `lines` into `parley` with `arguments`, the clock fixed at 2026-11-21T09:00:00Z.
  func chat(_ lines: String..., arguments: [String] = []) async throws -> ParleyResult {
    try await chat(lines: lines, arguments: arguments)
  }

  /// Pipes `lines` into `parley` with `arguments`, the clock fixed at 2026-11-21T09:00:00Z.
  func chat(lines: [String], arguments: [String] = []) async throws -> ParleyResult {
    try await run(
      arguments + ["--now", "2026-11-21T09:00:00Z"], input: lines.map { $0 + "\n" }.joined())
  }

  /// Runs `parley` with `arguments`, `input` piped to its standard input, and `environment`
  /// added to the sandbox's.
  func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:],
    in directory: URL? = nil
  ) async throws -> ParleyResult {
    try await run(
      arguments, bytes: Data(input.utf8), environment: environment, in: directory)
  }

  /// Runs `parley` with raw bytes on its standard input; with `outputToTerminal`, its
  /// standard output is a pseudo-terminal; with `fileSizeLimit`, no file it writes may grow
  /// past that many 512-byte blocks (`ulimit -f`), as on a disk that is full.
  func run(
    _ arguments: [String], bytes: Data, environment: [String: String] = [:],
    in directory: URL? = nil, outputToTerminal: Bool = false, fileSizeLimit: Int? = nil
  ) async throws -> ParleyResult {
    let executable = try #require(
      ParleyExecutable.url, "No built parley executable in \(ParleyExecutable.searched)")
    runs += 1
    let input = root.appendingPathComponent("stdin-\(runs)")
    let output = root.appendingPathComponent("stdout-\(runs)")
    let errors = root.appendingPathComponent("stderr-\(runs)")
    try bytes.write(to: input)
    try Data().write(to: output)
    try Data().write(to: errors)

    let standardInput = try FileHandle(forReadingFrom: input)
    let standardError = try FileHandle(forWritingTo: errors)
    var terminal: ChildTerminal?
    if outputToTerminal {
      guard let opened = ChildTerminal() else {
        throw SandboxError(message: "The system gave no pseudo-terminal.")
      }
      terminal = opened
    }
    let standardOutput = try terminal?.terminal ?? FileHandle(forWritingTo: output)
    let limited = fileSizeLimit.map {
      ["-c", "ulimit -f \($0) && exec \"$0\" \"$@\"", executable.path]
    }
    let child = try ChildProcess(
      limited == nil ? executable.path : "/bin/sh", arguments: (limited ?? []) + arguments,
      environment: self.environment.merging(environment) { $1 },
      directory: (directory ?? work).path, input: standardInput.fileDescriptor,
      output: standardOutput.fileDescriptor, error: standardError.fileDescriptor)
    for handle in [standardInput, standardOutput, standardError] { try? handle.close() }
    let terminalOutput = TerminalReading()
    if let terminal { terminalOutput.start(terminal) }
    Self.stopIfHung(child)
    let ending = await withCheckedContinuation { (ended: CheckedContinuation<Int32, Never>) in
      // A thread of its own: a dispatch worker blocked in waitpid is one fewer for the tasks
      // of every other test.
      Thread { ended.resume(returning: child.wait().status) }.start()
    }
    let stdout =
      terminal == nil
      ? String(decoding: try Data(contentsOf: output), as: UTF8.self) : terminalOutput.wait()
    return ParleyResult(
      stdout: stdout, stderr: String(decoding: try Data(contentsOf: errors), as: UTF8.self),
      status: ending)
  }

  /// Runs `parley` on a pseudo-terminal as its standard input and output, as a person at a
  /// terminal would: `session` types keys and reads what is drawn; the result's `stdout` is
  /// everything drawn, with `\r\n` turned into `\n`.
  func runInteractive(
    _ arguments: [String], environment: [String: String] = [:],
    session: (ChildTerminal) throws -> Void
  ) throws -> ParleyResult {
    let executable = try #require(
      ParleyExecutable.url, "No built parley executable in \(ParleyExecutable.searched)")
    guard let terminal = ChildTerminal() else {
      throw SandboxError(message: "The system gave no pseudo-terminal.")
    }
    runs += 1
    let errors = root.appendingPathComponent("stderr-\(runs)")
    try Data().write(to: errors)
    let standardError = try FileHandle(forWritingTo: errors)
    let child = try ChildProcess(
      executable.path, arguments: arguments,
      environment: self.environment.merging(environment) { $1 }, directory: work.path,
      input: terminal.terminal.fileDescriptor, output: terminal.terminal.fileDescriptor,
      error: standardError.fileDescriptor)
    try? standardError.close()
    try? terminal.terminal.close()
    Self.stopIfHung(child)
    do {
      try session(terminal)
    } catch {
      child.send(SIGTERM)
      child.wait()
      throw error
    }
    let ending = child.wait()
    return ParleyResult(
      stdout: terminal.readUntilClosed(),
      stderr: String(decoding: try Data(contentsOf: errors), as: UTF8.self),
      status: ending.status)
  }

  /// Ends a run that went on far longer than any should, so a hang fails the test instead of
  /// stalling the whole test run; the test then sees the signal's exit status. Ten minutes:
  /// the longest run, the repository's own `parley test`, takes a minute on a machine busy
  /// with other builds, and this only guards against a hang.
  private static func stopIfHung(_ child: ChildProcess) {
    DispatchQueue.global().asyncAfter(deadline: .now() + 600) { child.send(SIGTERM) }
  }
}

/// A run that could not be set up.
struct SandboxError: Error {
  /// What went wrong.
  let message: String
}

/// Reads a pseudo-terminal on a background queue while the child runs.
private final class TerminalReading: @unchecked Sendable {
  private let group = DispatchGroup()
  private var text = ""

  func start(_ terminal: ChildTerminal) {
    group.enter()
    DispatchQueue.global().async {
      self.text = terminal.readUntilClosed()
      self.group.leave()
    }
  }

  func wait() -> String {
    group.wait()
    return text
  }
}
