/// The English words the line reader reads a line's kind by, each list named by its role (see
/// `Conversation.read(_:)`): what a line that asks something opens with, what sets a side
/// request apart from the question waiting, what takes back or repeats what was just done.
///
/// Lines are compared word by word, in lower case and without punctuation (see
/// `Conversation.words(of:)`). The question openers are the matcher's question starts
/// (`Lexicon.questionStarts`, internal to ParleyMatcher) with their spoken contractions; the
/// two are one list once the matcher's lexicon is shared with the assistant.
enum ConversationWords {
  /// The words a question opens with: "is my coffee ready?", "what sizes do you have?".
  static let questionOpeners: Set<String> = [
    "what", "what's", "whats", "which", "who", "who's", "where", "where's", "when", "why", "how",
    "how's", "is", "are", "was", "were", "do", "does", "did", "can", "could", "will", "would",
    "should", "has", "have",
  ]

  /// The words that set a line apart from the question waiting, said before it: "hang on, is
  /// my coffee ready?", "by the way, what's in chemistry?". Longest first.
  static let asides: [[String]] = [
    ["quick", "question"], ["by", "the", "way"], ["hang", "on"], ["hold", "on"],
    ["one", "sec"], ["one", "second"], ["wait"], ["oh"], ["um"], ["uh"], ["also"], ["btw"],
  ]

  /// Lines that take back what was just done: "cancel that", "undo that".
  static let undoRequests: Set<[String]> = [
    ["cancel", "that"], ["cancel", "it"], ["undo"], ["undo", "that"], ["undo", "it"],
    ["take", "that", "back"], ["take", "it", "back"], ["cancel", "that", "please"],
    ["please", "cancel", "that"], ["actually", "cancel", "that"], ["no", "cancel", "that"],
    ["scratch", "that"],
  ]

  /// Lines that ask for what was just done once more, with the same values: "the same
  /// again", "and another one".
  static let againRequests: Set<[String]> = [
    ["another", "one"], ["and", "another", "one"], ["another"], ["one", "more"],
    ["and", "one", "more"], ["the", "same", "again"], ["same", "again"], ["again"],
    ["do", "it", "again"], ["do", "that", "again"], ["same", "again", "please"],
    ["another", "one", "please"], ["one", "more", "please"], ["and", "another"],
  ]

  /// The words that say a request replaces the one under way, rather than being asked aside:
  /// said first ("actually, get conditions for cedar falls") or, for "instead", last.
  static let replacingOpeners: Set<String> = ["actually", "no", "nope", "scratch", "rather"]

  /// Whether `words` say their request replaces the one under way (see ``replacingOpeners``).
  static func saysInstead(_ words: [String]) -> Bool {
    words.first.map(replacingOpeners.contains) ?? false || words.last == "instead"
  }

  /// The words that join requests said one after another: "… and get conditions for bear
  /// creek", "… then check my order".
  static let requestJoiners: Set<String> = ["and", "then", "also"]

  /// Whether `words` open as a question does.
  static func opensAQuestion(_ words: [String]) -> Bool {
    words.first.map(questionOpeners.contains) ?? false
  }

  /// `words` without an aside said before them ("hang on"), and whether there was one.
  static func withoutAside(_ words: [String]) -> (aside: Bool, rest: [String]) {
    for aside in asides where words.count > aside.count && Array(words.prefix(aside.count)) == aside
    {
      return (true, Array(words.dropFirst(aside.count)))
    }
    return (false, words)
  }
}
