import Foundation
import Testing

@testable import ParleyMatcher

@Suite struct ValueExtractionTests {
  static let catalog = MatcherCatalog(
    apps: [MatcherApp(name: "Brew")],
    templates: [
      PhraseTemplate(
        app: "Brew", intent: "OrderCoffee",
        parts: [
          .text("Order a"), .slot(name: "drink", type: .vocabulary("Drink")), .text("with"),
          .appName,
        ]),
      PhraseTemplate(
        app: "Brew", intent: "OrderCoffee",
        parts: [
          .text("Get me a"), .slot(name: "drink", type: .vocabulary("Drink")), .text("from"),
          .appName,
        ]),
      PhraseTemplate(
        app: "Brew", intent: "AddShot", parts: [.text("Add an extra shot in"), .appName]),
      PhraseTemplate(
        app: "Brew", intent: "FindCafe",
        parts: [.text("Find a cafe in"), .appName]),
    ],
    vocabularies: [
      SlotVocabulary(
        name: "Drink",
        entries: [
          .init(value: "latte", title: "Caffè Latte", synonyms: ["Latte"]),
          .init(value: "cappuccino", title: "Cappuccino"),
          .init(value: "cold-brew", title: "Cold Brew"),
        ], acceptsUnknownValues: true),
      SlotVocabulary(
        name: "Size",
        entries: [
          .init(value: "small", title: "Small"), .init(value: "medium", title: "Medium"),
          .init(value: "large", title: "Large", synonyms: ["Venti"]),
        ]),
    ],
    parameters: [
      IntentParameters(
        app: "Brew", intent: "OrderCoffee",
        parameters: [
          .init(name: "drink", type: .vocabulary("Drink")),
          .init(name: "size", type: .vocabulary("Size")),
          .init(name: "quantity", type: .integer),
          .init(name: "pickupTime", type: .date),
        ]),
      IntentParameters(
        app: "Brew", intent: "AddShot", parameters: [.init(name: "shots", type: .integer)]),
      IntentParameters(
        app: "Brew", intent: "FindCafe", parameters: [.init(name: "place", type: .text)]),
    ])
  static let index = PhraseIndex(catalog: catalog)
  /// The catalog where the order takes extra shots too, a title with a word that changes a
  /// size ("extra").
  static let withExtraShots: PhraseIndex = {
    var catalog = Self.catalog
    catalog.parameters[0].parameters.append(
      .init(name: "extraShots", type: .integer, title: "Extra Shots"))
    return PhraseIndex(catalog: catalog)
  }()
  /// 2026-11-21 09:00 UTC.
  static let now = Date(timeIntervalSince1970: 1_795_251_600)

  private func values(_ utterance: String, mode: MatchingMode = .flexible) -> [String: String] {
    let options = MatchOptions(now: Self.now, mode: mode)
    let best = Self.index.match(utterance, options: options).best
    return Dictionary(
      (best?.values ?? []).map { ($0.name, $0.value.description) }, uniquingKeysWith: { a, _ in a })
  }

  @Test func aValueOfAnotherParameterIsEvidenceForTheIntentThatTakesIt() {
    let options = MatchOptions(now: Self.now, mode: .flexible)
    let result = Self.index.match("order an extra large latte with brew", options: options)
    #expect(result.best?.intent == "OrderCoffee")
    #expect(result.best?.values.contains { $0.name == "size" } == true)
  }

  @Test func aCountOfAnotherParameterIsEvidenceForTheIntentThatTakesIt() {
    // "three" is the order's quantity: the order explains every word but its verb.
    let options = MatchOptions(now: Self.now, mode: .flexible)
    let flexible = Self.index.match("brew, three cappuccinos please", options: options)
    #expect(flexible.best?.intent == "OrderCoffee")
    #expect(flexible.best?.values.contains { $0.name == "quantity" } == true)
    let siri = Self.index.match(
      "three cappuccinos from brew please", options: MatchOptions(now: Self.now, mode: .siri))
    let read = Self.index.match("three cappuccinos from brew please", options: options)
    #expect((siri.best?.score ?? 0) < (read.best?.score ?? 0))
  }

  @Test func aValueOfAnotherParameterCountsOnlyWhenEveryParameterIsRead() {
    let flexible = Self.index.match(
      "order an extra large latte with brew", options: MatchOptions(now: Self.now))
    let siri = Self.index.match(
      "order an extra large latte with brew", options: MatchOptions(now: Self.now, mode: .siri))
    #expect((siri.best?.score ?? 0) < (flexible.best?.score ?? 0))
  }

