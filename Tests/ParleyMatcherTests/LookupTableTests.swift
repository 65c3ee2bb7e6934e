import Testing

@testable import ParleyMatcher

/// The tables the scorer reads for every phrase give what a scan would: the matches of a term
/// in the order a scan of the tokens meets them, and a term's value or none.
@Suite struct LookupTableTests {
  private func match(_ term: Int32, _ similarity: Double = 1) -> UtteranceAnalysis.TermMatch {
    UtteranceAnalysis.TermMatch(term: term, similarity: similarity, how: .exact)
  }

  @Test func aTermsMatchesComeInTheOrderOfTheTokens() {
    let table = MatchTable([
      [match(7), match(3, 0.85)], [], [match(3)], [match(9), match(3, 0.7)],
    ])
    var found: [(token: Int, similarity: Double)] = []
    table.forEachMatch(of: 3) { token, match in found.append((token, match.similarity)) }
    #expect(found.map(\.token) == [0, 2, 3])
    #expect(found.map(\.similarity) == [0.85, 1, 0.7])
    var none = 0
    table.forEachMatch(of: 4) { _, _ in none += 1 }
    #expect(none == 0)
    #expect(table.offsets == [0, 2, 2, 3, 5])
    #expect(table.flat[table.offsets[3]..<table.offsets[4]].map(\.term) == [9, 3])
  }

  @Test func aTermHasItsValueAndAnotherNone() {
    let shares = TermShares([40: 0.5, 12: 1, 7: 0.25])
    #expect(shares[12] == 1)
    #expect(shares[40] == 0.5)
    #expect(shares[7] == 0.25)
    #expect(shares[13] == nil)
    #expect(shares[0] == nil)
    #expect(shares[41] == nil)
    #expect(TermShares([:])[1] == nil)
  }

  @Test(arguments: [1, 2, 3, 64, 65, 1000])
  func aTableOfManyTermsFindsWhatADictionaryFinds(count: Int) {
    // Terms that share their low bits, so that many of them ask for the same place.
    var values: [Int32: Int] = [:]
    for place in 0..<count { values[Int32(place * 1024 + place % 3)] = place }
    let table = TermMap(values)
    let wrong = (Int32(-2)...Int32(count * 1024 + 4)).filter { table[$0] != values[$0] }
    #expect(wrong.isEmpty)
  }

  @Test func theFirstEntryNotBelowAKeyIsFoundInASortedTable() {
    let sorted = [2, 3, 5, 5, 7]
    #expect(sorted.partitionPoint { $0 < 5 } == 2)
    #expect(sorted.partitionPoint { $0 < 1 } == 0)
    #expect(sorted.partitionPoint { $0 < 9 } == 5)
    #expect([Int]().partitionPoint { $0 < 1 } == 0)
  }
}
