/// A value for each of a few terms, found by one multiplication and, most often, one probe: the
/// lookup the scorer makes for every word of a request and every phrase it scores.
///
/// The terms are kept in a table of twice as many places or more, each at the place its
/// multiplicative hash (Fibonacci hashing) names or the first free one after it, so a lookup
/// reads a few neighbouring places and never calls Swift's hasher.
///
/// ```swift
/// let shares = TermMap([12: 1.0, 40: 0.5])
/// shares[40]  // 0.5
/// shares[41]  // nil
/// ```
struct TermMap<Value: Sendable>: Sendable {
  /// Each place's term, or `free`.
  private let keys: [Int32]
  /// Each place's value, where `keys` holds a term.
  private let values: [Value?]
  /// How far a hash is shifted to name a place: 32 less the table's size in bits.
  private let shift: UInt32

  /// The mark of a place that holds no term; no term of a catalog (see `TermTable`) is
  /// negative.
  private static var free: Int32 { .min }

  /// The table of `values`, by term.
  init(_ values: [Int32: Value]) {
    // In term order, so the table is the same in every process.
    self.init(entries: values.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
  }

  /// The table of `entries`, whose terms are distinct.
  init(entries: [(term: Int32, value: Value)]) {
    var bits: UInt32 = 1
    while 1 << bits < 2 * entries.count { bits += 1 }
    shift = 32 - bits
    var keys = [Int32](repeating: Self.free, count: 1 << bits)
    var placed = [Value?](repeating: nil, count: 1 << bits)
    for (term, value) in entries {
      precondition(term != Self.free, "a catalog's terms are never negative")
      var place = Self.place(of: term, shift: shift)
      while keys[place] != Self.free { place = (place + 1) & (keys.count - 1) }
      keys[place] = term
      placed[place] = value
    }
    self.keys = keys
    self.values = placed
  }

  /// The value of `term`, or `nil` when it has none.
  ///
  /// - Complexity: O(1) expected: at most half the places hold a term.
  subscript(term: Int32) -> Value? {
    var place = Self.place(of: term, shift: shift)
    while true {
      let key = keys[place]
      if key == term { return values[place] }
      if key == Self.free { return nil }
      place = (place + 1) & (keys.count - 1)
    }
  }

  private static func place(of term: Int32, shift: UInt32) -> Int {
    Int((UInt32(bitPattern: term) &* 0x9E37_79B9) >> shift)
  }
}

/// Each term's share of an intent group's phrases (see `PhraseIndex.groupProfiles`).
typealias TermShares = TermMap<Double>
