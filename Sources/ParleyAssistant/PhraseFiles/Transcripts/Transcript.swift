import Foundation

/// Dialog transcripts read from a `.transcript` file: conversations whose replies are replayed
/// and compared exactly.
///
/// Each conversation starts with `---` and a title, then optional directives (`@surface`,
/// `@now`, `@unlocked`), then turns: a `>` line with what the user typed, followed by the lines
/// of the expected reply: `<` a dialog sentence, `=` a snippet's title, `|` a snippet's body
/// line, `!` one of a snippet's actions (`[x] ` or `[ ] ` before a toggle's label), `*` an
/// option of a list to choose from, and `+` to continue the previous line's text on a new
/// line. Only whole lines starting with `#` are comments.
///
/// ```
/// --- suggest trails, display
/// @surface display
/// > suggest hiking trails in trails
/// < Where would you like to go?
/// > cupertino
/// = Trails near Cupertino
/// | Bear Creek Trail · 4.2 mi
/// < Here are three hiking trails.
/// ```
///
/// ```swift
/// let transcript = try Transcript.parse(text, file: "Trails.transcript")
/// transcript.conversations[0].turns[0].expected  // [.dialog("Where would you like to go?")]
/// ```
public struct Transcript: PhraseFileFormat, Equatable, Sendable {
  /// The conversations, in file order; each one starts afresh.
  public var conversations: [TranscriptConversation]

  /// Creates a transcript.
  ///
  /// - Parameter conversations: The conversations, in order.
  public init(conversations: [TranscriptConversation]) {
    self.conversations = conversations
  }

  /// Parses the bytes of a `.transcript` file, reporting bytes that are not UTF-8 by line and
  /// column.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - file: The path to show in error locations.
  /// - Returns: The transcript.
  /// - Throws: ``PhraseFileErrors`` with every problem in the file.
  public static func parse(_ data: Data, file: String) throws -> Transcript {
    try TranscriptParser.parse(data, file: file)
  }
}
