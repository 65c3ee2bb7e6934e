/// A corpus file that cannot be read or has a malformed line, reported as
/// `file:line:column: message`.
///
/// ```swift
/// CorpusError(file: "test.tsv", line: 3, column: 12, message: "expected 'intent<TAB>text', found no tab")
///   .description  // "test.tsv:3:12: expected 'intent<TAB>text', found no tab"
/// ```
public struct CorpusError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file's path as given.
  public var file: String
  /// The 1-based line, when the problem is on one.
  public var line: Int?
  /// The 1-based column, when the problem is on a line.
  public var column: Int?
  /// What is wrong, as a sentence fragment.
  public var message: String

  /// The error as `file:line:column: message`.
  public var description: String {
    var location = file
    if let line { location += ":\(line)" }
    if let column { location += ":\(column)" }
    return "\(location): \(message)"
  }
}
