import Foundation
import Testing

@testable import ParleyMatcher

/// A name or place read from words no value lists ends before a date or time said after it,
/// and a time alone names nothing: the time is left for a parameter that takes one, or said
/// to be left out.
@Suite struct TimeEndTests {
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Soup Shop")],
      templates: [
        PhraseTemplate(
          app: "Soup Shop", intent: "OrderSoup", parts: [.text("Order soup from"), .appName]),
        PhraseTemplate(
          app: "Soup Shop", intent: "OrderSoup",
          parts: [
            .text("Order"), .slot(name: "soup", type: .vocabulary("Soup")), .text("from"),
            .appName,
          ]),
        PhraseTemplate(
          app: "Soup Shop", intent: "FindShop", parts: [.text("Find a shop in"), .appName]),
        PhraseTemplate(
          app: "Soup Shop", intent: "BuyTickets",
          parts: [
            .text("Buy tickets for"), .slot(name: "film", type: .vocabulary("Film")), .text("at"),
            .appName,
          ]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Soup",
          entries: [
            .init(value: "tomato", title: "Tomato"),
            .init(value: "minestrone", title: "Minestrone"),
          ], acceptsUnknownValues: true, typeName: "Soup"),
        SlotVocabulary(
          name: "Film", entries: [.init(value: "wicked", title: "Wicked")],
          acceptsUnknownValues: true, typeName: "Film"),
      ],
      parameters: [
        IntentParameters(
          app: "Soup Shop", intent: "OrderSoup",
          parameters: [
            .init(name: "soup", type: .vocabulary("Soup")), .init(name: "quantity", type: .integer),
          ]),
        IntentParameters(
          app: "Soup Shop", intent: "FindShop", parameters: [.init(name: "place", type: .text)]),
        IntentParameters(
          app: "Soup Shop", intent: "BuyTickets",
          parameters: [
            .init(name: "film", type: .vocabulary("Film")), .init(name: "day", type: .date),
          ]),
      ]))

  private func best(_ utterance: String) throws -> MatchCandidate {
    try #require(Self.index.match(utterance, options: TestCatalogs.options).best)
  }

  @Test func aTimeAloneNamesNoSoup() throws {
    let best = try best("order soup for 2pm from soup shop")
    #expect(best.intent == "OrderSoup")
    #expect(best.values.isEmpty)
    #expect(best.unusedTimes == ["for 2pm"])
  }

  @Test func anUnlistedNameEndsBeforeTheTime() throws {
    let best = try best("order pumpkin for 2pm from soup shop")
    #expect(best.values.map(\.text) == ["pumpkin"])
    #expect(best.unusedTimes == ["for 2pm"])
  }

  @Test func aPlaceEndsBeforeTheWeekend() throws {
    let best = try best("find a shop near boulder for the weekend in soup shop")
    #expect(best.values.map(\.text) == ["boulder"])
    #expect(best.unusedTimes == ["for the weekend"])
  }

  @Test func theKindBeforeATimeNamesNoSoup() throws {
    for utterance in [
      "order soup for 2pm from soup shop", "order soup at noon from soup shop",
      "order the soup for 2pm from soup shop",
    ] {
      let best = try best(utterance)
      #expect(best.intent == "OrderSoup", "\(utterance)")
      #expect(best.values.isEmpty, "\(utterance)")
    }
  }

  @Test func aTimeThatOpensWithAFillerNamesNoFilm() throws {
    for utterance in [
      "buy tickets for this weekend at soup shop", "buy tickets for the weekend at soup shop",
    ] {
      let best = try best(utterance)
      #expect(best.intent == "BuyTickets", "\(utterance)")
      #expect(best.values.map(\.name) == ["day"], "\(utterance)")
    }
    let named = try best("buy tickets for dune this weekend at soup shop")
    #expect(named.values.map(\.text).sorted() == ["dune", "this weekend"])
  }
}
