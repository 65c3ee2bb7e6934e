/// The catalog terms an utterance's tokens match, laid out for the loops that read them for
/// every scored phrase: by token, end to end, and by term.
///
/// ```swift
/// let table = MatchTable([[latte], [], [large, largeTypo]])
/// table.flat[table.offsets[2]..<table.offsets[3]]  // the third token's matches
/// table.forEachMatch(of: large.term) { token, match in … }  // token 2, `large`
/// ```
struct MatchTable: Sendable {
  /// Each token's matches, end to end, in token order.
  let flat: [UtteranceAnalysis.TermMatch]
  /// Where each token's matches start in `flat`; one more entry marks the end.
  let offsets: [Int]
  /// Each match's term, token and place in `flat`, sorted by term and then by place.
  private let byTerm: [(term: Int32, token: Int, place: Int)]
  /// Where each term's matches start in `byTerm`.
  private let starts: TermMap<Int>

  /// The table of `matches`, one list for each token.
  ///
  /// - Complexity: O(*m* log *m*) for *m* matches.
  init(_ matches: [[UtteranceAnalysis.TermMatch]]) {
    flat = matches.flatMap { $0 }
    var offsets = [0]
    offsets.reserveCapacity(matches.count + 1)
    var byTerm: [(term: Int32, token: Int, place: Int)] = []
    byTerm.reserveCapacity(flat.count)
    for (token, found) in matches.enumerated() {
      for match in found { byTerm.append((match.term, token, byTerm.count)) }
      offsets.append(byTerm.count)
    }
    byTerm.sort { ($0.term, $0.place) < ($1.term, $1.place) }
    var starts: [(term: Int32, value: Int)] = []
    for (place, entry) in byTerm.enumerated()
    where place == 0 || byTerm[place - 1].term != entry.term {
      starts.append((entry.term, place))
    }
    self.starts = TermMap(entries: starts)
    self.offsets = offsets
    self.byTerm = byTerm
  }

  /// Calls `body` with each match of `term` and its token, in the order of the tokens (and of
  /// a token's matches): the order a scan of every token's matches meets them.
  ///
  /// - Complexity: O(*k*) expected, for *k* matches of `term`.
  func forEachMatch(
    of term: Int32, _ body: (_ token: Int, _ match: UtteranceAnalysis.TermMatch) -> Void
  ) {
    guard var low = starts[term] else { return }
    while low < byTerm.count && byTerm[low].term == term {
      body(byTerm[low].token, flat[byTerm[low].place])
      low += 1
    }
  }
}
