import Testing

@testable import ParleyMatcher

/// A request said to the app in focus counts as said to it, told through ``MatchOptions``.
@Suite struct AppInFocusTests {
  let index = PhraseIndex(catalog: TestCatalogs.twoApps)

  func options(focus: String?, scoring: Scoring = .rules) -> MatchOptions {
    var options = TestCatalogs.options
    options.appInFocus = focus
    options.scoring = scoring
    return options
  }

  @Test(arguments: [("Notes", Scoring.rules), ("Trails", .rules), ("notes", .model)])
  func aRequestWithoutAnAppNameGoesToTheAppInFocus(app: String, scoring: Scoring) throws {
    #expect(index.match("open favorites", options: options(focus: nil)).isAmbiguous)
    let result = index.match("open favorites", options: options(focus: app, scoring: scoring))
    let best = try #require(result.best)
    #expect(best.app.lowercased() == app.lowercased())
    #expect(!result.isAmbiguous)
    #expect(best.explanation.saidToAppInFocus)
    #expect(best.explanation.appNameFound == nil)
    #expect(best.explanation.lines.contains("said to \(best.app), the app in focus"))
    #expect(result.namedApps.isEmpty)
  }

  @Test func aRequestThatNamesAnAppGoesToThatApp() throws {
    let result = index.match("open favorites in trails", options: options(focus: "Notes"))
    let best = try #require(result.best)
    #expect(best.app == "Trails")
    #expect(!best.explanation.saidToAppInFocus)
    #expect(best.explanation.appNameFound == "trails")
    #expect(result.namedApps == ["Trails"])
  }

  @Test func anAppNotLoadedIsNoFocus() {
    let result = index.match("open favorites", options: options(focus: "Weather"))
    #expect(result.isAmbiguous)
  }
}
