/// Finds the known word a misspelt one was probably meant to be, for "did you mean" hints.
///
/// Words are compared without case by optimal string alignment distance (an edit is an
/// insertion, deletion, substitution or swap of neighbours). A candidate is close enough when
/// the distance is at most a third of its length, and at least 1.
///
/// ```swift
/// SpellingSuggestion.closest(to: "surfce", among: ["surface", "now"])  // "surface"
/// SpellingSuggestion.closest(to: "time", among: ["surface", "now"])    // nil
/// ```
enum SpellingSuggestion {
  /// The closest candidate, or `nil` when none is close enough.
  ///
  /// - Parameters:
  ///   - word: What was written.
  ///   - candidates: The words that are known, in order of preference for ties.
  /// - Returns: The candidate to suggest, or `nil`.
  static func closest(to word: String, among candidates: [String]) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = self.distance(Array(word.lowercased()), Array(candidate.lowercased()))
      guard distance <= max(1, candidate.count / 3) else { continue }
      if best == nil || distance < best?.distance ?? .max { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// "; did you mean 'CANDIDATE'?" for the closest candidate, else `otherwise`.
  ///
  /// ```swift
  /// SpellingSuggestion.hint(for: "Flim", among: ["Film"])  // "; did you mean 'Film'?"
  /// ```
  static func hint(for word: String, among candidates: [String], otherwise: String = "")
    -> String
  {
    closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? otherwise
  }

  /// The optimal string alignment distance between two words.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
