/// A place in a phrase file: the file's path, a 1-based line and a 1-based column.
///
/// Columns count characters (grapheme clusters), not bytes, so a line that starts with
/// `é` has its second character at column 2. Line 0 stands for the file as a whole, for
/// problems such as a file that cannot be read.
///
/// ```swift
/// let location = SourceLocation(file: "Trails.tests", line: 12, column: 9)
/// print(location)  // Trails.tests:12:9
/// ```
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file's path, as it was given to the parser or loader.
  public var file: String
  /// The 1-based line number; 0 for the whole file.
  public var line: Int
  /// The 1-based column in characters; 0 for the whole file.
  public var column: Int

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - file: The file's path, as it should appear in messages.
  ///   - line: The 1-based line number, or 0 for the whole file.
  ///   - column: The 1-based column in characters, or 0 for the whole file.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The location as `file:line:column`, or just `file` for the whole file.
  public var description: String {
    line > 0 ? "\(file):\(line):\(column)" : file
  }
}
