import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process is connected to: whether standard input, output and error are terminals,
/// and how wide the terminal is.
///
/// ```swift
/// let terminal = TerminalInfo.current()
/// let width = terminal.columns  // e.g. 80
/// ```
struct TerminalInfo: Equatable, Sendable {
  /// Whether standard input is a terminal.
  var isInputTerminal: Bool
  /// Whether standard output is a terminal.
  var isOutputTerminal: Bool
  /// Whether standard error is a terminal (for colouring diagnostics).
  var isErrorTerminal: Bool
  /// The width of the terminal in columns; see ``columns(environment:descriptor:)``.
  var columns: Int

  /// The width used when neither the terminal nor `COLUMNS` says.
  static let defaultColumns = 80

  /// What the current process's standard input and output are.
  static func current(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> TerminalInfo {
    TerminalInfo(
      isInputTerminal: isatty(STDIN_FILENO) == 1,
      isOutputTerminal: isatty(STDOUT_FILENO) == 1,
      isErrorTerminal: isatty(STDERR_FILENO) == 1,
      columns: columns(environment: environment))
  }

  /// The terminal's width: asked of the terminal on `descriptor`, else `COLUMNS`, else 80.
  static func columns(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    descriptor: Int32 = STDOUT_FILENO
  ) -> Int {
    if let asked = terminalColumns(descriptor: descriptor) { return asked }
    return columns(fromEnvironment: environment)
  }

  /// The width `COLUMNS` gives when it is a positive whole number, else 80.
  static func columns(fromEnvironment environment: [String: String]) -> Int {
    if let text = environment["COLUMNS"]?.trimmingCharacters(in: .whitespaces),
      let value = Int(text), value > 0
    {
      return value
    }
    return defaultColumns
  }

  /// The width the terminal on `descriptor` reports, or `nil` when it is not a terminal.
  static func terminalColumns(descriptor: Int32) -> Int? {
    var size = winsize()
    let status = withUnsafeMutablePointer(to: &size) { pointer in
      ioctl(descriptor, UInt(TIOCGWINSZ), pointer)
    }
    guard status == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
