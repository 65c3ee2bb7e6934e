import Foundation

/// One problem in a phrase-suite or transcript file, with where it is.
///
/// Its ``description`` is the line a compiler would print:
///
/// ```swift
/// let error = PhraseFileError(
///   .missingArrow, "missing '=>' between the utterance and the expected intent",
///   at: SourceLocation(file: "Trails.tests", line: 12, column: 9))
/// print(error)  // Trails.tests:12:9: missing '=>' between the utterance and the expected intent
/// ```
public struct PhraseFileError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
  /// What kind of problem this is, for code that reacts to some problems differently.
  public enum Code: String, Equatable, Sendable, CaseIterable {
    /// The file does not exist, is a directory, or cannot be read.
    case unreadableFile
    /// A byte sequence that is not UTF-8.
    case invalidUTF8
    /// A line longer than the limit of 10,000 characters.
    case lineTooLong
    /// A directive other than the ones the format knows.
    case unknownDirective
    /// A directive given twice for the same suite or conversation.
    case duplicateDirective
    /// A directive with a missing or unwanted value.
    case badDirectiveValue
    /// A date that is not an ISO 8601 date and time.
    case badDate
    /// A surface other than `display` or `speaker`.
    case unknownSurface
    /// A suite line without `=>`.
    case missingArrow
    /// A case or turn with no utterance.
    case emptyUtterance
    /// Nothing after `=>`, or something after `nothing`.
    case badExpectation
    /// An intent name that is not an identifier or `App.Intent`.
    case badIntentName
    /// A parameter not written as `name=value` or `name="quoted value"`.
    case badParameter
    /// The same parameter name twice in one case.
    case duplicateParameter
    /// A quoted value without its closing quote.
    case unterminatedQuote
    /// A backslash escape other than `\"` and `\\` in a quoted value.
    case badEscape
    /// A transcript reply line before the conversation's first `>` line.
    case replyBeforeTurn
    /// A transcript directive after the conversation's first `>` line.
    case directiveAfterTurn
    /// A transcript line that starts with no known marker.
    case unknownLine
    /// A suite line naming an app that is not loaded.
    case unknownApp
    /// A suite line naming an intent that no loaded app has.
    case unknownIntent
    /// A suite line or phrase naming a parameter its intent does not have.
    case unknownParameter
    /// A phrase-file line without `:` between the intent and the phrase.
    case missingColon
    /// A phrase-file line with nothing after `:`.
    case emptyPhrase
    /// A `${` without its closing `}`, or a placeholder that is not a name.
    case badPlaceholder
    /// A phrase that breaks Apple's phrase rules.
    case phraseRule
    /// A phrase-file name declared twice: an app, intent, entity, enum or value.
    case duplicateDeclaration
    /// A phrase-file line with nothing where a value belongs.
    case emptyValue
    /// A phrase-file line under `@intent` with a key it does not take.
    case unknownKey
    /// A parameter whose type is neither a value type nor a declared entity or enum.
    case unknownType
    /// A transcript with no turn to replay.
    case emptyTranscript
    /// A phrase suite with no test case: empty, or only comments and directives.
    case emptySuite
    /// A `<~` line whose check cannot be read.
    case badCheck
  }

  /// What kind of problem this is.
  public var code: Code
  /// The problem as a sentence a person reads, without the location.
  public var message: String
  /// Where the problem is.
  public var location: SourceLocation

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: What kind of problem this is.
  ///   - message: The problem as a sentence, without the location.
  ///   - location: Where the problem is.
  public init(_ code: Code, _ message: String, at location: SourceLocation) {
    self.code = code
    self.message = message
    self.location = location
  }

  /// The file's path, as it was given to the parser or loader.
  public var file: String { location.file }
  /// The 1-based line number; 0 for the whole file.
  public var line: Int { location.line }
  /// The 1-based column in characters; 0 for the whole file.
  public var column: Int { location.column }

  /// The error as `file:line:column: message`.
  public var description: String { "\(location): \(message)" }

  /// The same line as ``description``, for code that reads `localizedDescription`.
  public var errorDescription: String? { description }
}
