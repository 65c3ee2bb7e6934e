import Testing

@testable import ParleyMatcher

/// An app name of one word said, or typed, as two words still names the app.
@Suite struct AppNameSaidApartTests {
  static let catalog = MatcherCatalog(
    apps: [
      MatcherApp(name: "Bookwise", synonyms: [], negativePhrases: []),
      MatcherApp(name: "Brew", synonyms: [], negativePhrases: []),
    ],
    templates: [
      PhraseTemplate(
        app: "Bookwise", intent: "ListLoans", parts: [.text("What's due in"), .appName]),
      PhraseTemplate(
        app: "Bookwise", intent: "RenewBook", parts: [.text("Renew a book with"), .appName]),
      PhraseTemplate(app: "Brew", intent: "ListOrders", parts: [.text("What's due in"), .appName]),
    ], vocabularies: [])
  let index = PhraseIndex(catalog: Self.catalog)

  @Test(arguments: [
    ("whats due in book wise", "ListLoans"), ("what's due in Book Wise", "ListLoans"),
    ("renew a book with book wise", "RenewBook"),
  ])
  func theNameSaidApartNamesTheApp(request: String, intent: String) throws {
    let result = index.match(request, options: TestCatalogs.options)
    let best = try #require(result.best)
    #expect(best.app == "Bookwise")
    #expect(best.intent == intent)
    #expect(!result.isAmbiguous)
    #expect(best.reading.appNameSaid?.lowercased() == "book wise")
  }

  @Test func wordsThatSpellTheNameOnlyInPartNameNoApp() {
    let result = index.match("whats due in book wiser", options: TestCatalogs.options)
    #expect(result.best?.reading.appNameSaid == nil)
  }
}
