import Testing

@testable import ParleyMatcher

/// Common command verbs people use for an app's own verbs ("practice" for "study", "jot" for
/// "write", "restart" for "reset") say them, so a request with one is not refused as an
/// action the app does not do; and they reach no further than their meaning.
@Suite struct CommandSynonymTests {
  private static let folder = PhraseTemplate.Part.slot(
    name: "folder", type: .vocabulary("Folder"))
  private static let target = PhraseTemplate.Part.slot(
    name: "target", type: .vocabulary("Folder"))

  /// Flashcards and Notes as the bundled apps have them.
  static let apps = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Flashcards"), MatcherApp(name: "Notes")],
      templates: [
        PhraseTemplate(
          app: "Flashcards", intent: "GetCards",
          parts: [.text("Get cards from"), folder, .text("in"), .appName]),
        PhraseTemplate(
          app: "Flashcards", intent: "GetCards",
          parts: [.text("Show my"), folder, .text("cards in"), .appName]),
        PhraseTemplate(
          app: "Flashcards", intent: "OpenFolder",
          parts: [.text("Study"), target, .text("in"), .appName]),
        PhraseTemplate(
          app: "Flashcards", intent: "OpenFolder",
          parts: [.text("Open"), target, .text("in"), .appName]),
        PhraseTemplate(
          app: "Flashcards", intent: "ResetCards",
          parts: [.text("Reset my"), folder, .text("cards in"), .appName]),
        PhraseTemplate(
          app: "Flashcards", intent: "ResetCards",
          parts: [.text("Start"), folder, .text("over in"), .appName]),
        PhraseTemplate(
          app: "Flashcards", intent: "CreateCard",
          parts: [.text("Create a card in"), .appName]),
        PhraseTemplate(
          app: "Notes", intent: "CreateNote", parts: [.text("Create a note in"), .appName]),
        PhraseTemplate(
          app: "Notes", intent: "CreateNote", parts: [.text("Write a note in"), .appName]),
        PhraseTemplate(
          app: "Notes", intent: "ListNotes", parts: [.text("List all my notes in"), .appName]),
        PhraseTemplate(
          app: "Notes", intent: "MoveNote",
          parts: [
            .text("Move a note to"), .slot(name: "to", type: .vocabulary("NoteFolder")),
            .text("in"), .appName,
          ]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Folder",
          entries: [
            .init(value: "spanish", title: "Spanish"), .init(value: "biology", title: "Biology"),
          ]),
        SlotVocabulary(
          name: "NoteFolder",
          entries: [.init(value: "work", title: "Work"), .init(value: "travel", title: "Travel")]),
      ]))

  @Test(arguments: [
    "practice spanish in flashcards", "review spanish in flashcards",
    "learn biology in flashcards", "quiz me on spanish in flashcards",
    "let's practise spanish in flashcards", "practice spanish",
  ])
  func aVerbOfStudyingStudies(request: String) throws {
    let best = try #require(Self.apps.match(request, options: TestCatalogs.options).best)
    #expect(best.intent == "OpenFolder")
  }

  @Test(arguments: ["restart spanish in flashcards", "wipe my spanish cards in flashcards"])
  func aVerbOfStartingOverResets(request: String) throws {
    let best = try #require(Self.apps.match(request, options: TestCatalogs.options).best)
    #expect(best.intent == "ResetCards")
  }

  @Test func clearingIsNoReset() {
    // "clear my cards" may mean deleting them: no synonym makes it a reset, which runs
    // without asking.
    let result = Self.apps.match(
      "clear my spanish cards in flashcards", options: TestCatalogs.options)
    #expect(!result.candidates.contains { $0.intent == "ResetCards" })
  }

  @Test(arguments: ["jot down a note in notes", "compose a note in notes"])
  func aVerbOfWritingWrites(request: String) throws {
    let best = try #require(Self.apps.match(request, options: TestCatalogs.options).best)
    #expect(best.intent == "CreateNote")
  }

  @Test(arguments: ["put the note in the work folder", "put that note into travel"])
  func aVerbOfPlacingMoves(request: String) throws {
    // "put" places a thing somewhere: a note put in a folder is moved there.
    let best = try #require(Self.apps.match(request, options: TestCatalogs.options).best)
    #expect(best.intent == "MoveNote")
  }

  @Test(arguments: ["settle up for my order", "settle my order", "checkout my order"])
  func aVerbOfSettlingPays(request: String) {
    let templates = [("Pay", "pay for my order"), ("Track", "track my order")].map {
      PhraseTemplate(app: "Shop", intent: $0.0, parts: [.text($0.1)])
    }
    let shop = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Shop")], templates: templates, vocabularies: []))
    #expect(shop.match(request, options: TestCatalogs.options).best?.intent == "Pay")
  }

  @Test func oneRegularIsOnesUsual() {
    let templates = [("Reorder", "order my usual"), ("Order", "order a coffee")].map {
      PhraseTemplate(app: "Cafe", intent: $0.0, parts: [.text($0.1)])
    }
    let cafe = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Cafe")], templates: templates, vocabularies: []))
    let result = cafe.match("my regular please", options: TestCatalogs.options)
    #expect(result.best?.intent == "Reorder")
  }

  @Test(arguments: ["wrte a note in notes", "wite a note in notes", "crete a note in notes"])
  func aMisspeltFirstVerbSaysTheVerb(request: String) throws {
    let best = try #require(Self.apps.match(request, options: TestCatalogs.options).best)
    #expect(best.intent == "CreateNote")
    #expect(best.explanation.matches.first?.how == .typo)
  }

  @Test func synonymsReachNoFurtherThanTheirMeaning() {
    // "practice" is no "open", no "get" and no "reset", and a verb nobody uses for studying
    // is still an action Flashcards does not do.
    for (word, other) in [("practice", "open"), ("practice", "get"), ("review", "reset")] {
      #expect(!Synonyms.areSynonyms(Stemmer.stem(word), Stemmer.stem(other)))
    }
    #expect(
      Self.apps.match("paint spanish in flashcards", options: TestCatalogs.options).best == nil)
  }
}
