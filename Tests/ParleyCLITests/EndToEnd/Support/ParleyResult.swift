/// What one run of the `parley` executable wrote and how it ended, compared whole in tests.
///
/// ```swift
/// #expect(result == ParleyResult(stdout: "Unlocked.\n", status: 0))
/// ```
struct ParleyResult: Equatable, CustomStringConvertible {
  /// Everything written to standard output.
  var stdout: String
  /// Everything written to standard error.
  var stderr: String = ""
  /// The exit status.
  var status: Int32 = 0

  /// The exit status, the standard output and the standard error, one after another.
  var description: String {
    "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)---"
  }

  /// Lines joined with line ends, each line ending with one, as `parley` prints them.
  static func lines(_ lines: String...) -> String {
    lines.map { $0 + "\n" }.joined()
  }
}
