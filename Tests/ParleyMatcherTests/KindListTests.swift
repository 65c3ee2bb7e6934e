import Testing

@testable import ParleyMatcher

/// A verb that shows, before a value and the plural a phrase says after its slot ("show me
/// biking trails" and "Find ${activity} trails"), asks for that list, not for a target named
/// "biking trails".
@Suite struct KindListTests {
  private static let trails = TestCatalogs.bundledTrails

  @Test func showMeBikingTrailsSuggestsThem() {
    let result = Self.trails.match("show me biking trails in trails")
    #expect(result.best?.intent == "SuggestTrails")
    #expect(Self.trails.bestValues("show me biking trails in trails")["activity"] == "Biking")
  }

  @Test func displayHikingTrailsSuggestsThem() {
    #expect(Self.trails.match("display hiking trails in trails").best?.intent == "SuggestTrails")
  }

  @Test(arguments: [
    ("show me biking trails", "Biking"), ("display hiking trails near moab", "Hiking"),
    ("display hiking trails near moab in trails", "Hiking"),
  ])
  func theVerbThatShowsSaysThePhrasesVerb(request: String, activity: String) throws {
    // "display hiking trails" asks for what "Suggest ${activity} trails" suggests: its verb
    // says the phrase's, with or without the app name.
    let best = try #require(Self.trails.match(request).best)
    #expect(best.intent == "SuggestTrails")
    #expect(Self.trails.bestValues(request)["activity"] == activity)
    let verb = try #require(best.explanation.matches.first)
    #expect(["show", "display"].contains(verb.utteranceWord))
    #expect(["suggest", "find"].contains(verb.phraseWord))
    #expect(verb.how == .synonym)
  }

  @Test(arguments: [
    "find kayaking trails near boulder in trails", "find trails near boulder in trails",
  ])
  func thePhrasesKindWordIsNoPartOfAValue(request: String) {
    // "trails" is the "trails" of "Find ${activity} trails", not a part of "Trail Running".
    #expect(Self.trails.match(request).best?.intent == "SuggestTrails")
    #expect(Self.trails.bestValues(request)["activity"] == nil)
  }

  @Test func showingTheFavoritesOrATrailIsUnchanged() {
    #expect(Self.trails.match("show my favorites in trails").best?.intent == "OpenFavorites")
    #expect(Self.trails.match("show me cedar falls in trails").best?.intent == "OpenTrail")
    #expect(Self.trails.match("show my favorite trails in trails").best?.intent == "OpenFavorites")
  }

  @Test func theExplanationSaysWhyATargetIsNoList() throws {
    let request = "show me biking trails in trails"
    let analysis = UtteranceAnalysis(request, index: Self.trails, options: TestCatalogs.options)
    let template = try #require(
      Self.trails.templates.first { template in
        Self.trails.catalogTemplates[template.index].intent == "OpenTrail"
          && Self.trails.phrases[template.index].hasPrefix("Show me")
      })
    let candidate = TemplateScorer(index: Self.trails, analysis: analysis).candidate(template)
    #expect(
      candidate.explanation.penalties.contains(
        "the request asks to see a list of values another intent lists (x0.15)"))
  }

  @Test func aSingularKindNamesNoList() {
    // "biking trail" is no list of biking trails.
    #expect(Self.trails.match("show me biking trail in trails").best?.intent != "SuggestTrails")
  }
}
