import Foundation
import Testing

@testable import ParleyMatcher

/// "a", "an" or "another" before a noun a numeric parameter names counts one of it, and so does
/// "with" before it without an article; before anything else they count nothing.
@Suite struct ArticleCountTests {
  private func values(_ utterance: String) -> [String: String] {
    ValueExtractionTests.index.bestValues(utterance)
  }

  @Test(arguments: ["add an extra shot in brew", "add another shot in brew", "brew, add a shot"])
  func anArticleBeforeTheNounOfACountSaysOne(_ utterance: String) {
    #expect(values(utterance)["shots"] == "1")
  }

  @Test func aNumberSaidWinsOverTheArticle() {
    #expect(values("add an extra two shots in brew")["shots"] == "2")
    #expect(values("add a couple of extra shots in brew")["shots"] == "2")
  }

  @Test func aPluralAfterTheArticleCountsNothing() {
    let utterance = "add an extra shots in brew"
    #expect(
      ValueExtractionTests.index.match(utterance, options: TestCatalogs.options).best?.intent
        == "AddShot")
    #expect(values(utterance)["shots"] == nil)
  }

  @Test func anArticleBeforeANounNoCountNamesCountsNothing() {
    #expect(values("order a latte with brew")["quantity"] == nil)
    #expect(values("order a large latte with brew")["quantity"] == nil)
  }

  @Test(arguments: [
    "order a cup of latte with brew", "order a large cup of latte with brew",
    "get me a mug of the latte from brew",
  ])
  func anArticleBeforeWhatAThingIsServedInSaysOne(_ utterance: String) {
    #expect(values(utterance)["quantity"] == "1")
  }

  @Test(arguments: [
    "order a lot of latte with brew", "order a bit of latte with brew",
    "order a box of lattes with brew",
  ])
  func aVagueAmountOrSeveralThingsServedCountNothing(_ utterance: String) {
    #expect(values(utterance)["quantity"] == nil)
  }

  @Test func aWordThatChangesANameIsNoNoun() {
    let values = { ValueExtractionTests.withExtraShots.bestValues($0) }
    #expect(
      values("order an extra large latte with brew") == [
        "drink": "Caffè Latte", "size": "extra large",
      ])
    #expect(
      values("order a large latte with an extra shot with brew") == [
        "drink": "Caffè Latte", "size": "Large", "extraShots": "1",
      ])
  }

  @Test(arguments: [
    "order a large latte without an extra shot with brew",
    "order a large latte with no extra shots with brew",
    "order a large latte without any extra shots with brew",
  ])
  func noneOfWhatACountNamesSaysZero(_ utterance: String) throws {
    let best = try #require(
      ValueExtractionTests.withExtraShots.match(
        utterance, options: MatchOptions(now: ValueExtractionTests.now)
      ).best)
    #expect(best.intent == "OrderCoffee")
    #expect(ValueExtractionTests.withExtraShots.bestValues(utterance)["extraShots"] == "0")
    #expect(best.unusedWords.isEmpty)
  }

  @Test func theArticleAndItsNounAreTheCountsWords() throws {
    let best = try #require(
      ValueExtractionTests.index.match(
        "add an extra shot in brew", options: MatchOptions(now: ValueExtractionTests.now)
      ).best)
    let shots = try #require(best.values.first { $0.name == "shots" })
    #expect(shots.text == "an extra shot")
    #expect(best.unusedWords.isEmpty)
  }

  @Test func withBeforeASingularNounSaysOne() {
    let values = { ValueExtractionTests.withExtraShots.bestValues($0) }
    #expect(values("order a latte with extra shot with brew")["extraShots"] == "1")
    #expect(values("order a large latte with extra shot with brew")["extraShots"] == "1")
    // A plural without a number says no count, and "with" before anything else none.
    #expect(values("order a latte with extra shots with brew")["extraShots"] == nil)
    #expect(values("order a latte with brew")["extraShots"] == nil)
  }
}
