import Foundation

extension ChildProcess {
  /// Runs a speech program to its end with a clean environment.
  ///
  /// - Parameters:
  ///   - program: The program.
  ///   - arguments: Its arguments, passed as they are, never through a shell.
  ///   - environment: Its whole environment.
  ///   - output: The descriptor it writes as standard output; `nil` for `/dev/null`.
  ///   - failure: What to say when it ends other than with status 0, given the status.
  /// - Throws: ``SpeechInputError`` when it cannot start or fails.
  static func runToEnd(
    _ program: URL, _ arguments: [String], environment: [String: String], output: Int32? = nil,
    failure: (Int32) -> String
  ) throws(SpeechInputError) {
    let child: ChildProcess
    do {
      child = try ChildProcess(
        program.path, arguments: arguments, environment: environment, output: output)
    } catch {
      throw SpeechInputError("could not run \(program.path) (\(error.reason)).")
    }
    let ending = child.wait()
    guard ending == .exited(0) else { throw SpeechInputError(failure(ending.status)) }
  }
}
