/// Words that are values rather than requests: numbers, weekdays, months, "today", "am".
///
/// They tell little about which phrase is meant ("remove my four am alarm" and "set an alarm
/// for four" share "four" by chance), so they weigh little when phrases are compared.
enum ValueWords {
  private static let words: Set<String> = Set(Lexicon.weekdays.keys)
    .union(Lexicon.months.keys)
    .union(["today", "tonight", "tomorrow", "yesterday", "am", "pm", "oclock", "noon", "midnight"])

  /// Whether a folded word or stem is a value word.
  static func contains(_ word: String) -> Bool {
    if let first = word.utf8.first, first >= 0x30 && first <= 0x39 { return true }
    return words.contains(word) || Lexicon.numberTens[word] != nil
      || Lexicon.numberScales[word] != nil
  }

  /// How much a value word weighs compared with another word of the same rarity.
  static var weightFactor: Double { MatcherSettings.shared.valueWordFactor }
}
