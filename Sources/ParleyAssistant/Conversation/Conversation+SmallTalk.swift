import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// What small talk `text` is, said on its own with no request: a greeting, a thank-you or a
  /// goodbye; `nil` for anything else ("thanks, order a latte" is a request).
  static func smallTalk(in text: String) -> SmallTalk? {
    if phrases(greetings, contain: text) { return .greeting }
    if phrases(thanks, contain: text) { return .thanks }
    if isFarewell(text) { return .farewell }
    return nil
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

/// Small talk said on its own, with no request.
enum SmallTalk {
  /// "hi", "good morning".
  case greeting
  /// "thanks", "thank you".
  case thanks
  /// "bye", "see you".
  case farewell
}
