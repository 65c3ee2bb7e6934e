/// Relates words that share a long beginning, for derived forms the stemmer leaves apart:
/// "louder" and "loud", "silence" and "silent", "scheduling" and "schedule".
///
/// ```swift
/// let index = PrefixIndex(stems: ["loud", "schedul"])
/// index.relatives(of: "louder", in: terms)  // the id of "loud"
/// ```
///
/// - Complexity: a lookup costs O(L) hash probes for a word of length L.
struct PrefixIndex: Sendable {
  /// The shortest shared beginning that relates two words.
  static let minimumLength = 4

  private var longer: [String: [Int32]] = [:]

  /// Files each stem under its beginnings of at least ``minimumLength`` letters, for words that
  /// are a beginning of longer stems.
  init(stems: [String]) {
    for (id, stem) in stems.enumerated() {
      let bytes = Array(stem.utf8)
      guard bytes.count > Self.minimumLength, bytes.count <= TypoIndex.longestWord else { continue }
      for length in Self.minimumLength..<bytes.count {
        let head = String(decoding: bytes[..<length], as: UTF8.self)
        longer[head, default: []].append(Int32(id))
      }
    }
  }

  /// The terms that begin with `word`, and the longest term that `word` begins with; the shared
  /// beginning is at least ``minimumLength`` letters and at least two thirds of the longer word.
  func relatives(of word: String, in terms: TermTable) -> [Int32] {
    let bytes = Array(word.utf8)
    guard bytes.count >= Self.minimumLength, bytes.count <= TypoIndex.longestWord else {
      return []
    }
    var found: [Int32] = []
    for id in longer[word] ?? [] where 3 * bytes.count >= 2 * terms.stems[Int(id)].utf8.count {
      found.append(id)
    }
    var length = bytes.count - 1
    while length >= Self.minimumLength && 3 * length >= 2 * bytes.count {
      if let id = terms.id(of: String(decoding: bytes[..<length], as: UTF8.self)) {
        found.append(id)
        break
      }
      length -= 1
    }
    return found
  }
}
