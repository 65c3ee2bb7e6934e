/// How each kind of text the CLI writes is coloured: ANSI escape sequences, or none.
///
/// ```swift
/// Style.ansi.error("Something went wrong.")   // "\u{1B}[1;31mSomething went wrong.\u{1B}[0m"
/// Style.plain.error("Something went wrong.")  // "Something went wrong."
/// ```
struct Style: Equatable, Sendable {
  /// Whether escape sequences are written at all.
  let isEnabled: Bool

  /// No colour: every method returns its text unchanged.
  static let plain = Style(isEnabled: false)
  /// ANSI colours for a terminal.
  static let ansi = Style(isEnabled: true)

  /// The REPL's prompt: bold blue.
  func prompt(_ text: String) -> String { apply("1;34", text) }

  /// The person's own line, echoed back: bold.
  func userEcho(_ text: String) -> String { apply("1", text) }

  /// What the assistant says: cyan.
  func dialog(_ text: String) -> String { apply("36", text) }

  /// The box around a snippet card: dim.
  func cardBorder(_ text: String) -> String { apply("2", text) }

  /// A snippet card's title: bold.
  func cardTitle(_ text: String) -> String { apply("1", text) }

  /// A hint or diagnostic, such as a notice about input: yellow.
  func hint(_ text: String) -> String { apply("33", text) }

  /// An error message: bold red.
  func error(_ text: String) -> String { apply("1;31", text) }

  /// Wraps `text` in the SGR sequence `codes` and a reset; empty text stays empty.
  private func apply(_ codes: String, _ text: String) -> String {
    guard isEnabled, !text.isEmpty else { return text }
    return "\u{1B}[\(codes)m\(text)\u{1B}[0m"
  }
}
