/// Finds the terms within typo distance of a word without comparing it to every term, through
/// deletion neighbourhoods: each term is filed under a hash of itself and of every string one
/// deletion away (two for words of 8 letters or more, which may meet words of 9); a word looks
/// up its own deletions the same way and checks the few terms it meets with
/// ``EditDistance/distance(_:_:limit:)``.
///
/// ```swift
/// let index = TypoIndex(stems: ["condition", "favorit"])
/// index.matches(of: "condtion")  // [(term: 0, edits: 1)]
/// ```
///
/// - Complexity: a lookup costs O(L²) hash probes for a word of length L (no strings are
///   built), whatever the number of terms.
struct TypoIndex: Sendable {
  /// Words longer than this (in UTF-8 bytes) get no typo tolerance, which keeps the cost of a
  /// pathological input, such as a thousand letters without a space, linear.
  static let longestWord = 24

  private let neighbourhoods: DeletionNeighbourhoods
  private let stems: [String]
  /// Whether four-letter words may have one typo: two neighbouring letters swapped, not the first.
  private let shortWords: Bool

  /// Files every stem long enough to be allowed a typo.
  init(stems: [String], shortWords: Bool = false) {
    self.stems = stems
    self.shortWords = shortWords
    var neighbourhoods = DeletionNeighbourhoods()
    for (id, stem) in stems.enumerated() {
      let bytes = Array(stem.utf8)
      let allowed = Self.allowedEdits(forLength: bytes.count + 1, shortWords: shortWords)
      neighbourhoods.file(Int32(id), bytes, edits: allowed)
    }
    self.neighbourhoods = neighbourhoods
  }

  /// The terms within the typo distance allowed for the longer of `word` and the term,
  /// with their distance, excluding an exact match.
  func matches(of word: String) -> [(term: Int32, edits: Int)] {
    let bytes = Array(word.utf8)
    let allowed = Self.allowedEdits(forLength: bytes.count + 1, shortWords: shortWords)
    guard allowed > 0 else { return [] }
    return neighbourhoods.candidates(of: bytes, upTo: allowed).compactMap { id in
      let stem = stems[Int(id)]
      let longer = max(stem.utf8.count, bytes.count)
      let limit = Self.allowedEdits(forLength: longer, shortWords: shortWords)
      // Short words rarely have a typo in their first letter; "light" is not "night".
      if bytes.count <= 6 && stem.utf8.first != bytes.first { return nil }
      // A short word with a letter more or less is usually another word ("flood", "food"),
      // and a four-letter word with one letter changed too ("play", "plan"): there only two
      // swapped letters are a typo ("stpo").
      if shortWords && longer <= 5 && stem.utf8.count != bytes.count { return nil }
      if shortWords && longer == 4 && !EditDistance.isSwap(bytes, Array(stem.utf8)) { return nil }
      guard stem != word, let edits = EditDistance.distance(word, stem, limit: limit), edits > 0
      else { return nil }
      return (id, edits)
    }
  }

  private static func allowedEdits(forLength length: Int, shortWords: Bool) -> Int {
    shortWords && length == 4 ? 1 : EditDistance.allowedEdits(forLength: length)
  }
}

/// Finds the words within a fixed number of edits of a word, whatever their length, through
/// the same deletion neighbourhoods as ``TypoIndex``: the caller decides which of the words it
/// meets are typos (a request's misspelt verb, for one).
///
/// ```swift
/// let verbs = NearWordIndex(words: ["delete", "write"], edits: 1)
/// verbs.words(near: "delte")  // [(word: 0, edits: 1)]
/// ```
struct NearWordIndex: Sendable {
  private let neighbourhoods: DeletionNeighbourhoods
  private let words: [String]
  private let edits: Int

  /// Files every one of `words` within `edits` (1 or 2) of itself.
  init(words: [String], edits: Int) {
    self.words = words
    self.edits = edits
    var neighbourhoods = DeletionNeighbourhoods()
    for (id, word) in words.enumerated() {
      neighbourhoods.file(Int32(id), Array(word.utf8), edits: edits)
    }
    self.neighbourhoods = neighbourhoods
  }

  /// The words within the index's edits of `word`, by their place among the words filed, with
  /// their distance (0 for `word` itself).
  func words(near word: String) -> [(word: Int32, edits: Int)] {
    neighbourhoods.candidates(of: Array(word.utf8), upTo: edits).compactMap { id in
      EditDistance.distance(word, words[Int(id)], limit: edits).map { (id, $0) }
    }
  }
}

/// Ids filed under a hash of a word and of every string up to one or two deletions from it.
/// Two words within k edits share a string k deletions from each, so a word's own deletions
/// meet every id filed within its reach, and a few more that a distance check rules out.
struct DeletionNeighbourhoods: Sendable {
  private var buckets: [UInt64: [Int32]] = [:]

  /// Files `id` under `bytes` and its deletions up to `edits`; a word longer than
  /// ``TypoIndex/longestWord``, or allowed no edit, is not filed.
  mutating func file(_ id: Int32, _ bytes: [UInt8], edits: Int) {
    guard edits > 0, bytes.count <= TypoIndex.longestWord else { return }
    var keys: [UInt64] = []
    Self.forEachDeletion(of: bytes, upTo: edits) { keys.append($0) }
    for key in Set(keys) { buckets[key, default: []].append(id) }
  }

  /// The ids filed under a hash of `bytes` or of a string up to `allowed` deletions from
  /// it, each once: those that may be within `allowed` edits of it.
  func candidates(of bytes: [UInt8], upTo allowed: Int) -> [Int32] {
    guard bytes.count <= TypoIndex.longestWord else { return [] }
    var seen: [Int32] = []
    Self.forEachDeletion(of: bytes, upTo: allowed) { key in
      for id in buckets[key] ?? [] where !seen.contains(id) { seen.append(id) }
    }
    return seen
  }

  /// Calls `body` with the hash of `bytes` and of every sequence made by deleting up to
  /// `count` (1 or 2) of its bytes; a hash may come more than once.
  private static func forEachDeletion(
    of bytes: [UInt8], upTo count: Int, _ body: (UInt64) -> Void
  ) {
    body(hash(bytes, skipping: -1, -1))
    guard bytes.count > 1 else { return }
    for first in bytes.indices {
      body(hash(bytes, skipping: first, -1))
      guard count >= 2, bytes.count > 2 else { continue }
      for second in (first + 1)..<bytes.count {
        body(hash(bytes, skipping: first, second))
      }
    }
  }

  /// FNV-1a over `bytes` without the bytes at two positions (-1 for none), plus the length.
  private static func hash(_ bytes: [UInt8], skipping first: Int, _ second: Int) -> UInt64 {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325
    var length: UInt64 = 0
    for index in bytes.indices where index != first && index != second {
      value = (value ^ UInt64(bytes[index])) &* 0x100_0000_01B3
      length += 1
    }
    return value ^ (length &* 0x9E37_79B9_7F4A_7C15)
  }
}
