import Testing

@testable import ParleyMatcher

/// An app's requests get the same answer whether it is loaded alone or beside other apps: the
/// weights, verbs and letter shapes that score its phrases come from its own phrases.
@Suite struct CatalogIndependenceTests {
  private static let drink = PhraseTemplate.Part.slot(name: "drink", type: .vocabulary("Drink"))

  /// Apps whose phrases share words with Trails' ("add", "show", "start", "favorites", "how").
  static let others = MatcherCatalog(
    apps: [
      MatcherApp(name: "Brew"), MatcherApp(name: "Notes"), MatcherApp(name: "Music"),
    ],
    templates: [
      PhraseTemplate(app: "Brew", intent: "Order", parts: [.text("Order a"), drink, .appName]),
      PhraseTemplate(
        app: "Brew", intent: "AddShot", parts: [.text("Add an extra shot with"), .appName]),
      PhraseTemplate(
        app: "Brew", intent: "Price", parts: [.text("How much is a"), drink, .appName]),
      PhraseTemplate(
        app: "Notes", intent: "ShowFavorites",
        parts: [.text("Show my favorite notes in"), .appName]),
      PhraseTemplate(
        app: "Notes", intent: "NewNote", parts: [.text("Start a new note in"), .appName]),
      PhraseTemplate(
        app: "Music", intent: "Play", parts: [.text("Play my favorite songs on"), .appName]),
      PhraseTemplate(app: "Music", intent: "Stop", parts: [.text("Stop the music in"), .appName]),
    ],
    vocabularies: [
      SlotVocabulary(
        name: "Drink",
        entries: [
          .init(value: "latte", title: "Caffè Latte", synonyms: ["latte"]),
          .init(value: "drip", title: "Drip Coffee"),
        ])
    ])

  /// The Trails-like test app with a phrase to remove a favourite.
  static let trails = MatcherCatalog(
    apps: TestCatalogs.trails.apps,
    templates: TestCatalogs.trails.templates + [
      PhraseTemplate(
        app: "Trails", intent: "RemoveFavorite",
        parts: [
          .text("Remove"), .slot(name: "trail", type: .vocabulary("Trail")),
          .text("from my favorites in"), .appName,
        ])
    ],
    vocabularies: TestCatalogs.trails.vocabularies)

  static let alone = PhraseIndex(catalog: trails)
  static let together = PhraseIndex(
    catalog: MatcherCatalog(
      apps: trails.apps + others.apps, templates: others.templates + trails.templates,
      vocabularies: others.vocabularies + trails.vocabularies))

  /// Trails' own phrases as people say them: with and without the app name, slots filled,
  /// lower case, with a filler.
  static var generatedRequests: [String] {
    var requests: [String] = []
    for template in trails.templates {
      for appName in ["trails", nil] as [String?] {
        var words: [String] = []
        for part in template.parts {
          switch part {
          case .text(let text): words.append(text.lowercased())
          case .appName:
            if let appName {
              words.append(appName)
            } else if let last = words.popLast() {
              // "Open Favorites in" without the app name: "open favorites".
              words.append(last.split(separator: " ").dropLast().joined(separator: " "))
            }
          case .slot(_, let type):
            switch type {
            case .vocabulary("Trail"): words.append("bear creek")
            case .vocabulary: words.append("hard")
            case .decimal: words.append("3.5")
            case .date: words.append("tomorrow")
            default: words.append("4")
            }
          }
        }
        let request = words.filter { !$0.isEmpty }.joined(separator: " ")
        requests += [request, "please " + request]
      }
    }
    return requests
  }

  /// Requests no phrase was written for.
  static let writtenRequests = [
    "show me my favourite trails", "how are the conditions on alpine lake trail",
    "start hiking cedar falls in trails", "log 5 miles", "plan a hike for saturday",
    "add bear creek to my favorites", "add bear creek to my favorites in trails",
    "remove cedar falls from favorites", "invite three friends",
    "what's on my favorites list", "show me the hard trails", "delete my favorites",
  ]