  @Test func readsEveryParameterBesidesThePhraseSlot() {
    #expect(
      values("get me two large lattes from brew")
        == ["drink": "Caffè Latte", "size": "Large", "quantity": "2"])
  }

  @Test func readsNumbersDatesAndSynonyms() {
    #expect(
      values("get me 3 venti cappuccinos from brew for pickup tomorrow at 8:30")
        == [
          "drink": "Cappuccino", "size": "Large", "quantity": "3",
          "pickupTime": "2026-11-22T08:30:00Z",
        ])
    #expect(values("order a latte in 15 minutes with brew")["pickupTime"] == "2026-11-21T09:15:00Z")
  }

  @Test func aNumberInsideATimeCountsNothing() {
    #expect(values("order a latte with brew at 8:30")["quantity"] == nil)
  }

  @Test func keepsEachValueSpan() throws {
    let utterance = "get me two large lattes from brew"
    let best = try #require(Self.index.match(utterance, options: MatchOptions(now: Self.now)).best)
    let size = try #require(best.values.first { $0.name == "size" })
    let range = try #require(size.range)
    #expect(utterance[range] == "large")
    #expect(best.unusedWords.isEmpty)
  }

  @Test func aNameTheVocabularyLacksIsKeptWhole() {
    #expect(values("order an extra large latte with brew")["size"] == "extra large")
  }

  @Test func signAndPointAreKept() {
    #expect(values("add -2 extra shots in brew")["shots"] == "-2")
    #expect(values("add 2.5 extra shots in brew")["shots"] == "2.5")
  }

  @Test func theWordThatIntroducesTextIsNotPartOfIt() {
    #expect(values("find a cafe near boulder in brew")["place"] == "boulder")
  }

  /// A time said after the text is no part of it, and the intent takes none.
  @Test func aTimeAfterIntroducedTextEndsIt() {
    let best = Self.index.match(
      "find a cafe near boulder tomorrow in brew", options: TestCatalogs.options
    ).best
    #expect(best?.values.first { $0.name == "place" }?.text == "boulder")
    #expect(best?.unusedTimes == ["tomorrow"])
  }

  @Test func wordsThatFillNothingAreReported() {
    let best = Self.index.match("get me a latte from brew with oat milk").best
    #expect(best?.unusedWords == ["oat", "milk"])
  }

  @Test func siriReadsOnlyThePhraseSlotAndNeedsTheAppName() {
    #expect(values("get me two large lattes from brew", mode: .siri) == ["drink": "Caffè Latte"])
    #expect(values("get me two large lattes", mode: .siri).isEmpty)
    #expect(values("get me two large lattes")["drink"] == "Caffè Latte")
  }

  @Test func exactTakesOnlyTheExpandedPhrases() {
    let options = MatchOptions(now: Self.now, mode: .exact)
    #expect(
      Self.index.match("Order a cappuccino, with Brew!", options: options).best?.slot?.value
        == .entry(value: "cappuccino", title: "Cappuccino"))
    #expect(Self.index.match("order a capuccino with brew", options: options).best == nil)
    #expect(Self.index.match("order two lattes with brew", options: options).best == nil)
  }
}

/// A number is the parameter's whose name or title word counts it ("in 5 days", "for 3 nights").
@Suite struct CountedNumberTests {
  static let catalog = MatcherCatalog(
    apps: [MatcherApp(name: "Plants"), MatcherApp(name: "Inn")],
    templates: [
      PhraseTemplate(
        app: "Plants", intent: "WaterPlant",
        parts: [
          .text("Water"), .slot(name: "plant", type: .vocabulary("Plant")), .text("with"), .appName,
        ]),
      PhraseTemplate(app: "Inn", intent: "BookRoom", parts: [.text("Book a room with"), .appName]),
    ],
    vocabularies: [
      SlotVocabulary(
        name: "Plant",
        entries: [
          .init(value: "basil", title: "Basil"), .init(value: "monstera", title: "Monstera"),
        ])
    ],
    parameters: [
      IntentParameters(
        app: "Plants", intent: "WaterPlant",
        parameters: [
          .init(name: "plant", type: .vocabulary("Plant"), title: "Plant"),
          .init(name: "days", type: .integer, title: "Days Until Next Watering"),
        ]),
      IntentParameters(
        app: "Inn", intent: "BookRoom",
        parameters: [
          .init(name: "guests", type: .integer, title: "Number of Guests"),
          .init(name: "length", type: .integer, title: "Nights"),
        ]),
    ])
  static let index = PhraseIndex(catalog: catalog)
  /// 2026-11-21 09:00 UTC.
  static let now = Date(timeIntervalSince1970: 1_795_251_600)

  private func best(_ utterance: String) -> MatchCandidate? {
    Self.index.match(utterance, options: MatchOptions(now: Self.now)).best
  }

  private func values(_ utterance: String) -> [String: String] {
    Dictionary(
      (best(utterance)?.values ?? []).map { ($0.name, $0.value.description) },
      uniquingKeysWith: { a, _ in a })
  }

  @Test func aNumberCountedByATitleWordFillsItsParameterAlsoInsideATime() {
    let utterance = "water monstera with plants and remind me in 5 days"
    #expect(values(utterance) == ["plant": "Monstera", "days": "5"])
    #expect(best(utterance)?.unusedWords == ["remind"])
    #expect(values("water basil with plants in 20 days")["days"] == "20")
  }

  @Test func theTitleWordMayComeBeforeOrAfterTheNumber() {
    #expect(values("book a room with inn, a 2 night stay") == ["length": "2"])
    #expect(values("book a room with inn, nights: 4") == ["length": "4"])
    #expect(values("book a room with inn for 3 guests") == ["guests": "3"])
  }

  @Test func withSeveralNumbersTheTitleWordDecides() {
    #expect(values("book a room with inn for 3 nights") == ["length": "3"])
    #expect(
      values("book a room with inn for 2 guests for 3 nights") == ["guests": "2", "length": "3"])
    #expect(
      values("book a room with inn for 3 nights for 2 guests") == ["guests": "2", "length": "3"])
  }

  @Test func aBareNumberGoesToTheFirstNumericParameter() {
    #expect(values("book a room with inn for 4") == ["guests": "4"])
    #expect(values("water basil with plants at 8:30")["days"] == nil)
  }
}
