/// A value for each of a few terms, found by binary search: the lookup the scorer makes for
/// every word of a request and every phrase it scores, without hashing.
///
/// ```swift
/// let shares = TermShares([12: 1, 40: 0.5])
/// shares[40]  // 0.5
/// shares[41]  // nil
/// ```
struct TermShares: Sendable {
  /// The terms, sorted.
  private let terms: [Int32]
  /// Each term's value, in the order of `terms`.
  private let values: [Double]

  /// The table of `values`, by term.
  init(_ values: [Int32: Double]) {
    let sorted = values.sorted { $0.key < $1.key }
    terms = sorted.map(\.key)
    self.values = sorted.map(\.value)
  }

  /// The value of `term`, or `nil` when it has none.
  ///
  /// - Complexity: O(log *n*) for *n* terms.
  subscript(term: Int32) -> Double? {
    let low = terms.partitionPoint { $0 < term }
    return low < terms.count && terms[low] == term ? values[low] : nil
  }
}
