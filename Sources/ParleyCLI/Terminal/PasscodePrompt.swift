import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks for a secret at the terminal on standard input, without showing what is typed, as
/// `sudo` and `ssh` ask for a password: the prompt goes to standard error (to standard output
/// when only that is the terminal), the terminal's echo is off while the line is typed (and put
/// back after it, or on Ctrl-C).
///
/// ```swift
/// let code = try PasscodePrompt.ask(prompt: "Passcode: ")  // "4826", shown as nothing
/// ```
enum PasscodePrompt {
  /// Reads one line typed at the terminal, without its line ending.
  ///
  /// Reads byte by byte, so lines typed ahead stay for whoever reads standard input next.
  ///
  /// - Throws: ``UsageError`` when standard input is not a terminal, or when no passcode was
  ///   typed (an empty line, or Ctrl-D).
  static func ask(prompt: String) throws -> String {
    guard isatty(STDIN_FILENO) == 1, RawMode.hideInput(descriptor: STDIN_FILENO) else {
      throw UsageError(
        "--passcode-prompt asks at a terminal, and standard input is not one; give the "
          + "passcode with --passcode-file FILE or PARLEY_PASSCODE instead.")
    }
    let shown =
      isatty(STDERR_FILENO) == 0 && isatty(STDOUT_FILENO) == 1
      ? FileHandle.standardOutput : FileHandle.standardError
    shown.write(Data(prompt.utf8))
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = read(STDIN_FILENO, &byte, 1)
      if count < 0, errno == EINTR { continue }
      guard count == 1, byte != UInt8(ascii: "\n") else { break }
      bytes.append(byte)
    }
    RawMode.disable()
    shown.write(Data("\n".utf8))
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    guard !bytes.isEmpty else {
      throw UsageError("No passcode was typed at the prompt.")
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
