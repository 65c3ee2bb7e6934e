/// The words of the lexicon a recogniser must be able to hear besides an app's phrases: the
/// answers a question takes (yes, no, cancel) and the fillers people wrap requests in.
///
/// ```swift
/// SpokenLexicon.answers.contains("never mind")  // true
/// SpokenLexicon.fillers.contains("please")      // true
/// ```
package enum SpokenLexicon {
  /// Every word and phrase that answers yes or no, or cancels, sorted.
  package static var answers: [String] {
    (BooleanWords.yes.union(BooleanWords.no).union(BooleanWords.cancel)
      .union(BooleanWords.cancelPhrases).union(BooleanWords.yesPhrases))
      .filter { $0.count > 1 && $0 != "dont" }.sorted()
  }

  /// The filler words, sorted, without their written shorthands ("pls").
  package static var fillers: [String] {
    FillerWords.words.subtracting(["pls", "plz", "umm"]).sorted()
  }

  /// Days and times as people say them, in the shapes the date reader reads: "tomorrow at
  /// eight", "next friday", "in fifteen minutes".
  package static var dates: [String] {
    let days = Lexicon.weekdays.keys.filter { $0.count > 5 }.sorted()
    let fixed = [
      "today", "tonight", "tomorrow", "tomorrow morning", "this afternoon", "this evening",
      "at noon", "at eight", "at eight thirty", "at five pm", "at nine am", "at half past eight",
      "in fifteen minutes", "in half an hour", "in an hour", "this weekend",
    ]
    return fixed + days.flatMap { ["on \($0)", "next \($0)"] }
  }
}
