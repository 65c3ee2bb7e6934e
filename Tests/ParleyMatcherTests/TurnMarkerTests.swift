import Testing

@testable import ParleyMatcher

/// The markers of a turn said before a request ("ok then", "actually", "well") say nothing of
/// it: the words after them are read as they are without them, a value the phrase has no place
/// for included.
@Suite struct TurnMarkerTests {
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Brew")],
      templates: [
        PhraseTemplate(
          app: "Brew", intent: "OrderCoffee",
          parts: [
            .text("Order a"), .slot(name: "size", type: .vocabulary("Size")),
            .text("coffee with"), .appName,
          ])
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Size",
          entries: [.init(value: "small", title: "Small"), .init(value: "large", title: "Large")]),
        SlotVocabulary(
          name: "Drink", entries: [.init(value: "latte", title: "Latte")],
          acceptsUnknownValues: true, typeName: "Drink"),
      ],
      parameters: [
        IntentParameters(
          app: "Brew", intent: "OrderCoffee",
          parameters: [
            .init(name: "size", type: .vocabulary("Size")),
            .init(name: "drink", type: .vocabulary("Drink")),
          ])
      ]))

  static func values(_ request: String) -> [String: String] {
    let best = index.match(request, options: TestCatalogs.options).best
    return Dictionary(
      (best?.values ?? []).map { ($0.name, $0.value.description) }, uniquingKeysWith: { a, _ in a })
  }

  @Test(arguments: [
    "ok then order a small americano", "actually order a small americano",
    "well order a small americano", "then order a small americano",
  ])
  func theWordsAfterAMarkerAreReadAsWithoutIt(request: String) {
    #expect(Self.values(request) == Self.values("order a small americano"))
    #expect(Self.values(request)["drink"]?.lowercased().contains("americano") == true)
  }

  @Test func aMarkerLaterInTheRequestIsNoLeadIn() {
    // "then" said after the request's first word stays one of its words.
    let analysis = UtteranceAnalysis(
      "order a small americano then", index: Self.index, options: TestCatalogs.options)
    #expect(analysis.tokens.last?.isFiller == false)
  }
}
