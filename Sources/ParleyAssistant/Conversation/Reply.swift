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
  /// The card's buttons and toggles, numbered from 1 in this order; the person runs one by
  /// typing its number or label. Only a result's card on a display has any.
  public var actions: [Action]

  public init(title: String?, lines: [String], actions: [Action] = []) {
    self.title = title
    self.lines = lines
    self.actions = actions
  }

  /// A button or toggle of a card, as shown: its label, and a toggle's state.
  public struct Action: Equatable, Sendable {
    /// The words on the control.
    public var label: String
    /// A toggle's state; `nil` for a button.
    public var isOn: Bool?

    public init(label: String, isOn: Bool? = nil) {
      self.label = label
      self.isOn = isOn
    }

    /// The action as a display shows it and a transcript writes it: its label, after `[x] `
    /// or `[ ] ` for a toggle ("[x] Pinned").
    public var caption: String {
      switch isOn {
      case true?: return "[x] " + label
      case false?: return "[ ] " + label
      case nil: return label
      }
    }
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
  /// The person cancelled, declined a confirmation, answered wrongly too often, or gave no
  /// answer in time.
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
