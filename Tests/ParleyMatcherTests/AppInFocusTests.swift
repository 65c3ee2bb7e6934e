import Testing

@testable import ParleyMatcher

/// A request said to the app in focus counts as said to it, told through ``MatchOptions``.
@Suite struct AppInFocusTests {
  let index = PhraseIndex(catalog: TestCatalogs.twoApps)

  func options(focus: String?) -> MatchOptions {
    var options = TestCatalogs.options
    options.appInFocus = focus
    return options
  }

  @Test(arguments: ["Notes", "Trails", "notes"])
  func aRequestWithoutAnAppNameGoesToTheAppInFocus(app: String) throws {
    let result = index.match("open favorites", options: options(focus: app))
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

  @Test func anAppNotLoadedIsNoFocus() throws {
    let unfocused = index.match("open favorites", options: options(focus: nil))
    let result = index.match("open favorites", options: options(focus: "Weather"))
    #expect(result.candidates.map(\.app) == unfocused.candidates.map(\.app))
    #expect(result.candidates.map(\.score) == unfocused.candidates.map(\.score))
    #expect(try #require(result.best).explanation.saidToAppInFocus == false)
  }
}
