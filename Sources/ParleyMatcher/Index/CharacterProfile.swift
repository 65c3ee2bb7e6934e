import Foundation

/// The letter trigrams of each intent's phrases, weighted TF-IDF: a second, sub-word view of
/// how close an utterance is to an intent, which catches related word forms no stemmer joins
/// ("alarms"/"alarm" aside, "cooking"/"cook", "rainy"/"rain", compounds).
struct CharacterProfile: Sendable {
  /// Each group's unit vector: its trigrams, sorted, with their weights.
  private let vectors: [[(trigram: UInt64, weight: Float)]]
  /// The inverse document frequency of each trigram over groups.
  private let idf: [UInt64: Float]
  /// The weight of a trigram no group uses.
  private let unknownIDF: Float

  /// Builds the profile from each group's phrase words.
  ///
  /// - Complexity: O(*n* log *n*) for *n* letters of phrase text.
  init(groupWords: [[String]]) {
    var counts = [[UInt64: Float]](repeating: [:], count: groupWords.count)
    var documents: [UInt64: Int] = [:]
    for (group, words) in groupWords.enumerated() {
      for word in words { Self.addTrigrams(of: word, to: &counts[group]) }
      for trigram in counts[group].keys { documents[trigram, default: 0] += 1 }
    }
    let groups = Float(max(groupWords.count, 1))
    var idf: [UInt64: Float] = [:]
    for (trigram, count) in documents { idf[trigram] = log((groups + 1) / Float(count + 1)) + 1 }
    vectors = counts.map { vector in
      Self.unit(vector.map { ($0.key, (1 + log($0.value)) * (idf[$0.key] ?? 1)) })
    }
    self.idf = idf
    unknownIDF = log(groups + 1) + 1
  }

  /// The cosine similarity of `words` to each of `groups`, in their order.
  ///
  /// - Complexity: O(*g* × (*u* + *v*)) for *g* groups of at most *v* trigrams and *u*
  ///   trigrams in `words`.
  func similarities(of words: [String], to groups: [Int]) -> [Double] {
    var counts: [UInt64: Float] = [:]
    for word in words { Self.addTrigrams(of: word, to: &counts) }
    let query = Self.unit(
      counts.map { ($0.key, (1 + log($0.value)) * (idf[$0.key] ?? unknownIDF)) })
    return groups.map { group in
      guard vectors.indices.contains(group) else { return 0 }
      let vector = vectors[group]
      var sum: Float = 0
      var left = 0
      var right = 0
      while left < query.count && right < vector.count {
        if query[left].trigram == vector[right].trigram {
          sum += query[left].weight * vector[right].weight
          left += 1
          right += 1
        } else if query[left].trigram < vector[right].trigram {
          left += 1
        } else {
          right += 1
        }
      }
      return Double(sum)
    }
  }

  /// `entries` sorted by trigram and scaled to unit length.
  private static func unit(_ entries: [(UInt64, Float)]) -> [(trigram: UInt64, weight: Float)] {
    let norm = sqrt(entries.reduce(0) { $0 + $1.1 * $1.1 })
    guard norm > 0 else { return [] }
    return entries.sorted { $0.0 < $1.0 }.map { (trigram: $0.0, weight: $0.1 / norm) }
  }

  private static func addTrigrams(of word: String, to counts: inout [UInt64: Float]) {
    let scalars = [UInt64(35)] + word.unicodeScalars.map { UInt64($0.value) } + [UInt64(35)]
    guard scalars.count >= 3 else { return }
    for start in 0...(scalars.count - 3) {
      let key = scalars[start] << 42 | scalars[start + 1] << 21 | scalars[start + 2]
      counts[key, default: 0] += 1
    }
  }
}
