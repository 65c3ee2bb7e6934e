/// Where the conversation's answers go: a screen that can show snippet cards, or a speaker.
public enum Surface: String, Sendable, CaseIterable {
  /// A terminal: snippet cards, the *supporting* dialog text, numbered choices.
  case display
  /// A speaker with no screen: the *full* dialog text only.
  case speaker
}

/// A text card, the terminal's stand-in for an App Intents snippet view.
public struct Snippet: Equatable, Sendable {
  /// The card's heading, if it has one.
  public var title: String?
  /// The card's body, one entry per line, unwrapped.
  public var lines: [String]

  public init(title: String?, lines: [String]) {
    self.title = title
    self.lines = lines
  }
}

/// One piece of what the assistant answers.
public enum ReplyItem: Equatable, Sendable {
  /// A sentence: shown on a display, said on a speaker.
  case dialog(String)
  /// A snippet card; only ever produced for a display.
  case snippet(Snippet)
  /// Options to pick from, shown as a numbered list; only ever produced for a display
  /// (a speaker reads the options inside a ``dialog(_:)`` sentence instead).
  case choices([String])
}

/// How a request ended, once it has.
public enum Outcome: String, Equatable, Sendable {
  /// The intent ran and answered.
  case completed
  /// The person cancelled, declined a confirmation, or answered wrongly too often.
  case cancelled
  /// No intent matched the request.
  case notUnderstood
  /// The intent ran and failed.
  case failed
}

/// What the assistant answers to one line: the items to show or say, in order.
public struct Reply: Equatable, Sendable {
  /// What to show or say, in order.
  public var items: [ReplyItem]
  /// How the request ended, or `nil` while the assistant waits for an answer to a question.
  public var outcome: Outcome?

  public init(items: [ReplyItem], outcome: Outcome?) {
    self.items = items
    self.outcome = outcome
  }

  /// Whether the assistant asked a question and waits for the answer.
  public var awaitsAnswer: Bool { outcome == nil }
}
