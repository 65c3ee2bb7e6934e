import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// What small talk `text` is, said on its own with no request: a greeting, a thank-you or a
  /// goodbye; `nil` for anything else ("thanks, order a latte" is a request).
  static func smallTalk(in text: String) -> SmallTalk? {
    if phrases(Lexicon.greetings, contain: text) { return .greeting }
    if phrases(Lexicon.thanks, contain: text) { return .thanks }
    if isFarewell(text) { return .farewell }
    return nil
  }

  /// Whether `text` says goodbye: "bye", "goodbye", "see you". Said at a question, it ends
  /// the request as "cancel" does.
  static func isFarewell(_ text: String) -> Bool {
    phrases(Lexicon.farewells, contain: text)
  }

  /// Whether `text` only thanks ("thanks", "ok thank you") where a value is `asked` that the
  /// thanks is none of: the person is done, and the request ends as "cancel" ends it, rather
  /// than "thanks" being looked up as a room. A yes-or-no question is no value asked: there
  /// "ok thanks" may be a yes.
  static func thanksForNoAnswer(_ text: String, asked: Bool) -> Bool {
    asked && phrases(Lexicon.thanks, contain: text)
  }

  /// Whether `text` only says no: "no", "nope", "no thanks". Said at a question that does not
  /// ask yes or no, it declines to answer, and ends the request as "cancel" does.
  static func declines(_ text: String) -> Bool {
    phrases(Lexicon.refusals, contain: text)
  }

  /// Whether `text` asks to hear the last answer or question again.
  static func isRepeatRequest(_ text: String) -> Bool {
    phrases(Lexicon.repeatRequests, contain: text)
  }

  /// Whether `text`, in words, is one of `phrases`.
  private static func phrases(_ phrases: Set<[String]>, contain text: String) -> Bool {
    phrases.contains(words(of: text))
  }
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
