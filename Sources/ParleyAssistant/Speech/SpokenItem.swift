import Foundation
import ParleyMatcher

/// One thing the spoken check says: an expanded phrase or a suite line, and the intent it must
/// reach.
public struct SpokenItem: Sendable {
  /// Where an item comes from.
  public enum Source: Sendable, Equatable {
    /// An expanded phrase of this template.
    case phrase(template: String)
    /// A suite line at this place.
    case suiteLine(SourceLocation)
  }

  /// The app of the intent it must reach; `nil` for a `nothing` line.
  public let app: String?
  /// The intent it must reach (its type name), or "nothing".
  public let intent: String
  /// The words to say.
  public let text: String
  /// Where it comes from.
  public let source: Source
  /// What it must reach, without parameter values.
  let expectation: PhraseSuiteCase.Expectation
  /// The suite's clock and matching mode, if it set them.
  var now: Date? = nil
  var matching: MatchingMode? = nil
  /// The app a suite line is said to (`@focus`), if any.
  var appInFocus: String? = nil

  /// The suite line's place, if it is one.
  public var location: SourceLocation? {
    if case .suiteLine(let location) = source { return location }
    return nil
  }

  /// Whether it is a suite line.
  public var isSuiteLine: Bool { location != nil }

  /// The intent as `App.Intent`, or "nothing".
  public var qualifiedIntent: String {
    app.map { "\($0).\(intent)" } ?? intent
  }
}

/// How one item fared when spoken.
public struct SpokenResult: Sendable {
  /// The item said.
  public let item: SpokenItem
  /// The words heard, as ``SpeechText`` writes them.
  public let heard: String
  /// The intent the heard words reached (`App.Intent`), or "nothing", or the rivals.
  public let reached: String
  /// Whether the heard words reached the item's intent.
  public let survives: Bool
  /// Whether the item's own text, typed, reached it.
  public let typedSurvives: Bool
  /// Words substituted, left out or added between what was said and heard.
  public let wordErrors: Int
  /// How many words were said.
  public let saidWords: Int
  /// How long hearing took, in seconds.
  public let seconds: Double
}

/// Items of one intent heard as another's: spoken phrases the recogniser confuses.
public struct SpokenConfusion: Sendable, Equatable {
  /// The intent meant, `App.Intent`.
  public let meant: String
  /// The intent reached instead.
  public let heardAs: String
  /// One item that was, as said and as heard.
  public let said: String
  public let heard: String
  /// How many items were.
  public var count: Int

  public init(meant: String, heardAs: String, said: String, heard: String, count: Int) {
    self.meant = meant
    self.heardAs = heardAs
    self.said = said
    self.heard = heard
    self.count = count
  }
}
