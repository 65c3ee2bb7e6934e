/// Reads ordinals from normalised words: "second", "2nd", "twenty first", "number two".
///
/// ```swift
/// OrdinalReader.read(["the", "second", "one"])  // 2
/// ```
enum OrdinalReader {

  /// The words an ordinal can start with besides digits; any other word is rejected at once.
  private static let startWords: Set<String> = Set(Lexicon.ordinalWords.keys).union(
    Lexicon.numberTens.keys
  )
  .union(Lexicon.ordinalMarkers)

  /// The ordinal at `words[start]`, with how many words it spans.
  static func read(_ words: [String], at start: Int) -> (value: Int, count: Int)? {
    guard start < words.count else { return nil }
    let word = words[start]
    guard let first = word.utf8.first else { return nil }
    guard first >= 0x30 && first <= 0x39 || startWords.contains(word) else { return nil }
    if let value = single(word) { return (value, 1) }
    if let ten = Lexicon.numberTens[word], start + 1 < words.count,
      let unit = single(words[start + 1]), unit < 10
    {
      return (ten + unit, 2)
    }
    if Lexicon.ordinalMarkers.contains(word), let number = NumberReader.read(words, at: start + 1),
      let position = Int(exactly: number.value), position >= 1
    {
      return (position, number.count + 1)
    }
    return nil
  }

  /// The first ordinal anywhere in `words`.
  static func first(in words: [String]) -> Int? {
    for start in words.indices {
      if let found = read(words, at: start) { return found.value }
    }
    return nil
  }

  private static func single(_ word: String) -> Int? {
    if let value = Lexicon.ordinalWords[word] { return value }
    for suffix in Lexicon.ordinalSuffixes where word.hasSuffix(suffix) {
      if let value = Int(word.dropLast(2)), value >= 1 { return value }
    }
    return nil
  }
}
