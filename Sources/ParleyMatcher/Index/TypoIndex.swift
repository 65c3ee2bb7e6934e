/// Finds the terms within typo distance of a word without comparing it to every term, through
/// deletion neighbourhoods: each term is filed under itself and every string one deletion away
/// (two for words of 8 letters or more, which may meet words of 9); a word looks up its own deletions the same way and
/// checks the few terms it meets.
///
/// ```swift
/// let index = TypoIndex(stems: ["condition", "favorit"])
/// index.matches(of: "condtion")  // [(term: 0, edits: 1)]
/// ```
///
/// - Complexity: a lookup costs O(L²) hash probes for a word of length L, whatever the number
///   of terms.
struct TypoIndex: Sendable {
  private var buckets: [String: [Int32]] = [:]
  private let stems: [String]

  /// Files every stem with at least four letters; shorter words get no typo tolerance.
  init(stems: [String]) {
    self.stems = stems
    for (id, stem) in stems.enumerated() {
      let allowed = EditDistance.allowedEdits(forLength: stem.utf8.count + 1)
      guard allowed > 0 else { continue }
      for key in Self.deletions(of: stem, upTo: allowed) {
        buckets[key, default: []].append(Int32(id))
      }
    }
    for key in buckets.keys {
      if let ids = buckets[key], ids.count > 1 {
        buckets[key] = Array(Set(ids)).sorted()
      }
    }
  }

  /// The terms within the typo distance allowed for `word`'s length, with their distance,
  /// excluding an exact match.
  func matches(of word: String) -> [(term: Int32, edits: Int)] {
    let allowed = EditDistance.allowedEdits(forLength: word.utf8.count + 1)
    guard allowed > 0 else { return [] }
    var seen = Set<Int32>()
    var found: [(term: Int32, edits: Int)] = []
    for key in Self.deletions(of: word, upTo: allowed) {
      guard let ids = buckets[key] else { continue }
      for id in ids where seen.insert(id).inserted {
        let stem = stems[Int(id)]
        let longer = max(stem.utf8.count, word.utf8.count)
        let limit = EditDistance.allowedEdits(forLength: longer)
        if stem != word, let edits = EditDistance.distance(word, stem, limit: limit), edits > 0 {
          found.append((id, edits))
        }
      }
    }
    return found
  }

  /// `word` and every string made by deleting up to `count` of its letters.
  static func deletions(of word: String, upTo count: Int) -> Set<String> {
    var result: Set<String> = [word]
    var frontier: [[UInt8]] = [Array(word.utf8)]
    for _ in 0..<count {
      var next: [[UInt8]] = []
      for bytes in frontier where bytes.count > 1 {
        for position in bytes.indices {
          var shorter = bytes
          shorter.remove(at: position)
          let key = String(decoding: shorter, as: UTF8.self)
          if result.insert(key).inserted { next.append(shorter) }
        }
      }
      frontier = next
    }
    return result
  }
}
