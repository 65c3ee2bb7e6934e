import Foundation
import Testing

@testable import ParleyCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `parley` run with pipes as its standard input and output that the test holds: the test
/// writes lines when it chooses, and input stays open, as a person who does not answer leaves
/// it, until the test closes it.
///
/// ```swift
/// let run = try OpenInputRun(sandbox, ["--speaker"])
/// run.send("get trail conditions with trails")
/// #expect(run.waitUntilPrinted("Which trail?"))
/// let result = run.finish()
/// ```
final class OpenInputRun {
  private let child: ChildProcess
  private var input: Int32
  private let output: Int32
  private var printed: [UInt8] = []
  /// How far ``waitUntilPrinted(_:)`` has found texts: each is looked for after the last.
  private var searched = 0

  /// Starts `parley` with `arguments` in `sandbox`, the clock fixed at 2026-11-21T09:00:00Z.
  init(_ sandbox: Sandbox, _ arguments: [String]) throws {
    let executable = try #require(
      ParleyExecutable.url, "No built parley executable in \(ParleyExecutable.searched)")
    let typed = try #require(privatePipe())
    let shown = try #require(privatePipe())
    defer {
      close(typed.reading)
      close(shown.writing)
    }
    do {
      child = try ChildProcess(
        executable.path, arguments: arguments + ["--now", "2026-11-21T09:00:00Z"],
        environment: sandbox.environment, directory: sandbox.work.path,
        input: typed.reading, output: shown.writing)
    } catch {
      close(typed.writing)
      close(shown.reading)
      throw error
    }
    input = typed.writing
    output = shown.reading
    // A run that hangs fails the test instead of stalling the whole test run.
    DispatchQueue.global().asyncAfter(deadline: .now() + 600) { [child] in child.send(SIGTERM) }
  }

  deinit {
    closeInput()
    close(output)
  }

  /// Everything printed so far.
  var text: String { String(decoding: printed, as: UTF8.self) }

  /// Writes `line` and a line end to the program's input.
  func send(_ line: String) {
    SystemIO.write(line + "\n", to: input)
  }

  /// Reads what the program prints until `text` appears after the texts found before; `false`
  /// when its output ended first or nothing came for a minute, so a hang fails the test.
  func waitUntilPrinted(_ text: String) -> Bool {
    let wanted = Array(text.utf8)
    while true {
      if let start = printed.indices.dropFirst(searched).first(where: {
        printed[$0...].starts(with: wanted)
      }) {
        searched = start + wanted.count
        return true
      }
      guard readMore() else { return false }
    }
  }

  /// Closes the program's input, waits until it ends, and returns what it printed.
  func finish() -> ParleyResult {
    closeInput()
    while readMore() {}
    return ParleyResult(stdout: text, status: child.wait().status)
  }

  private func closeInput() {
    guard input >= 0 else { return }
    close(input)
    input = -1
  }

  /// Reads what is there, waiting up to a minute; `false` at the end or when nothing came.
  private func readMore() -> Bool {
    var request = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
    let ready = poll(&request, 1, 60_000)
    if ready < 0, errno == EINTR { return true }
    guard ready > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 4_096)
    let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR { return true }
    guard count > 0 else { return false }
    printed += buffer[..<count]
    return true
  }
}
