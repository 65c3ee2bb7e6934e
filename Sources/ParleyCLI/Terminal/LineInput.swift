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
}
