import Testing

@testable import ParleyMatcher

/// A light verb before "a" or "an" says only that something is done: the noun after it names
/// the action ("have a look", "do a search", "place an order"), or, after "take", the thing
/// made ("take a photo"). Nothing of a light verb is a word of the app's phrases.
@Suite struct LightVerbTests {
  /// A fishing log of a user's own, whose phrases say each action by its verb.
  static let logbook = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Logbook")],
      templates: [
        PhraseTemplate(
          app: "Logbook", intent: "SearchCatches",
          parts: [.text("Search my catches in"), .appName]),
        PhraseTemplate(
          app: "Logbook", intent: "ResetStats", parts: [.text("Reset my stats in"), .appName]),
        PhraseTemplate(
          app: "Logbook", intent: "AddPhoto", parts: [.text("Add a photo in"), .appName]),
        PhraseTemplate(
          app: "Logbook", intent: "RemovePhoto",
          parts: [.text("Remove the photo from"), .appName]),
        PhraseTemplate(
          app: "Logbook", intent: "ShowMap", parts: [.text("Show the map in"), .appName]),
        PhraseTemplate(
          app: "Logbook", intent: "OrderBait", parts: [.text("Order bait from"), .appName]),
      ],
      vocabularies: []))

  @Test(arguments: [
    ("do a search of my catches", "SearchCatches"),
    ("have a search through my catches", "SearchCatches"),
    ("do a reset of my stats", "ResetStats"),
    ("place an order for bait", "OrderBait"),
    ("take a look at the map", "ShowMap"),
    ("have a look at the map", "ShowMap"),
    ("take a photo of my catch", "AddPhoto"),
    ("take a quick photo", "AddPhoto"),
  ])
  func theNounAfterALightVerbSaysTheAction(request: String, intent: String) {
    #expect(Self.logbook.match(request, options: TestCatalogs.options).best?.intent == intent)
  }

  private func analysis(_ request: String) -> UtteranceAnalysis {
    UtteranceAnalysis(request, index: Self.logbook, options: TestCatalogs.options)
  }

  @Test func aLightVerbBeforeAnActionIsNoVerbOfItsOwn() {
    // The noun is the request's verb, and "do" before an article asks nothing.
    #expect(analysis("do a search of my catches").lead == 2)
    #expect(!analysis("do a search of my catches").isQuestion)
    #expect(analysis("give me a search of my catches").lead == 3)
    // Before a thing no phrase does, "take" is the verb; "do" with a subject still asks.
    #expect(analysis("take a photo").lead == 0)
    #expect(analysis("do i have a photo").isQuestion)
  }

  @Test func takeMakesOnlyWhatItsArticleIntroduces() {
    // "take … off" removes, whatever its object's article; without an article "take" makes
    // nothing.
    #expect(
      Self.logbook.match("take a photo off logbook", options: TestCatalogs.options).best?.intent
        != "AddPhoto")
    #expect(
      Self.logbook.match("take the photo from my log", options: TestCatalogs.options).best?
        .intent != "AddPhoto")
  }
}
