import Testing

@testable import ParleyMatcher

/// Where a thing goes is said by more prepositions than a phrase's "to": people put a book *on*
/// a shelf, *in* a box or *into* a pile. Where the request's verb says the phrase's, any of
/// them says the phrase's "to"; where it does not, the preposition says where a thing is.
@Suite struct DestinationTests {
  /// A library app of a user's own: books moved between shelves, a reading list to add to.
  static let shelves = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Shelfie")],
      templates: [
        PhraseTemplate(
          app: "Shelfie", intent: "MoveBook",
          parts: [.text("Move a book to"), shelf, .text("in"), .appName]),
        PhraseTemplate(
          app: "Shelfie", intent: "ShowShelf",
          parts: [.text("Show the books on"), shelf, .text("in"), .appName]),
        PhraseTemplate(
          app: "Shelfie", intent: "AddToList",
          parts: [.text("Add a book to my reading list in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Shelf",
          entries: [
            .init(value: "fantasy", title: "Fantasy"), .init(value: "classics", title: "Classics"),
          ])
      ]))
  private static let shelf = PhraseTemplate.Part.slot(name: "shelf", type: .vocabulary("Shelf"))

  private func pair(_ request: String, literal word: String) -> TemplateScorer.Pair? {
    let analysis = UtteranceAnalysis(request, index: Self.shelves, options: TestCatalogs.options)
    let scorer = TemplateScorer(index: Self.shelves, analysis: analysis)
    for template in Self.shelves.templates {
      let evaluation = scorer.evaluate(template)
      if let pair = evaluation.pairs.first(where: {
        template.literals[$0.literal].word == word && $0.how == .synonym
      }) {
        return pair
      }
    }
    return nil
  }

  @Test(arguments: [
    ("move my old paperback onto the fantasy shelf", "onto"),
    ("put the paperback in classics", "in"),
    ("put this one on my reading list", "on"),
    ("move it under fantasy", "under"),
  ])
  func anotherPrepositionOfWhereSaysTheTo(request: String, preposition: String) {
    let found = pair(request, literal: "to")
    #expect(found != nil)
    let words = UtteranceAnalysis(request, index: Self.shelves, options: TestCatalogs.options)
      .words
    #expect(found.map { words[$0.token] } == preposition)
  }

  @Test func theShelfIsReadAfterTheOtherPreposition() {
    let best = Self.shelves.match(
      "put my old paperback into the classics", options: TestCatalogs.options
    )
    .best
    #expect(best?.intent == "MoveBook")
    #expect(best?.values.first { $0.name == "shelf" }?.text == "classics")
  }

  @Test func aVerbThatMovesNothingSaysWhereThingsAre() {
    // "show" says no "move": its "on" is where the books are, not where they go.
    #expect(pair("show me what is on the fantasy shelf", literal: "to") == nil)
    // The word that leads to the app's name stays the app name's.
    #expect(pair("add a book in shelfie", literal: "to") == nil)
  }
}
