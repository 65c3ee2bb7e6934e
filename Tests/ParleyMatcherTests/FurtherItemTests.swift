import Foundation
import Testing

@testable import ParleyMatcher

/// A request that names more than the one value a parameter takes: the further item is set
/// aside with its words, which then fill nothing else.
@Suite struct FurtherItemTests {
  /// Trails where opening takes one trail and planning a hike takes several.
  static let trails = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Trails")],
      templates: [
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
          name: "Trail",
          entries: [
            .init(value: "bear-creek", title: "Bear Creek"),
            .init(value: "cedar-falls", title: "Cedar Falls"),
          ])
      ],
      parameters: [
        IntentParameters(
          app: "Trails", intent: "OpenTrail",
          parameters: [.init(name: "trail", type: .vocabulary("Trail"))]),
        IntentParameters(
          app: "Trails", intent: "PlanHike",
          parameters: [.init(name: "stops", type: .vocabulary("Trail"), takesSeveral: true)]),
      ]))

  /// The best candidate in the Brew catalog of the value tests, or in ``trails``.
  private func best(
    _ utterance: String, in index: PhraseIndex = ValueExtractionTests.index,
    options: MatchOptions = TestCatalogs.options
  ) -> MatchCandidate? {
    index.match(utterance, options: options).best
  }

  private func values(of candidate: MatchCandidate?) -> [String: String] {
    Dictionary(
      (candidate?.values ?? []).map { ($0.name, $0.value.description) },
      uniquingKeysWith: { a, _ in a })
  }

  private func further(of candidate: MatchCandidate?) -> [String] {
    (candidate?.furtherItems ?? []).map { "\($0.name): \($0.text)" }
  }

  @Test func ofTwoNamesJoinedByAndTheFirstIsMeant() {
    let garden = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Garden")],
        templates: [
          PhraseTemplate(
            app: "Garden", intent: "WaterPlant",
            parts: [
              .text("Water"), .slot(name: "plant", type: .vocabulary("Plant")), .text("with"),
              .appName,
            ])
        ],
        vocabularies: [
          SlotVocabulary(
            name: "Plant",
            entries: [
              .init(value: "basil", title: "Basil"), .init(value: "snake", title: "Snake Plant"),
            ], acceptsUnknownValues: true)
        ],
        parameters: [
          IntentParameters(
            app: "Garden", intent: "WaterPlant",
            parameters: [.init(name: "plant", type: .vocabulary("Plant"))])
        ]))
    let basil = best("water basil and the snake plant with garden", in: garden)
    #expect(basil?.slot?.value == .entry(value: "basil", title: "Basil"))
    #expect(further(of: basil) == ["plant: the snake plant"])
    let snake = best("water the snake plant and basil with garden", in: garden)
    #expect(snake?.slot?.value == .entry(value: "snake", title: "Snake Plant"))
    #expect(further(of: snake) == ["plant: basil"])
    let list = best("water basil, the snake plant with garden", in: garden)
    #expect(list?.slot?.value == .entry(value: "basil", title: "Basil"))
    #expect(further(of: list) == ["plant: the snake plant"])
    let contracted = best("let's water basil and the snake plant with garden", in: garden)
    #expect(further(of: contracted) == ["plant: the snake plant"])
    let commas = best("water the snake plant, basil with garden", in: garden)
    #expect(further(of: commas) == ["plant: basil"])
    #expect(commas?.unusedWords == [])
  }

  @Test func aSecondNameSaidWithoutAnArticleIsSetAsideWhenItsQueryTakesAnyName() {
    let bare = best("order a latte and muffin with brew")
    #expect(values(of: bare) == ["drink": "Caffè Latte"])
    #expect(further(of: bare) == ["drink: muffin"])
    // Words that take an object say what else to do, no name.
    #expect(further(of: best("order a latte and remind me with brew")) == [])
    // Words a phrase of the app says are no name either.
    #expect(further(of: best("order a latte and find a cafe with brew")) == [])
  }

  @Test func aSecondItemKeepsItsOwnSize() {
    let best = best("order two lattes and a large cappuccino with brew")
    #expect(values(of: best) == ["drink": "Caffè Latte", "quantity": "2"])
    #expect(further(of: best) == ["drink: a large cappuccino"])
    #expect(best?.unusedWords == [])
  }

  @Test func aSecondItemTheVocabularyDoesNotNameIsSetAsideWhenItsQueryTakesAnyName() {
    let after = best("order a latte and a small mocha with brew")
    #expect(values(of: after) == ["drink": "Caffè Latte"])
    #expect(further(of: after) == ["drink: a small mocha"])
    let before = best("order a small mocha and two lattes with brew")
    #expect(values(of: before) == ["drink": "Caffè Latte", "quantity": "2"])
    #expect(further(of: before) == ["drink: a small mocha"])
  }

  /// What "with" asks for after a second item is no name of it but the item's options: the
  /// mocha is set aside with them, not "milk" or "shot", and the first item takes none of them.
  @Test func aSecondItemKeepsTheOptionsItAsksFor() {
    let milk = best("order two lattes and a mocha with oat milk from brew")
    #expect(further(of: milk) == ["drink: a mocha with oat milk"])
    #expect(milk?.furtherItems.first?.value.description == "mocha")
    #expect(milk?.unusedWords.contains("mocha") == false)
    let shot = best("order two lattes and a mocha with an extra shot from brew")
    #expect(further(of: shot) == ["drink: a mocha with an extra shot"])
    #expect(values(of: shot) == ["drink": "Caffè Latte", "quantity": "2"])
    let both = best("order a latte with oat milk and a mocha with an extra shot from brew")
    #expect(further(of: both) == ["drink: a mocha with an extra shot"])
    #expect(values(of: both) == ["drink": "Caffè Latte"])
    #expect(both?.unknownOptions == ["oat milk"])
    #expect(
      further(of: best("order a latte and a small mocha with brew")) == ["drink: a small mocha"])
    let before = best("order a mocha with oat milk and two lattes from brew")
    #expect(values(of: before) == ["drink": "Caffè Latte", "quantity": "2"])
    #expect(further(of: before).first?.hasPrefix("drink: a mocha") == true)
  }

  @Test func theItemsOfAListAreSetAsideInTheOrderSaid() {
    let best = best("order a latte, a small mocha and 2 muffins with brew")
    #expect(values(of: best) == ["drink": "Caffè Latte"])
    #expect(further(of: best) == ["drink: a small mocha", "drink: 2 muffins"])
    #expect(best?.unusedWords == [])
    let comma = self.best("order a latte, a mocha with brew")
    #expect(further(of: comma) == ["drink: a mocha"])
    #expect(further(of: self.best("order a latte, please with brew")).isEmpty)
  }

  @Test func aClauseAfterAConjunctionIsNoItem() {
    let best = best("order a latte and remind me in 5 minutes with brew")
    #expect(further(of: best).isEmpty)
    #expect(best?.unusedWords.contains("remind") == true)
    #expect(further(of: self.best("order a latte and 2 muffins with brew")) == ["drink: 2 muffins"])
  }

  @Test func aValueOfTheSameItemAfterAConjunctionStillFillsItsParameter() {
    let best = best("order a latte with brew and make it large")
    #expect(values(of: best)["size"] == "Large")
    #expect(further(of: best).isEmpty)
  }

  @Test func aClosedVocabularySetsAsideOnlyNamesItKnows() {
    let best = best("open cedar falls and bear creek in trails", in: Self.trails)
    #expect(values(of: best) == ["trail": "Cedar Falls"])
    #expect(further(of: best) == ["trail: bear creek"])
    #expect(
      further(of: self.best("open cedar falls and the lake in trails", in: Self.trails)).isEmpty)
  }

  @Test func aParameterThatTakesAListSetsNothingAside() {
    let best = best("plan a hike to cedar falls and bear creek in trails", in: Self.trails)
    #expect(best?.intent == "PlanHike")
    #expect(further(of: best).isEmpty)
  }

  @Test func oneItemSetsNothingAside() {
    #expect(further(of: best("order two small lattes with brew")).isEmpty)
  }

  @Test func anItemIsValuedAsTheNameItSays() {
    let best = best("order two lattes and a cappuccino and a muffin with brew")
    #expect(
      (best?.furtherItems ?? []).map(\.value)
        == [.entry(value: "cappuccino", title: "Cappuccino"), .raw("muffin")])
    #expect(best?.unusedWords == [])
  }

  @Test func furtherNamesCountAsSaid() throws {
    let options = MatchOptions(now: TestCatalogs.now)
    let one = try #require(Self.trails.match("open cedar falls in trails", options: options).best)
    for utterance in [
      "open cedar falls and bear creek in trails", "open cedar falls, bear creek in trails",
    ] {
      let two = try #require(Self.trails.match(utterance, options: options).best)
      #expect(two.intent == "OpenTrail")
      #expect(abs(two.score - one.score) < 0.01)
    }
    let siri = Self.trails.match(
      "open cedar falls and bear creek in trails", options: MatchOptions(mode: .siri))
    #expect((siri.best?.score ?? 1) < one.score)
  }

  @Test func furtherItemsNoEntryNamesCountAsSaidWhenTheQueryTakesAnyName() throws {
    // The phrase's evidence: the model's score is a chance, not a count of what is explained.
    func evidence(_ utterance: String) throws -> Double {
      let candidate = try #require(best(utterance))
      return try #require(candidate.contributions.first { $0.name == PhraseEvidence.name }).value
    }
    let one = try evidence("order a large latte with brew")
    for utterance in [
      "order a large latte and a muffin with brew",
      "order a large latte and a small mocha with brew",
      "order a large latte and 2 scones with brew",
    ] {
      #expect(abs(try evidence(utterance) - one) < 0.01, "\(utterance)")
    }
    #expect(try evidence("order a large latte and remind me with brew") < one - 0.05)
  }
}
