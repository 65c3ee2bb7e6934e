import Foundation
import ParleyMatcher

/// A phrase-coverage suite: utterances and the intent each one must reach, read from a
/// `.tests` file.
///
/// One case per line: the utterance, `=>`, then `nothing` or an intent's type name (optionally
/// `App.Intent`) with the parameter values it must receive. `#` starts a comment at the start
/// of a line or after whitespace outside quotes; an optional `@now` directive sets the clock
/// for relative dates, and `@matching flexible|siri|exact` the matching mode. `@focus App`
/// says the lines below it to that app, as right after one of its intents was performed, so
/// they need not name it ("add bananas to groceries" said to Notes); it holds until the next
/// `@focus`, and `@focus` alone ends it.
///
/// ```
/// # Trails phrase coverage
/// @now 2026-11-21T09:00:00Z
/// get conditions for bear creek in trails   => GetTrailInfo trail="Bear Creek Trail"
/// show me my favourite trails                => OpenFavorites
/// play some jazz                             => nothing
/// ```
///
/// ```swift
/// let suite = try PhraseSuite.load(contentsOf: URL(fileURLWithPath: "Phrases/Trails.tests"))
/// suite.cases[0].expectation  // .intent(app: nil, name: "GetTrailInfo", parameters: [...])
/// ```
public struct PhraseSuite: PhraseFileFormat, Equatable, Sendable {
  /// The cases, in file order.
  public var cases: [PhraseSuiteCase]
  /// The clock for relative dates set by `@now`, or `nil` for the real clock.
  public var now: Date?
  /// The matching mode set by `@matching`, or `nil` for the runner's own.
  public var matching: MatchingMode?

  /// Creates a suite.
  ///
  /// - Parameters:
  ///   - cases: The cases, in order.
  ///   - now: The clock for relative dates, or `nil` for the real clock.
  ///   - matching: The matching mode, or `nil` for the runner's own.
  public init(cases: [PhraseSuiteCase], now: Date? = nil, matching: MatchingMode? = nil) {
    self.cases = cases
    self.now = now
    self.matching = matching
  }

  /// Parses the bytes of a `.tests` file, reporting bytes that are not UTF-8 by line and
  /// column.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - file: The path to show in error locations.
  /// - Returns: The suite.
  /// - Throws: ``PhraseFileErrors`` with every problem in the file.
  public static func parse(_ data: Data, file: String) throws -> PhraseSuite {
    try PhraseSuiteParser.parse(data, file: file)
  }
}
