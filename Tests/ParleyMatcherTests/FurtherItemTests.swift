import Foundation
import Testing

@testable import ParleyMatcher

/// A request that names more than the one value a parameter takes: the further item is set
/// aside with its words, which then fill nothing else.
@Suite struct FurtherItemTests {
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Brew"), MatcherApp(name: "Trails")],
      templates: [
        PhraseTemplate(
          app: "Brew", intent: "OrderCoffee",
          parts: [
            .text("Order a"), .slot(name: "drink", type: .vocabulary("Drink")), .text("with"),
            .appName,
          ]),
        PhraseTemplate(
          app: "Trails", intent: "OpenTrail",
          parts: [
            .text("Open"), .slot(name: "trail", type: .vocabulary("Trail")), .text("in"), .appName,
          ]),
        PhraseTemplate(
          app: "Trails", intent: "PlanHike",
          parts: [
            .text("Plan a hike to"), .slot(name: "stops", type: .vocabulary("Trail")),
            .text("in"), .appName,
          ]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Drink",
          entries: [
            .init(value: "latte", title: "Caffè Latte", synonyms: ["Latte"]),
            .init(value: "cappuccino", title: "Cappuccino"),
          ], acceptsUnknownValues: true),
        SlotVocabulary(
          name: "Size",
          entries: [.init(value: "small", title: "Small"), .init(value: "large", title: "Large")]
        ),
        SlotVocabulary(
          name: "Trail",
          entries: [
            .init(value: "bear-creek", title: "Bear Creek"),
            .init(value: "cedar-falls", title: "Cedar Falls"),
          ]),
      ],
      parameters: [
        IntentParameters(
          app: "Brew", intent: "OrderCoffee",
          parameters: [
            .init(name: "drink", type: .vocabulary("Drink")),
            .init(name: "size", type: .vocabulary("Size")),
            .init(name: "quantity", type: .integer),
          ]),
        IntentParameters(
          app: "Trails", intent: "OpenTrail",
          parameters: [.init(name: "trail", type: .vocabulary("Trail"))]),
        IntentParameters(
          app: "Trails", intent: "PlanHike",
          parameters: [.init(name: "stops", type: .vocabulary("Trail"), takesSeveral: true)]),
      ]))

  private func best(_ utterance: String) -> MatchCandidate? {
    Self.index.match(utterance, options: MatchOptions(mode: .flexible)).best
  }

  private func values(of candidate: MatchCandidate?) -> [String: String] {
    Dictionary(
      (candidate?.values ?? []).map { ($0.name, $0.value.description) },
      uniquingKeysWith: { a, _ in a })
  }

  private func further(of candidate: MatchCandidate?) -> [String] {
    (candidate?.furtherItems ?? []).map { "\($0.name): \($0.text)" }
  }

  @Test func aSecondItemKeepsItsOwnSize() {
    let best = best("order two lattes and a small cappuccino with brew")
    #expect(values(of: best) == ["drink": "Caffè Latte", "quantity": "2"])
    #expect(further(of: best) == ["drink: small cappuccino"])
    #expect(best?.unusedWords == [])
  }

  @Test func aSecondItemTheVocabularyDoesNotNameIsSetAsideWhenItsQueryTakesAnyName() {
    let after = best("order a latte and a large mocha with brew")
    #expect(values(of: after) == ["drink": "Caffè Latte"])
    #expect(further(of: after) == ["drink: a large mocha"])
    let before = best("order a large mocha and two lattes with brew")
    #expect(values(of: before) == ["drink": "Caffè Latte", "quantity": "2"])
    #expect(further(of: before) == ["drink: large mocha"])
  }

  @Test func aValueOfTheSameItemAfterAConjunctionStillFillsItsParameter() {
    let best = best("order a latte with brew and make it large")
    #expect(values(of: best)["size"] == "Large")
    #expect(further(of: best).isEmpty)
  }

  @Test func aClosedVocabularySetsAsideOnlyNamesItKnows() {
    let best = best("open cedar falls and bear creek in trails")
    #expect(values(of: best) == ["trail": "Cedar Falls"])
    #expect(further(of: best) == ["trail: bear creek"])
    #expect(further(of: self.best("open cedar falls and the lake in trails")).isEmpty)
  }

  @Test func aParameterThatTakesAListSetsNothingAside() {
    let best = best("plan a hike to cedar falls and bear creek in trails")
    #expect(best?.intent == "PlanHike")
    #expect(further(of: best).isEmpty)
  }

  @Test func oneItemSetsNothingAside() {
    #expect(further(of: best("order two small lattes with brew")).isEmpty)
  }
}
