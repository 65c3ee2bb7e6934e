/// One turn of a transcript conversation: what the user typed and the reply expected, exactly
/// but for the sentences `<~` lines check.
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
  /// The checks of the dialog sentences written as `<~` lines, by their place in
  /// ``expected`` (whose item there holds the check as written).
  public var checks: [Int: DialogCheck] = [:]

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

  /// Whether `actual` is the reply expected: every item the same, but for a sentence with a
  /// check, which passes it. A space of another kind (the narrow no-break space Foundation
  /// writes before "AM") counts as a plain space, since the two look alike in a file.
  ///
  /// - Parameter tables: The apps' string tables in the language tested, for `key` checks.
  public func accepts(_ actual: [ReplyItem], tables: [[String: [String: String]]] = []) -> Bool {
    guard actual.count == expected.count else { return false }
    return zip(actual, expected).enumerated().allSatisfy { index, pair in
      let said = pair.0.withPlainSpaces
      guard let check = checks[index] else { return said == pair.1.withPlainSpaces }
      guard case .dialog(let sentence) = said else { return false }
      return check.accepts(sentence, tables: tables)
    }
  }
}
