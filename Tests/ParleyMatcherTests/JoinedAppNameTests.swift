import Testing

@testable import ParleyMatcher

/// An app name of several words typed, or heard, as one word still names the app.
@Suite struct JoinedAppNameTests {
  static let catalog = MatcherCatalog(
    apps: [
      MatcherApp(name: "Soup Shop", synonyms: ["Corner Deli"], negativePhrases: []),
      MatcherApp(name: "Brew", synonyms: [], negativePhrases: []),
    ],
    templates: [
      PhraseTemplate(
        app: "Soup Shop", intent: "ShowMenu", parts: [.text("Show the"), .appName, .text("menu")]),
      PhraseTemplate(
        app: "Soup Shop", intent: "PayForOrders",
        parts: [.text("Pay for my order in"), .appName]),
      PhraseTemplate(
        app: "Brew", intent: "ShowMenu", parts: [.text("Show the"), .appName, .text("menu")]),
    ], vocabularies: [])
  let index = PhraseIndex(catalog: Self.catalog)

  @Test(arguments: [
    ("show the soupshop menu", "Soup Shop"), ("show the SoupShop menu", "Soup Shop"),
    ("pay for my order in soupshop", "Soup Shop"), ("show the cornerdeli menu", "Soup Shop"),
    ("show the brew menu", "Brew"),
  ])
  func theJoinedNameNamesTheApp(request: String, app: String) throws {
    let result = index.match(request, options: TestCatalogs.options)
    let best = try #require(result.best)
    #expect(best.app == app)
    #expect(!result.isAmbiguous)
    #expect(best.reading.appNameSaid != nil)
  }

  @Test func aJoinedNameIsOneWordOfTheRequest() {
    let best = index.match("show the soupshop menu", options: TestCatalogs.options).best
    #expect(best?.reading.appNameSaid == "soupshop")
  }

  @Test func theNameSaidApartStillNamesIt() {
    let best = index.match("show the soup shop menu", options: TestCatalogs.options).best
    #expect(best?.app == "Soup Shop")
    #expect(best?.reading.appNameSaid == "soup shop")
  }
}
