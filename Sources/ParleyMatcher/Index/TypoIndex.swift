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

  private var buckets: [UInt64: [Int32]] = [:]
  private let stems: [String]
  /// Whether four-letter words may have one typo: two neighbouring letters swapped, not the first.
  private let shortWords: Bool
  /// The edits every word is filed with, whatever its length, for ``words(near:)``; `nil` when
  /// the length of a word decides (see ``EditDistance/allowedEdits(forLength:)``).
  private let fixedEdits: Int?

  /// Files every stem long enough to be allowed a typo.
  init(stems: [String], shortWords: Bool = false) {
    self.init(stems, shortWords: shortWords, fixedEdits: nil)
  }

  /// Files every one of `words` within `edits` (1 or 2) of itself, whatever its length, for
  /// ``words(near:)``: the caller decides which of the words it meets are typos.
  ///
  /// ```swift
  /// let verbs = TypoIndex(words: ["delete", "write"], edits: 1)
  /// verbs.words(near: "delte")  // [(term: 0, edits: 1)]
  /// ```
  init(words: [String], edits: Int) {
    self.init(words, shortWords: false, fixedEdits: edits)
  }

  private init(_ stems: [String], shortWords: Bool, fixedEdits: Int?) {
    self.stems = stems
    self.shortWords = shortWords
    self.fixedEdits = fixedEdits
    for (id, stem) in stems.enumerated() {
      let bytes = Array(stem.utf8)
      let allowed = fixedEdits ?? allowedEdits(forLength: bytes.count + 1)
      guard allowed > 0, bytes.count <= Self.longestWord else { continue }
      var keys: [UInt64] = []
      Self.forEachDeletion(of: bytes, upTo: allowed) { keys.append($0) }
      for key in Set(keys) { buckets[key, default: []].append(Int32(id)) }
    }
  }

  /// The terms within the typo distance allowed for the longer of `word` and the term,
  /// with their distance, excluding an exact match.
  func matches(of word: String) -> [(term: Int32, edits: Int)] {
    let bytes = Array(word.utf8)
    let allowed = allowedEdits(forLength: bytes.count + 1)
    guard allowed > 0 else { return [] }
    return candidates(of: bytes, upTo: allowed).compactMap { id in
      let stem = stems[Int(id)]
      let longer = max(stem.utf8.count, bytes.count)
      let limit = allowedEdits(forLength: longer)
      // Short words rarely have a typo in their first letter; "light" is not "night".
      if bytes.count <= 6 && stem.utf8.first != bytes.first { return nil }
      // A short word with a letter more or less is usually another word ("flood", "food"),
      // and a four-letter word with one letter changed too ("play", "plan"): there only two
      // swapped letters are a typo ("stpo").
      if shortWords && longer <= 5 && stem.utf8.count != bytes.count { return nil }
      if shortWords && longer == 4 && !Self.isSwap(bytes, Array(stem.utf8)) { return nil }
      guard stem != word, let edits = EditDistance.distance(word, stem, limit: limit), edits > 0
      else { return nil }
      return (id, edits)
    }
  }

  /// The words of an index made by ``init(words:edits:)`` within its edits of `word`, with
  /// their distance (0 for `word` itself), found without comparing `word` to every word.
  func words(near word: String) -> [(term: Int32, edits: Int)] {
    guard let allowed = fixedEdits else { return [] }
    return candidates(of: Array(word.utf8), upTo: allowed).compactMap { id in
      EditDistance.distance(word, stems[Int(id)], limit: allowed).map { (id, $0) }
    }
  }

  /// The terms filed under a hash of `bytes` or of a string up to `allowed` deletions from
  /// it, each once: those that may be within `allowed` edits of it.
  private func candidates(of bytes: [UInt8], upTo allowed: Int) -> [Int32] {
    guard bytes.count <= Self.longestWord else { return [] }
    var seen: [Int32] = []
    Self.forEachDeletion(of: bytes, upTo: allowed) { key in
      for id in buckets[key] ?? [] where !seen.contains(id) { seen.append(id) }
    }
    return seen
  }

  /// Whether `a` is `b` with two neighbouring letters swapped.
  private static func isSwap(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    let differing = a.indices.filter { a[$0] != b[$0] }
    return differing.count == 2 && differing[1] == differing[0] + 1
      && a[differing[0]] == b[differing[1]] && a[differing[1]] == b[differing[0]]
  }

  private func allowedEdits(forLength length: Int) -> Int {
    shortWords && length == 4 ? 1 : EditDistance.allowedEdits(forLength: length)
  }

  /// Calls `body` with the hash of `bytes` and of every sequence made by deleting up to
  /// `count` (1 or 2) of its bytes; a hash may come more than once.
  static func forEachDeletion(of bytes: [UInt8], upTo count: Int, _ body: (UInt64) -> Void) {
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
