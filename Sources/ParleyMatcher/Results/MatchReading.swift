/// How a candidate's phrase read the request: the facts about its words that a caller decides
/// on, apart from the explanation, which is text for people.
///
/// ```swift
/// let best = index.match("get condtions for bear creek in trails").best
/// best?.reading.appNameSaid                      // "trails"
/// best?.reading.wordsRead.map(\.phraseWord)      // ["get", "conditions", "for", "in"]
/// best?.reading.missingPhraseWords               // []
/// best?.reading.slotName                         // "trail"
/// ```
///
/// The facts are computed from the candidate's evaluation when read, so a candidate nobody asks
/// about costs nothing more.
public struct MatchReading: Sendable {
  /// One request word the phrase read: the word as said, the phrase word it was read as, how
  /// (the same word, its stem, a typo, a synonym, a number) and its weight in the score.
  public typealias WordRead = MatchExplanation.WordMatch

  let source: MatchExplanation.Source

  /// The request words the phrase read, in phrase order, each with the phrase word it was read
  /// as and how.
  public var wordsRead: [WordRead] { source.matches }
  /// The request's meaningful words that no phrase word read (values and fillers aside).
  public var wordsNotRead: [String] { source.unmatchedWords }
  /// The words of ``wordsNotRead`` that the request says between two words the phrase read
  /// as neighbours, with no slot between them and no filler or value among them: they say
  /// more of the phrase's own words, and give no value of their own ("coffee" of "where is my
  /// coffee order" for "Where's my order").
  public var wordsWithinPhraseWords: [String] { source.wordsWithinPairs }
  /// The meaningful words of a clause that asks yes or no after "and" or "but" in a request
  /// that is a question: "open" of "how long is bear creek and is it open" asks whether the
  /// trail is open, one more thing the same question asks of it, and no request of its own.
  /// Empty when the request is no question: "open bear creek and is it muddy" opens the
  /// trail, and its mud is asked apart.
  public var wordsAskedAlong: [String] { source.wordsAskedAlong }
  /// The phrase's meaningful words the request did not say.
  public var missingPhraseWords: [String] { source.missingWords }
  /// The request's words said where the phrase says `phraseWord`, one of
  /// ``missingPhraseWords``: those between the words read as its nearest neighbours in the
  /// phrase, without fillers at either end ("milk" of "add some milk to my shopping list" in
  /// place of the "item" of "Add an item to my packing list"); empty when none, or something
  /// explained, is said there.
  public func wordsSaid(inPlaceOf phraseWord: String) -> [String] {
    source.wordsSaid(inPlaceOf: phraseWord)
  }
  /// The app's name or synonym as the request said it, or `nil` when it said none (also when
  /// the phrase counts as said to the app in focus, ``MatchOptions/appInFocus``).
  public var appNameSaid: String? { source.evaluation.saidMention?.text }
  /// The name of the phrase's slot (its parameter) when the phrase has one, whether or not the
  /// request filled it.
  public var slotName: String? { source.template.slot?.name }
}