  @Test(arguments: generatedRequests + writtenRequests)
  func theSameWinnerAloneAsTogether(request: String) {
    let one = Self.alone.match(request, options: TestCatalogs.options)
    let all = Self.together.match(request, options: TestCatalogs.options)
    #expect(one.best?.intent == all.best?.intent)
    #expect(one.best?.slot?.value == all.best?.slot?.value)
    if let best = all.best {
      #expect(best.app == "Trails")
    }
  }

  @Test(arguments: generatedRequests)
  func everyGeneratedRequestMatchesItsIntent(request: String) {
    #expect(Self.alone.match(request, options: TestCatalogs.options).best != nil)
  }

  /// A name read by its kind keeps the words another app's phrases say: "movie" of "the movie
  /// night note" is a word of the note's name whether or not a cinema app is loaded.
  @Test func aNameReadByItsKindIgnoresOtherAppsPhrases() throws {
    let note = PhraseTemplate.Part.slot(name: "note", type: .vocabulary("Note"))
    let notes = MatcherCatalog(
      apps: [MatcherApp(name: "Notes")],
      templates: [
        PhraseTemplate(
          app: "Notes", intent: "DeleteNote",
          parts: [.text("Delete the"), note, .text("note in"), .appName])
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Note", entries: [.init(value: "groceries", title: "Groceries")],
          acceptsUnknownValues: true, typeName: "Note")
      ])
    let cinema = MatcherCatalog(
      apps: [MatcherApp(name: "Marquee")],
      templates: [
        PhraseTemplate(
          app: "Marquee", intent: "BuyTickets",
          parts: [.text("Get movie tickets from"), .appName])
      ],
      vocabularies: [])
    let alone = PhraseIndex(catalog: notes)
    let together = PhraseIndex(
      catalog: MatcherCatalog(
        apps: notes.apps + cinema.apps, templates: cinema.templates + notes.templates,
        vocabularies: notes.vocabularies))
    let request = "delete the movie night note in notes"
    let one = try #require(alone.match(request, options: TestCatalogs.options).best)
    let all = try #require(together.match(request, options: TestCatalogs.options).best)
    #expect(one.slot?.text == "movie night")
    #expect(all.slot?.text == "movie night")
    #expect(one.score == all.score)
  }

  @Test func aScoreDependsOnlyOnItsOwnApp() throws {
    // When Trails' phrases compete only with one another, their scores are the same.
    for request in ["get conditions for bear creek in trails", "show my favorite trails"] {
      let one = try #require(Self.alone.match(request, options: TestCatalogs.options).best)
      let all = try #require(Self.together.match(request, options: TestCatalogs.options).best)
      #expect(one.score == all.score)
    }
  }

  @Test(arguments: [
    "add bear creek to my favorites", "remove the extra shot with brew", "unlock the door",
  ])
  func theOppositeActionIsNoMatch(request: String) {
    // Trails has no "add" phrase and Brew's is for adding: neither removes, and the
    // opposite of a phrase's verb rules the phrase out in every catalog.
    let all = Self.together.match(request, options: TestCatalogs.options)
    #expect(all.best?.intent != "RemoveFavorite")
    #expect(all.best?.intent != "AddShot")
  }

  @Test func theOppositeOfAVerbRulesItsPhraseOut() {
    let catalog = MatcherCatalog(
      apps: [MatcherApp(name: "Lights")],
      templates: [
        PhraseTemplate(
          app: "Lights", intent: "Lock", parts: [.text("Lock the front door with"), .appName]),
        PhraseTemplate(
          app: "Lights", intent: "Dim", parts: [.text("Dim the lights in"), .appName]),
      ], vocabularies: [])
    let index = PhraseIndex(catalog: catalog)
    #expect(index.match("lock the front door with lights").best?.intent == "Lock")
    #expect(index.match("unlock the front door with lights").best == nil)
    #expect(index.match("brighten the lights in lights").best == nil)
  }

  @Test(arguments: ["how much is a latte at brew", "how many calories are in a latte in brew"])
  func aQuestionAboutAValueIsNoOrder(request: String) {
    let brew = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Brew")],
        templates: [
          PhraseTemplate(
            app: "Brew", intent: "Order", parts: [.text("Order a"), Self.drink, .appName])
        ], vocabularies: Self.others.vocabularies))
    #expect(brew.match(request).best == nil)
    #expect(brew.match("a latte from brew please").best?.intent == "Order")
  }
}
