import Foundation
import ParleyMatcher

/// One independent conversation of a transcript: its settings and its turns.
///
/// ```
/// --- suggest trails, display
/// @surface speaker
/// @now 2026-11-21T09:00:00Z
/// @unlocked
/// > suggest hiking trails in trails
/// < Where would you like to go?
/// ```
public struct TranscriptConversation: Equatable, Sendable {
  /// The text after `---`, or `nil` when there is none.
  public var title: String?
  /// Where replies go, set by `@surface`; `.display` unless given.
  public var surface: Surface
  /// The clock for relative dates, set by `@now`; `nil` for the real clock.
  public var now: Date?
  /// Whether the session is unlocked for intents that need authentication, set by `@unlocked`.
  public var unlocked: Bool
  /// How strictly requests must say a phrase, set by `@matching`; `nil` when not given, for
  /// the runner's mode (flexible unless `parley test --matching` says otherwise).
  public var matching: MatchingMode? = nil
  /// The apps the conversation talks to, set by `@apps Brew, Trails`; empty when not given.
  /// Tested with only some apps loaded (`parley test --app`), a conversation that talks to an
  /// app left out is skipped, as a suite line that expects another app's intent is.
  public var apps: [String] = []
  /// The turns, in order.
  public var turns: [TranscriptTurn]
  /// Where the conversation starts: its `---` line, or its first line when it has none.
  public var location: SourceLocation

  /// Creates a conversation.
  ///
  /// - Parameters:
  ///   - title: The conversation's title, or `nil`.
  ///   - surface: Where replies go.
  ///   - now: The clock for relative dates, or `nil` for the real clock.
  ///   - unlocked: Whether the session is unlocked.
  ///   - turns: The turns, in order.
  ///   - location: Where the conversation was written; line 0 when it was not read from a file.
  public init(
    title: String? = nil, surface: Surface = .display, now: Date? = nil, unlocked: Bool = false,
    turns: [TranscriptTurn] = [],
    location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)
  ) {
    self.title = title
    self.surface = surface
    self.now = now
    self.unlocked = unlocked
    self.turns = turns
    self.location = location
  }
}
