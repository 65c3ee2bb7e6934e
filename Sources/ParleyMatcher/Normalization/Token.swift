/// One word of normalised text: folded, contraction-expanded and stemmed, with where it came from.
struct Token: Sendable, Hashable {
  /// The word folded to lower case without diacritics, for example "cafe" for "Café".
  let word: String
  /// The word's stem, for example "trail" for "trails"; a number word's stem is its digits.
  let stem: String
  /// Where the word is in the original text; expanded contractions share one range.
  let range: Range<String.Index>
  /// Whether the word is a filler that carries little meaning ("please", "hey", "the"), or an
  /// auxiliary ("have" of "have i paid").
  var isFiller: Bool
  /// The word as said, where it was read as another it misspells ("yesteray" read as
  /// "yesterday"; see `PhraseIndex.spelled(_:)`); `nil` for a word read as said.
  var misspelt: String?

  init(word: String, range: Range<String.Index>) {
    self.word = word
    self.stem = Lexicon.numberUnits[word].map { String($0) } ?? Stemmer.stem(word)
    self.range = range
    self.isFiller = FillerWords.contains(word)
  }
}
