/// How closely an answer says a name, for choices: a weighted mean of how much of the name is
/// said and how much of the answer is the name, words matching exactly, by stem, with a typo, or as a
/// beginning of at least three letters.
enum NameSimilarity {
  /// The share of the score that is how much of the name is said; the rest is how much of
  /// the answer is the name.
  static var coverageShare: Double { MatcherSettings.shared.nameCoverageShare }
  /// How closely a word says a longer word it begins ("straw" of "strawberry"): the beginning
  /// may be of another word.
  static var prefixSimilarity: Double { MatcherSettings.shared.namePrefixSimilarity }

  /// A score from 0 to 1; 1 means the answer is the name, give or take fillers and stems.
  static func score(answer: [Token], name: [Token]) -> Double {
    let nameWords = name.filter { !$0.isFiller }
    let answerWords = answer.filter { !$0.isFiller }
    guard !nameWords.isEmpty, !answerWords.isEmpty else { return 0 }
    var used = Set<Int>()
    var gained = 0.0
    for word in nameWords {
      var best: (index: Int, similarity: Double)?
      for (index, said) in answerWords.enumerated() where !used.contains(index) {
        let similarity = similarity(said, word)
        if similarity > (best?.similarity ?? 0) { best = (index, similarity) }
      }
      if let best {
        used.insert(best.index)
        gained += best.similarity
      }
    }
    let coverage = gained / Double(nameWords.count)
    let precision = gained / Double(answerWords.count)
    return coverageShare * coverage + (1 - coverageShare) * precision
  }

  private static func similarity(_ said: Token, _ word: Token) -> Double {
    if said.stem == word.stem { return 1 }
    let limit = EditDistance.allowedEdits(forLength: max(said.stem.count, word.stem.count))
    if limit > 0, max(said.stem.utf8.count, word.stem.utf8.count) <= TypoIndex.longestWord,
      let edits = EditDistance.distance(said.stem, word.stem, limit: limit)
    {
      return EditDistance.similarity(edits: edits)
    }
    if said.word.count >= 3 && word.word.hasPrefix(said.word) { return prefixSimilarity }
    return 0
  }
}
