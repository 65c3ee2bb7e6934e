import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the CLI writes: data to standard output, diagnostics to standard error.
///
/// The only place in Parley that writes to the terminal; every library below returns values.
/// Control characters in what it writes are shown visibly (``VisibleText``): requests, suite and
/// transcript lines and error messages may come from files. A write to standard output that
/// fails (a full disk, a closed stream) is remembered, so the program can say so and exit 1.
struct Console: Sendable {
  /// The program's name, which starts each notice.
  var program = "parley"

  /// Writes a notice, `program: text`, to standard error.
  func notice(_ text: String) {
    err("\(program): \(text)")
  }

  /// Writes `text` and a newline to standard output.
  func out(_ text: String = "") {
    write(text + "\n", to: stdout)
  }

  /// Writes `text` to standard output without a newline, for prompts.
  func outNoNewline(_ text: String) {
    write(text, to: stdout)
  }

  /// Writes `text` and a newline to standard error.
  func err(_ text: String) {
    write(text + "\n", to: stderr)
  }

  /// Why a write to standard output failed, when one did: the system's words for it.
  static var outputFailure: String? {
    failureLock.withLock { failedOutput.map { String(cString: strerror($0)) } }
  }

  private func write(_ text: String, to stream: UnsafeMutablePointer<FILE>?) {
    let failed = fputs(VisibleText.forTerminal(text), stream) < 0
    guard fflush(stream) != 0 || failed, stream == stdout else { return }
    let code = errno
    Self.failureLock.withLock { failedOutput = failedOutput ?? code }
  }

  private static let failureLock = NSLock()
}

/// The error of the first failed write to standard output.
nonisolated(unsafe) private var failedOutput: Int32?
