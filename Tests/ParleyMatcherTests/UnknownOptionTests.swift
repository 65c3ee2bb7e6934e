import Foundation
import Testing

@testable import ParleyMatcher

/// Words said with a value that nothing explains are reported as options no parameter takes.
@Suite struct UnknownOptionTests {
  private func best(_ utterance: String, mode: MatchingMode = .flexible) -> MatchCandidate? {
    ValueExtractionTests.index.match(
      utterance, options: MatchOptions(now: ValueExtractionTests.now, mode: mode)
    ).best
  }

  @Test func aWordBeforeANameIsAnOption() throws {
    let best = try #require(self.best("order a large oat latte with brew"))
    #expect(best.unknownOptions == ["oat"])
    #expect(best.values.map(\.name) == ["drink", "size"])
    #expect(
      self.best("order two large decaf oat lattes with brew")?.unknownOptions == ["decaf oat"])
  }

  @Test func wordsAfterWithAreAnOption() {
    #expect(best("order a large latte with oat milk with brew")?.unknownOptions == ["oat milk"])
    #expect(best("order a large latte with brew without sugar")?.unknownOptions == ["sugar"])
  }

  @Test func explainedWordsAreNoOption() {
    #expect(best("order a large latte with brew")?.unknownOptions == [])
    #expect(best("order two lattes with brew tomorrow at 8")?.unknownOptions == [])
  }

  @Test func aWordElsewhereIsNoOption() throws {
    let best = try #require(self.best("order a large latte with brew right away"))
    #expect(best.unknownOptions == [])
    #expect(best.unusedWords == ["right", "away"])
  }

  @Test func onlyWhereEveryParameterIsRead() {
    #expect(best("order a large oat latte with brew", mode: .siri)?.unknownOptions == [])
  }
}
