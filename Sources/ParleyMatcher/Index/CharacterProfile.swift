import Foundation

/// The letter trigrams of each intent's phrases, weighted TF-IDF: a second, sub-word view of
/// how close an utterance is to an intent, which catches related word forms no stemmer joins
/// ("alarms"/"alarm" aside, "cooking"/"cook", "rainy"/"rain", compounds).
struct CharacterProfile: Sendable {
  /// Each group's unit vector: its trigrams, sorted, with their weights.
  private let vectors: [[(trigram: UInt64, weight: Float)]]
  /// Every trigram the groups use, sorted, and its inverse document frequency over groups.
  private let idfTrigrams: [UInt64]
  private let idfValues: [Float]
  /// The weight of a trigram no group uses.
  private let unknownIDF: Float
  /// For each trigram of `idfTrigrams`, the groups whose vectors hold it, with its weight
  /// there.
  private let postings: [[(group: Int, weight: Float)]]

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
    let sorted = idf.sorted { $0.key < $1.key }
    idfTrigrams = sorted.map(\.key)
    idfValues = sorted.map(\.value)
    unknownIDF = log(groups + 1) + 1
    var postings = [[(group: Int, weight: Float)]](repeating: [], count: sorted.count)
    for (group, vector) in vectors.enumerated() {
      for entry in vector {
        if let place = Self.place(of: entry.trigram, in: idfTrigrams) {
          postings[place].append((group, entry.weight))
        }
      }
    }
    self.postings = postings
  }

  /// The distinct letter trigrams of `words`, sorted, each with its log-scaled count
  /// (1 + log n): the part of an utterance's vector every profile shares.
  static func trigramCounts(of words: [String]) -> [(trigram: UInt64, count: Float)] {
    var trigrams: [UInt64] = []
    trigrams.reserveCapacity(64)
    for word in words { appendTrigrams(of: word, to: &trigrams) }
    trigrams.sort()
    var counts: [(trigram: UInt64, count: Float)] = []
    var start = 0
    while start < trigrams.count {
      var end = start + 1
      while end < trigrams.count && trigrams[end] == trigrams[start] { end += 1 }
      counts.append((trigrams[start], 1 + log(Float(end - start))))
      start = end
    }
    return counts
  }

  /// The cosine similarity of an utterance, given by its ``trigramCounts(of:)``, to each of
  /// `groups`, in their order.
  ///
  /// Each group's products are added in the order of the utterance's trigrams, as a merge of
  /// the two sorted vectors would add them, through the groups holding each trigram.
  ///
  /// - Complexity: O(*u* × (log *t* + *p*)) for *u* trigrams in the utterance, *t* trigrams
  ///   in the groups and at most *p* groups holding one.
  func similarities(of counts: [(trigram: UInt64, count: Float)], to groups: [Int]) -> [Double] {
    let places = counts.map { Self.place(of: $0.trigram, in: idfTrigrams) }
    let entries = zip(counts, places).map { count, place in
      (count.trigram, count.count * (place.map { idfValues[$0] } ?? unknownIDF))
    }
    let query = Self.unit(entries, sorted: true)
    var sums = [Float](repeating: 0, count: vectors.count)
    for (entry, place) in zip(query, places) {
      guard let place else { continue }
      for posting in postings[place] { sums[posting.group] += entry.weight * posting.weight }
    }
    return groups.map { vectors.indices.contains($0) ? Double(sums[$0]) : 0 }
  }

  /// `entries` sorted by trigram and scaled to unit length.
  private static func unit(_ entries: [(UInt64, Float)], sorted: Bool = false)
    -> [(trigram: UInt64, weight: Float)]
  {
    // Sorted before summing, so the norm (and every score after it) is the same in every run.
    let ordered = sorted ? entries : entries.sorted { $0.0 < $1.0 }
    let norm = sqrt(ordered.reduce(0) { $0 + $1.1 * $1.1 })
    guard norm > 0 else { return [] }
    return ordered.map { (trigram: $0.0, weight: $0.1 / norm) }
  }

  /// The place of `trigram` in `trigrams` (sorted), found by binary search, or `nil` when it
  /// is not there.
  private static func place(of trigram: UInt64, in trigrams: [UInt64]) -> Int? {
    let low = trigrams.partitionPoint { $0 < trigram }
    return low < trigrams.count && trigrams[low] == trigram ? low : nil
  }

  private static func addTrigrams(of word: String, to counts: inout [UInt64: Float]) {
    var trigrams: [UInt64] = []
    appendTrigrams(of: word, to: &trigrams)
    for trigram in trigrams { counts[trigram, default: 0] += 1 }
  }

  /// Appends the letter trigrams of `word`, with `#` marking its two ends.
  private static func appendTrigrams(of word: String, to trigrams: inout [UInt64]) {
    var previous: (UInt64, UInt64) = (35, 35)
    var length = 0
    for scalar in word.unicodeScalars {
      let value = UInt64(scalar.value)
      if length >= 1 { trigrams.append(previous.0 << 42 | previous.1 << 21 | value) }
      previous = (previous.1, value)
      length += 1
    }
    if length >= 1 { trigrams.append(previous.0 << 42 | previous.1 << 21 | 35) }
  }
}
