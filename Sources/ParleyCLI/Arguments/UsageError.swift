/// A mistake in how a command was called; reported with the command's usage and exit code 64.
struct UsageError: Error, Equatable, Sendable {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
