import Foundation
import Testing

@testable import ParleyMatcher

/// A count said in words is read whole, even where the phrase holds one of its words ("a" of
/// "Order a ${drink}"): never split into a further item or taken for an option the app lacks.
@Suite struct SpokenCountTests {
  private func best(_ utterance: String) throws -> MatchCandidate {
    try #require(
      ValueExtractionTests.index.match(
        utterance, options: MatchOptions(now: ValueExtractionTests.now)
      ).best)
  }

  @Test(arguments: [
    ("order a dozen lattes with brew", "12"),
    ("order a dozen and a half lattes with brew", "18"),
    ("order two dozen lattes with brew", "24"),
    ("order a couple lattes with brew", "2"),
    ("order a couple of lattes with brew", "2"),
    ("order a pair of lattes with brew", "2"),
    ("order two and a half lattes with brew", "2.5"),
    ("order half a latte with brew", "0.5"),
  ])
  func aCountWithAnArticleIsOneNumber(_ utterance: String, _ quantity: String) throws {
    let best = try best(utterance)
    #expect(best.intent == "OrderCoffee")
    #expect(best.values.first { $0.name == "quantity" }?.value.description == quantity)
    #expect(best.values.first { $0.name == "drink" }?.value.description == "Caffè Latte")
    #expect(best.unknownOptions.isEmpty)
    #expect(best.furtherItems.isEmpty)
    #expect(best.unusedWords.isEmpty)
  }

  @Test func halfOfAnHourIsATimeNotACount() {
    let values = ValueExtractionTests.index.bestValues(
      "order a large latte for pickup at half past 10 with brew")
    #expect(values["quantity"] == nil)
    #expect(values["pickupTime"] == "2026-11-21T10:30:00Z")
  }

  @Test func aFractionKeepsTheValuesAfterIt() throws {
    let best = try best("order one and a half large lattes with brew")
    #expect(
      ValueExtractionTests.index.bestValues("order one and a half large lattes with brew") == [
        "drink": "Caffè Latte", "size": "Large", "quantity": "1.5",
      ])
    #expect(best.values.first { $0.name == "quantity" }?.text == "one and a half")
    #expect(best.furtherItems.isEmpty)
  }

  @Test(arguments: [
    ("order a few lattes with brew", "a few"),
    ("order several large lattes with brew", "several"),
    ("order some lattes with brew", "some"),
    ("order lots of lattes with brew", "lots of"),
  ])
  func aCountWithoutANumberIsKeptAsSaid(_ utterance: String, _ said: String) throws {
    let best = try best(utterance)
    let quantity = try #require(best.values.first { $0.name == "quantity" })
    #expect(quantity.value == .raw(said))
    #expect(best.values.first { $0.name == "drink" }?.value.description == "Caffè Latte")
    #expect(best.unknownOptions.isEmpty)
    #expect(best.unusedWords.isEmpty)
  }

  @Test func aCountSaidLastCountsWhatIsAsked() {
    let read = ValueExtractionTests.index.values(
      in: "make it a few please", app: "Brew", intent: "OrderCoffee",
      options: MatchOptions(now: ValueExtractionTests.now))
    #expect(read.values.first { $0.name == "quantity" }?.value == .raw("a few"))
    #expect(
      ValueExtractionTests.index.values(
        in: "get me some", app: "Brew", intent: "OrderCoffee"
      ).values.allSatisfy { $0.name != "quantity" })
  }

  @Test func someBeforeWhatIsNotCountedIsNoCount() {
    #expect(ValueExtractionTests.index.bestValues("order some latte with brew")["quantity"] == nil)
    #expect(ValueExtractionTests.index.bestValues("order a latte with brew")["quantity"] == nil)
  }

  @Test func spokenCountsWithoutANumber() {
    for said in ["a few", "several", "just a few please", "lots of them", "some"] {
      #expect(SpokenValue.isVagueCount(said), "\(said)")
    }
    for said in ["a couple", "a dozen", "3", "a few, say 3", "large"] {
      #expect(!SpokenValue.isVagueCount(said), "\(said)")
    }
    #expect(SpokenValue.integer(in: "a few") == nil)
    #expect(SpokenValue.integer(in: "a couple") == 2)
  }
}
