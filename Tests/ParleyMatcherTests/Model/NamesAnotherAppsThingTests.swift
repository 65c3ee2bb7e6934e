import Testing

@testable import ParleyMatcher

/// The model's reading of a thing the request names that only another app's intents take,
/// which the candidate's phrase leaves unread.
@Suite struct NamesAnotherAppsThingTests {
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Trails"), MatcherApp(name: "Soup Shop")],
      templates: [
        PhraseTemplate(
          app: "Trails", intent: "GetTrailInfo",
          parts: [
            .text("Get conditions for"), .slot(name: "trail", type: .vocabulary("Trail")),
            .text("in"), .appName,
          ]),
        PhraseTemplate(
          app: "Soup Shop", intent: "ShowMenu",
          parts: [.text("What's on the menu at"), .appName]),
        PhraseTemplate(
          app: "Soup Shop", intent: "OrderSoup",
          parts: [
            .text("Order a"), .slot(name: "size", type: .vocabulary("Size")), .text("soup at"),
            .appName,
          ]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Trail",
          entries: [.init(value: "bear-creek", title: "Bear Creek Trail")],
          acceptsUnknownValues: true, typeName: "Trail"),
        SlotVocabulary(
          name: "Size",
          entries: [.init(value: "cup", title: "Cup"), .init(value: "bowl", title: "Bowl")]),
      ]))

  func feature(_ request: String, _ intent: String) throws -> Double {
    let rows = Self.index.modelFeatures(request, options: TestCatalogs.options)
    let place = try #require(
      ScoringModel.candidateFeatureNames.firstIndex(of: NamesAnotherAppsThing.name))
    let found = try #require(rows.candidates.first { $0.intent == intent })
    return found.features[place]
  }

  @Test func aThingOfAnotherAppsListIsRead() throws {
    // Listed, or read by its kind.
    #expect(try feature("what's on the menu at soup shop by bear creek trail", "ShowMenu") == 1)
    #expect(try feature("what's on the menu by mesa trail", "ShowMenu") == 1)
  }

  @Test func aThingOfTheAppsOwnOrNoneIsNot() throws {
    #expect(try feature("what's on the menu at soup shop", "ShowMenu") == 0)
    #expect(try feature("get conditions for bear creek trail", "GetTrailInfo") == 0)
    // A value of the app's own list, another intent's: not another app's thing.
    #expect(try feature("what's on the menu, a bowl maybe", "ShowMenu") == 0)
    // A request that names an app reads names by kind only of that app's lists.
    #expect(try feature("what's on the menu at soup shop by mesa trail", "ShowMenu") == 0)
  }
}
