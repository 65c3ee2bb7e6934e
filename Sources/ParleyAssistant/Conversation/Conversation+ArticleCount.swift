import ParleyIntents
import ParleyMatcher

/// "A" or "an" before a thing a request names counts one of it, where the app asks how many:
/// "can i get a french onion soup" orders one, as a person behind the counter would take it,
/// rather than asking "How many soups?". The count is taken only where the app would ask for
/// it, so it never overrides one said or answered ("get me a latte", then "two large" at
/// "What size?", orders two).
extension Conversation {
  /// What "a" or "an" counts: one of a thing, as "a bowl of tomato soup" is one bowl.
  static let countOfAnArticle = 1

  /// The words of other values said between an article and the thing it counts, at most: "a
  /// *small* clam chowder", "an *iced large* mocha".
  static let valuesBetweenArticleAndThing = 2

  /// Whether `values`, read from `utterance`, hold a thing named right after "a" or "an", with
  /// at most ``valuesBetweenArticleAndThing`` other values between: "*a* french onion soup",
  /// "*a* small clam chowder". "a few soups" and "a couple of lattes" name none so.
  static func namesOneByArticle(_ values: [SlotFill], in utterance: String) -> Bool {
    let ranges = values.compactMap { value in
      value.range.flatMap { range in range.upperBound <= utterance.endIndex ? range : nil }
    }
    return values.contains { value in
      // A name the app lacks counts too: one of the soup picked in place of a sold-out one.
      switch value.value {
      case .entry, .raw: break
      default: return false
      }
      guard let range = value.range, ranges.contains(range) else { return false }
      var start = range.lowerBound
      for _ in 0..<valuesBetweenArticleAndThing {
        let end = utterance[..<start].lastIndex { !$0.isWhitespace }.map {
          utterance.index(after: $0)
        }
        guard let end, let between = ranges.first(where: { $0.upperBound == end }) else { break }
        start = between.lowerBound
      }
      return words(of: String(utterance[..<start])).last.map(Lexicon.indefiniteArticles.contains)
        ?? false
    }
  }

  /// Whether `parameter`, which the app asks for with `dialog`, is the count of the thing
  /// `request` named with "a" or "an": a whole number the app asks "how many" of, the first
  /// time it asks, and that has no value: a count said and refused ("make it 20" where 10 is
  /// the most) is asked again. Taking it, the request no longer counts by its article.
  func takesOneByArticle(
    _ parameter: any AnyIntentParameter, dialog: IntentDialog?, in request: ActiveRequest
  ) -> Bool {
    guard request.namesOneByArticle, !parameter.hasValue, case .integer = parameter.valueType
    else { return false }
    let question = Self.words(of: questionText(of: valuePrompt(for: parameter, dialog: dialog)))
    guard ConversationWords.saysAnyRun(Lexicon.countQuestions, in: question) else { return false }
    request.namesOneByArticle = false
    return true
  }
}
