import Foundation

/// Every problem found in one or more phrase files, thrown together.
///
/// Parsers read a whole file before they throw, so one run shows every mistake. The
/// ``description`` holds one ``PhraseFileError`` per line, in file and line order:
///
/// ```
/// Trails.tests:3:1: missing '=>' between the utterance and the expected intent
/// Trails.tests:7:44: unterminated quote in the value of 'trail'
/// ```
public struct PhraseFileErrors: LocalizedError, Equatable, Sendable, CustomStringConvertible {
  /// The problems, sorted by file, line and column.
  public var errors: [PhraseFileError]

  /// Creates the error from problems in any order; they are kept sorted by location.
  ///
  /// - Parameter errors: The problems found.
  public init(_ errors: [PhraseFileError]) {
    self.errors = errors.enumerated().sorted { left, right in
      let a = left.element.location
      let b = right.element.location
      if a.file != b.file { return a.file < b.file }
      if a.line != b.line { return a.line < b.line }
      if a.column != b.column { return a.column < b.column }
      return left.offset < right.offset
    }.map(\.element)
  }

  /// One `file:line:column: message` line per problem.
  public var description: String {
    errors.map(\.description).joined(separator: "\n")
  }

  /// The same lines as ``description``, for code that reads `localizedDescription`.
  public var errorDescription: String? { description }

  /// Throws the problems together if there are any.
  ///
  /// - Parameter errors: The problems found, possibly none.
  /// - Throws: ``PhraseFileErrors`` holding `errors` when it is not empty.
  static func throwIfAny(_ errors: [PhraseFileError]) throws {
    if !errors.isEmpty { throw PhraseFileErrors(errors) }
  }
}
