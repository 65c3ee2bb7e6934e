import Foundation
import Testing

@testable import ParleyMatcher

/// Numbers offered as alternatives ("two or three") are kept as said, never taken as the first.
@Suite struct AlternativeNumberTests {
  private func values(_ utterance: String) -> [String: String] {
    ValueExtractionTests.index.bestValues(utterance)
  }

  @Test(arguments: [
    ("order two or three lattes with brew", "two or three"),
    ("order 2 to 3 lattes with brew", "2 to 3"),
    ("order between 2 and 4 lattes with brew", "between 2 and 4"),
  ])
  func alternativesAreKeptAsSaid(_ utterance: String, _ said: String) throws {
    #expect(values(utterance)["quantity"] == said)
    let best = try #require(
      ValueExtractionTests.index.match(
        utterance, options: MatchOptions(now: ValueExtractionTests.now)
      )
      .best)
    #expect(best.unusedWords.isEmpty)
  }

  @Test func oneNumberIsNoAlternative() {
    #expect(values("order two lattes with brew")["quantity"] == "2")
    #expect(values("order 2.5 lattes with brew")["quantity"] == "2.5")
  }

  @Test func spokenAlternatives() {
    #expect(SpokenValue.alternatives(in: "two or three") == [2, 3])
    #expect(SpokenValue.alternatives(in: "maybe 2 or 3 please") == [2, 3])
    #expect(SpokenValue.alternatives(in: "between 2 and 4") == [2, 4])
    #expect(SpokenValue.alternatives(in: "1.5 to 2") == [1.5, 2])
    #expect(SpokenValue.alternatives(in: "three") == nil)
    #expect(SpokenValue.alternatives(in: "two and a half") == nil)
    #expect(SpokenValue.alternatives(in: "from 2 to 3") == nil)
  }

  @Test func aNumberNoWordClaimsIsTheFirstNumericParameters() {
    let values = { ValueExtractionTests.withExtraShots.bestValues($0) }
    #expect(values("order two lattes with brew") == ["drink": "Caffè Latte", "quantity": "2"])
    #expect(
      values("order two lattes with 3 extra shots with brew")
        == ["drink": "Caffè Latte", "quantity": "2", "extraShots": "3"])
    #expect(values("order two lattes with 3 with brew")["drink"] == "Caffè Latte")
    #expect(values("order two lattes with 3 with brew")["extraShots"] == nil)
  }
}
