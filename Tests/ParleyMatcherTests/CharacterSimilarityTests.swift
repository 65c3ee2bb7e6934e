import Testing

@testable import ParleyMatcher

/// The letter-trigram similarity re-ranks intents whose phrases the request looks like; a
/// request that looks like none of them keeps the ranking its words give.
@Suite struct CharacterSimilarityTests {
  private static let trail = PhraseTemplate.Part.slot(name: "trail", type: .vocabulary("Trail"))
  private static let target = PhraseTemplate.Part.slot(
    name: "target", type: .vocabulary("Trail"))
  private static let activity = PhraseTemplate.Part.slot(
    name: "activity", type: .vocabulary("Activity"))

  /// Trails as the bundled app has it.
  static let trails = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Trails")],
      templates: [
        PhraseTemplate(
          app: "Trails", intent: "OpenFavorites", parts: [.text("Open Favorites in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "OpenFavorites", parts: [.text("Show my favorite"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "OpenFavorites",
          parts: [.text("Open my favorite trails in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "GetTrailInfo",
          parts: [.text("Get conditions for"), trail, .text("in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "GetTrailInfo",
          parts: [.text("Get"), trail, .text("conditions with"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "GetTrailInfo",
          parts: [.text("Get conditions on"), trail, .text("with"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "GetTrailInfo",
          parts: [.text("Get trail conditions with"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "SuggestTrails", parts: [.text("Suggest trails in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "SuggestTrails",
          parts: [.text("Find"), activity, .text("trails with"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "SuggestTrails",
          parts: [.text("Suggest"), activity, .text("trails in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "OpenTrail",
          parts: [.text("Open"), target, .text("in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "OpenTrail",
          parts: [.text("Show me"), target, .text("in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "RemoveFavorite",
          parts: [.text("Remove"), trail, .text("from my favorites in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "RemoveFavorite",
          parts: [.text("Unfavorite"), trail, .text("in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Trail",
          entries: [
            .init(value: "cedar-falls", title: "Cedar Falls"),
            .init(value: "bear-creek", title: "Bear Creek Trail"),
          ]),
        SlotVocabulary(
          name: "Activity",
          entries: [
            .init(value: "hiking", title: "Hiking"), .init(value: "biking", title: "Biking"),
          ]),
      ]))

  @Test func tellMeAboutATrailAsksForItsInformation() {
    // "tell" says "get"; its "me" names the speaker and is no likeness to "Show me".
    let best = Self.trails.match("tell me about cedar falls in trails").best
    #expect(best?.intent == "GetTrailInfo")
    #expect(Self.trails.bestValues("tell me about cedar falls in trails")["trail"] == "Cedar Falls")
  }

  @Test func showMeATrailStillOpensIt() {
    #expect(Self.trails.match("show me cedar falls in trails").best?.intent == "OpenTrail")
    #expect(Self.trails.match("open bear creek trail in trails").best?.intent == "OpenTrail")
  }

  @Test func conditionsStillGetTheInformation() {
    let best = Self.trails.match("get the conditions for bear creek trail in trails").best
    #expect(best?.intent == "GetTrailInfo")
  }
}
