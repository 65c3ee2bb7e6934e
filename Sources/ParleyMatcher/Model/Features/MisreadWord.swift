/// 1 when the phrase's slot holds a name read through a typo from words that are all words of
/// their own, else 0: "text mom that i'm running late" reads "late" as "latte" one letter
/// off, but "late" is an English word, and a word said as it is spelt is seldom a misspelling.
/// "get conditions for bear crek" reads "crek", which is no word, and is not counted.
///
/// Whether a word is a word of its own is what the word vectors know as a whole word, not as
/// pieces of one (see `WordVectors`), as the misspelling reader decides it.
struct MisreadWord: CandidateFeature {
  static let name = "misread_word"
  static let direction = WeightDirection.falling
  static func value(_ context: CandidateContext) -> Double {
    context.slotReadFromWords ? 1 : 0
  }
}
