import Foundation
import ParleyCLI

/// Stand-ins for a speech program: shell scripts that record the arguments they are run with.
enum SpeechStub {
  /// A new directory holding an executable stub called `name` that appends each argument it
  /// gets, one per line, to `calls.txt` beside it, then exits with `status`.
  static func makeDirectory(name: String, status: Int = 0) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("parley-speech-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let log = directory.appendingPathComponent("calls.txt").path
    let script = """
      #!/bin/sh
      for argument in "$@"; do printf '%s\\n' "$argument" >> '\(log)'; done
      exit \(status)

      """
    let stub = directory.appendingPathComponent(name)
    try Data(script.utf8).write(to: stub)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
    waitUntilRunnable(stub)
    return directory
  }

  /// Waits until `stub` can be started. While tests run in parallel, a process started by
  /// another test at the moment the stub was written may still hold it open for writing, and
  /// starting it then fails with "text file busy".
  private static func waitUntilRunnable(_ stub: URL) {
    for _ in 0..<500 {
      if let child = try? ChildProcess(stub.path) {
        child.wait()
        return
      }
      usleep(10_000)
    }
  }

  /// What the stub in `directory` recorded: one argument per line, in order.
  static func calls(in directory: URL) -> String {
    let data = FileManager.default.contents(
      atPath: directory.appendingPathComponent("calls.txt").path)
    return String(decoding: data ?? Data(), as: UTF8.self)
  }
}
