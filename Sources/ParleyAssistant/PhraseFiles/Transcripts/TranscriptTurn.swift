/// One turn of a transcript conversation: what the user typed and the exact reply expected.
///
/// ```
/// > get trail info in trails
/// < Which trail?
/// * Bear Creek Trail
/// * Cedar Falls
/// ```
///
/// reads as `TranscriptTurn(user: "get trail info in trails", expected: [.dialog("Which
/// trail?"), .choices(["Bear Creek Trail", "Cedar Falls"])])`.
public struct TranscriptTurn: Equatable, Sendable {
  /// What the user typed, trimmed.
  public var user: String
  /// The reply's items, in order, exactly as the assistant must produce them.
  public var expected: [ReplyItem]
  /// Where the turn's `>` line is.
  public var location: SourceLocation

  /// Creates a turn.
  ///
  /// - Parameters:
  ///   - user: What the user typed.
  ///   - expected: The reply's items, in order.
  ///   - location: Where the turn was written; line 0 when it was not read from a file.
  public init(
    user: String, expected: [ReplyItem],
    location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)
  ) {
    self.user = user
    self.expected = expected
    self.location = location
  }
}
