import BrewApp
import Foundation
import ParleyAssistant
import Testing

@Suite struct SpokenCheckTests {
  private func suite(_ text: String) throws -> PhraseSuite {
    try PhraseSuite.parse(Data(text.utf8), file: "Brew.tests")
  }

  @Test func listsExpandedPhrasesThenSuiteLines() async throws {
    let check = SpokenCheck(catalog: try await AppCatalog.load([Brew.app]))
    let items = check.items(
      suites: [
        ("Brew.tests", try suite("order me a coffee => OrderCoffee\nplay jazz => nothing\n"))
      ])
    let lines = items.filter(\.isSuiteLine)
    #expect(items.first?.text == "Order a Flat White with Brew")
    #expect(items.first?.qualifiedIntent == "Brew.OrderCoffee")
    #expect(lines.map(\.qualifiedIntent) == ["Brew.OrderCoffee", "nothing"])
    #expect(lines.map { $0.location?.description } == ["Brew.tests:1:1", "Brew.tests:2:1"])
  }

  @Test func judgesWhatWasHeardBesideWhatWasTyped() async throws {
    let check = SpokenCheck(catalog: try await AppCatalog.load([Brew.app]))
    let items = check.items(
      suites: [("Brew.tests", try suite("order a flat white with brew => OrderCoffee\n"))])
    let line = try #require(items.last)
    let heard = await check.evaluate(line, heard: "order a flat white with brew", seconds: 0.5)
    #expect(heard.survives && heard.typedSurvives)
    #expect(heard.wordErrors == 0 && heard.saidWords == 6)
    let misheard = await check.evaluate(line, heard: "order a flat line with her you")
    #expect(!misheard.survives && misheard.typedSurvives)
    #expect(misheard.wordErrors == 3)
    #expect(misheard.heard == "order a flat line with her you")
  }

  @Test func confusionsPairTheIntentMeantWithTheOneHeard() async throws {
    let check = SpokenCheck(catalog: try await AppCatalog.load([Brew.app]))
    let items = check.items(
      suites: [("Brew.tests", try suite("check on my order with brew => CheckOrderStatus\n"))])
    let line = try #require(items.last)
    let result = await check.evaluate(line, heard: "order a latte with brew")
    #expect(
      SpokenCheck.confusions(in: [result]) == [
        SpokenConfusion(
          meant: "Brew.CheckOrderStatus", heardAs: "Brew.OrderCoffee",
          said: "check on my order with brew", heard: "order a latte with brew", count: 1)
      ])
  }
}
