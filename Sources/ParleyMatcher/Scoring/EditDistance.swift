/// Typo distance between words: optimal string alignment (Levenshtein plus transpositions),
/// and how many typos a word of a given length may have.
enum EditDistance {
  /// How many edits a word of `length` letters may contain and still count as that word:
  /// none up to 4 letters, 1 up to 8, 2 from 9. Two words compare at the longer one's length.
  /// Whether `a` is `b` with two neighbouring letters swapped ("form" and "from").
  static func isSwap(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    let differing = a.indices.filter { a[$0] != b[$0] }
    return differing.count == 2 && differing[1] == differing[0] + 1
      && a[differing[0]] == b[differing[1]] && a[differing[1]] == b[differing[0]]
  }

  static func allowedEdits(forLength length: Int) -> Int {
    length <= 4 ? 0 : (length <= 8 ? 1 : 2)
  }

  /// The match quality of a word with `edits` typos: 1 for none, and for one or more the
  /// settings `one_typo_similarity` and `two_typo_similarity` (see ``MatcherSettings``), below
  /// a word said right and above a word of a similar meaning.
  static func similarity(edits: Int) -> Double {
    edits == 0
      ? 1
      : (edits == 1
        ? MatcherSettings.shared.oneTypoSimilarity : MatcherSettings.shared.twoTypoSimilarity)
  }

  /// The distance between `a` and `b`, or `nil` when it exceeds `limit`.
  ///
  /// - Complexity: O(|a| × |b|), stopping early once every path exceeds `limit`.
  static func distance(_ a: String, _ b: String, limit: Int) -> Int? {
    let x = Array(a.utf8)
    let y = Array(b.utf8)
    if abs(x.count - y.count) > limit { return nil }
    if x.isEmpty || y.isEmpty {
      return max(x.count, y.count) <= limit ? max(x.count, y.count) : nil
    }
    var before = [Int](repeating: 0, count: y.count + 1)
    var previous = Array(0...y.count)
    var current = [Int](repeating: 0, count: y.count + 1)
    for i in 1...x.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...y.count {
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1 && j > 1 && x[i - 1] == y[j - 2] && x[i - 2] == y[j - 1] {
          value = min(value, before[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return nil }
      (before, previous, current) = (previous, current, before)
    }
    let result = previous[y.count]
    return result <= limit ? result : nil
  }
}
