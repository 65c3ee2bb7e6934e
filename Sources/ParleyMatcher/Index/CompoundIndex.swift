/// Relates a word to the compound phrase words it ends: "card" to "flashcard", "list" to
/// "checklist". A person says the short word for the compound ("make a new card" for "Make a
/// new flashcard"), so it is a close word of the compound, not a name for a slot.
///
/// ```swift
/// let index = CompoundIndex(stems: ["flashcard", "card"])
/// index.compounds(endingWith: "card")  // [0], the id of "flashcard"
/// ```
///
/// - Complexity: a lookup is one hash probe.
struct CompoundIndex: Sendable {
  /// The fewest letters each part of a compound has: "flash" and "card", "check" and "list".
  static let minimumPart = 4

  private var byTail: [String: [Int32]] = [:]

  /// Files each stem under its endings that leave at least ``minimumPart`` letters before them
  /// and have at least as many themselves.
  init(stems: [String]) {
    for (id, stem) in stems.enumerated() {
      let bytes = Array(stem.utf8)
      guard bytes.count >= 2 * Self.minimumPart, bytes.count <= TypoIndex.longestWord else {
        continue
      }
      for start in Self.minimumPart...(bytes.count - Self.minimumPart) {
        let tail = String(decoding: bytes[start...], as: UTF8.self)
        byTail[tail, default: []].append(Int32(id))
      }
    }
  }

  /// The terms whose stems end with `stem` after a part of at least ``minimumPart`` letters.
  func compounds(endingWith stem: String) -> [Int32] {
    byTail[stem] ?? []
  }
}
