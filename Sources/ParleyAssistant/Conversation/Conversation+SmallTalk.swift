import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The answer to a line that asks to hear the last answer again ("repeat that", "say that
  /// again", "what?"), as a speaker needs most: a question waiting is asked again, without
  /// counting an unusable answer; with none waiting, the last answer is said again. `nil` when
  /// `text` asks no such thing, or when the question takes any text, where the words may be the
  /// answer.
  func repetition(_ text: String) -> Reply? {
    guard Self.isRepeatRequest(text) else { return nil }
    switch state {
    case .idle:
      guard let last = dialog.lastAnswer else {
        return Reply(items: [.dialog("I haven't said anything yet.")], outcome: .notUnderstood)
      }
      return Reply(items: last.items, outcome: last.outcome)
    case .passcode:
      return nil
    case .value(let question):
      if case .string = question.parameter.valueType { return nil }
      return ask(question.prompt, state: state)
    case .choice(let question):
      return ask(question.prompt, state: state)
    case .confirmation(let question):
      return ask(question.prompt, state: state)
    }
  }

  /// The answer to a greeting or a thank-you said on its own, with no request: "Hi! What can I
  /// do for you?", "You're welcome."; `nil` for anything else ("thanks, order a latte" is a
  /// request).
  func smallTalk(_ text: String) -> Reply? {
    if Self.phrases(Self.greetings, contain: text) {
      let help = surface == .display ? "Type “help” to see" : "Say “help” to hear"
      return finish(
        [.dialog("Hi! What can I do for you? \(help) what you can ask.")], .completed)
    }
    if Self.phrases(Self.thanks, contain: text) {
      return finish([.dialog("You're welcome.")], .completed)
    }
    if Self.isFarewell(text) {
      let leave = surface == .display ? " Type :quit to leave." : ""
      return finish([.dialog("Goodbye.\(leave)")], .completed)
    }
    return nil
  }

  /// Whether `text` is a greeting, a thank-you or a goodbye said on its own.
  func saysSmallTalk(_ text: String) -> Bool {
    Self.phrases(Self.greetings, contain: text) || Self.phrases(Self.thanks, contain: text)
      || Self.isFarewell(text)
  }

  /// Whether `text` says goodbye: "bye", "goodbye", "see you". Said at a question, it ends
  /// the request as "cancel" does.
  static func isFarewell(_ text: String) -> Bool {
    phrases(farewells, contain: text)
  }

  /// Whether `text` only says no: "no", "nope", "no thanks". Said at a question that does not
  /// ask yes or no, it declines to answer, and ends the request as "cancel" does.
  static func declines(_ text: String) -> Bool {
    phrases(refusals, contain: text)
  }

  /// Whether `text` asks to hear the last answer or question again.
  static func isRepeatRequest(_ text: String) -> Bool {
    phrases(Lexicon.repeatRequests, contain: text)
  }

  /// Whether `text`, in words, is one of `phrases`.
  private static func phrases(_ phrases: Set<[String]>, contain text: String) -> Bool {
    phrases.contains(words(of: text))
  }

  private static let refusals: Set<[String]> = [
    ["no"], ["nope"], ["nah"], ["no", "thanks"], ["no", "thank", "you"], ["nope", "thanks"],
    ["no", "no"], ["no", "way"],
  ]

  private static let greetings: Set<[String]> = [
    ["hi"], ["hello"], ["hey"], ["hi", "there"], ["hello", "there"], ["hey", "there"],
    ["good", "morning"], ["good", "afternoon"], ["good", "evening"], ["howdy"],
  ]

  private static let thanks: Set<[String]> = [
    ["thanks"], ["thank", "you"], ["thanks", "a", "lot"], ["thank", "you", "very", "much"],
    ["thanks", "so", "much"], ["cheers"], ["great", "thanks"], ["ok", "thanks"],
    ["okay", "thanks"], ["thx"], ["ty"],
  ]

  private static let farewells: Set<[String]> = [
    ["bye"], ["goodbye"], ["good", "bye"], ["bye", "bye"], ["see", "you"], ["see", "ya"],
    ["good", "night"],
  ]
}
