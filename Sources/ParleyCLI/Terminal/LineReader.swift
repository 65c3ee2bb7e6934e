import Foundation

/// A source of input lines for the REPL: an editor on a terminal, plain reading otherwise.
///
/// ```swift
/// var reader = makeLineReader(historyFile: HistoryStore.defaultFileURL())
/// while case .line(let text) = reader.readLine(prompt: "> ") {
///   for notice in reader.takeNotices() { console.err(notice) }
///   respond(to: text)
/// }
/// ```
protocol LineReader {
  /// Reads the next line, showing `prompt` first when the reader draws its own prompt.
  ///
  /// A plain reader ignores `prompt`; the REPL prints prompts itself only on a terminal.
  mutating func readLine(prompt: String) -> LineInput

  /// Reads a line that must not be shown or kept, such as a passcode.
  ///
  /// The editor draws only the prompt, keeps the line out of history and ignores Up and Down;
  /// a plain reader reads an ordinary line.
  mutating func readSecret(prompt: String) -> LineInput

  /// Reads the next line as ``readLine(prompt:)`` does, or a secret one as
  /// ``readSecret(prompt:)`` does, giving up with ``LineInput/timedOut`` when no line has
  /// started within `seconds`; `nil` waits for ever. A line once started is read to its end.
  mutating func readLine(prompt: String, secret: Bool, waiting seconds: Double?) -> LineInput

  /// Whether the line last returned was cut at ``LineLimits/maximumCharacters``.
  var lastLineWasTruncated: Bool { get }

  /// Returns, once, the sentences the person should read about input so far.
  ///
  /// For example that a line was too long and was cut, or that history cannot be saved.
  /// The caller prints them on standard error.
  mutating func takeNotices() -> [String]
}

extension LineReader {
  /// Reads an ordinary line: a reader that cannot hide input has nothing more to do.
  mutating func readSecret(prompt: String) -> LineInput {
    readLine(prompt: prompt)
  }

  /// Reads a line with no time limit: a reader that cannot wait for a time (lines heard from
  /// files or the microphone) waits for ever.
  mutating func readLine(prompt: String, secret: Bool, waiting seconds: Double?) -> LineInput {
    secret ? readSecret(prompt: prompt) : readLine(prompt: prompt)
  }
}

/// What one call to ``LineReader/readLine(prompt:)`` produced.
///
/// ```swift
/// switch reader.readLine(prompt: "> ") {
/// case .line(let text): handle(text)
/// case .interrupted: abandonDialog()
/// case .endOfInput: exitCleanly()
/// }
/// ```
enum LineInput: Equatable, Sendable {
  /// A line the person entered, without its line ending (possibly empty).
  case line(String)
  /// The person pressed Ctrl-C: abandon what is going on, not the program.
  case interrupted
  /// Ctrl-D on an empty line, or the end of piped input.
  case endOfInput
  /// No line started within the time allowed (see
  /// ``LineReader/readLine(prompt:secret:waiting:)``).
  case timedOut
}

/// Bounds on what one input line may hold.
enum LineLimits {
  /// The longest line kept, in characters; the rest of a longer line is dropped.
  static let maximumCharacters = 10_000
}

/// Makes the reader that suits standard input.
///
/// A line editor with history when standard input and output are terminals and `TERM` is not
/// `dumb`; plain line reading otherwise, so a file of lines can drive a whole conversation.
///
/// - Parameters:
///   - historyFile: Where the editor keeps history, or `nil` for none (see
///     ``HistoryStore/defaultFileURL(environment:)``).
///   - secrets: Words no line kept in history may contain, such as the passcode.
///   - terminal: What standard input and output are; the current process's by default.
///   - environment: The environment to read `TERM` from.
/// - Returns: A ``TerminalLineEditor`` or a ``PipedLineReader``.
func makeLineReader(
  historyFile: URL?,
  secrets: [String] = [],
  terminal: TerminalInfo = .current(),
  environment: [String: String] = ProcessInfo.processInfo.environment
) -> any LineReader {
  if usesLineEditor(terminal: terminal, environment: environment) {
    return TerminalLineEditor(history: HistoryStore(fileURL: historyFile, secrets: secrets))
  }
  return PipedLineReader()
}

/// Whether ``makeLineReader(historyFile:secrets:terminal:environment:)`` picks the line editor.
func usesLineEditor(terminal: TerminalInfo, environment: [String: String]) -> Bool {
  terminal.isInputTerminal && terminal.isOutputTerminal && environment["TERM"] != "dumb"
}
