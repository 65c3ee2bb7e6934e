import Testing

@testable import ParleyMatcher

/// A word misspelt beyond doubt (no word of the catalog reads it, the word vectors do not know
/// it, and one word they know is one edit from it) is read as the word it misspells, through a
/// typo; a word of several readings, or of the same stem as its one reading, is read as said.
@Suite struct MisspeltWordTests {
  let trails = TestCatalogs.bundledTrails
  let cards = TestCatalogs.oneApp(
    "Cards", [("Study", "Study my cards"), ("Reset", "Reset my cards")])

  @Test func aMisspeltSynonymSaysThePhraseWord() throws {
    let result = cards.match("practkce my cards", options: TestCatalogs.options)
    let best = try #require(result.best)
    #expect(best.intent == "Study")
    let read = try #require(
      best.explanation.matches.first { $0.phraseWord.lowercased() == "study" })
    #expect(read.utteranceWord == "practkce")
    #expect(read.how == .typo)
  }

  @Test func aMisspeltNameWordSaysTheName() throws {
    let result = trails.match("find ibking trails near denver", options: TestCatalogs.options)
    let best = try #require(result.best)
    #expect(best.intent == "SuggestTrails")
    #expect(best.values.first { $0.name == "activity" }?.value.description == "Biking")
  }

  @Test func aPhraseWordMisspeltIsReadAsThatWord() throws {
    // "opne" is the phrase's "open" to typo tolerance; read as "open", it is the state the
    // question asks about, not the action of "Open ${target}".
    let result = trails.match("is cedar falls opne", options: TestCatalogs.options)
    let best = try #require(result.best)
    #expect(best.intent == "GetTrailInfo")
    let tokens = trails.spelled(Tokenizer.tokens("is cedar falls opne"))
    #expect(tokens.last?.word == "open")
    #expect(tokens.last?.misspelt == "opne")
    let spelledCards = cards.spelled(Tokenizer.tokens("study my cadrs"))
    #expect(spelledCards.last?.word == "cards")
  }

  @Test func anAppNameMisspeltNamesTheApp() throws {
    let index = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Brew"), MatcherApp(name: "Notes")],
        templates: [
          PhraseTemplate(
            app: "Brew", intent: "ReorderLast", parts: [.text("Reorder my usual with"), .appName]),
          PhraseTemplate(
            app: "Brew", intent: "CheckOrder", parts: [.text("Check my order in"), .appName]),
          PhraseTemplate(
            app: "Notes", intent: "ListNotes", parts: [.text("List my notes in"), .appName]),
        ], vocabularies: []))
    // "bref", "bpew" and "breew" are no words; "crew" is one of its own.
    for request in [
      "reorder my usual from bref", "check my order in bpew", "check my order in breew",
    ] {
      let best = try #require(index.match(request, options: TestCatalogs.options).best)
      #expect(best.app == "Brew", "\(request)")
      #expect(best.reading.appNameSaid != nil, "\(request)")
    }
    let crew = index.match("check my order in crew", options: TestCatalogs.options)
    #expect(crew.best?.reading.appNameSaid == nil)
  }

  @Test(arguments: [
    ("is the trail oen", "oen"),  // "on", "one", "open", "own"…
    ("please reinstate my cards", "reinstate"),  // only "reinstated"
    ("study myy cards", "myy"),  // typo tolerance reads no edit in a word of three letters
  ])
  func wordsNotMisspeltBeyondDoubtAreReadAsSaid(request: String, word: String) {
    let tokens = cards.spelled(Tokenizer.tokens(request))
    #expect(tokens.contains { $0.word == word && $0.misspelt == nil })
  }

  @Test func aLetterTypedTwiceIsReadOnce() throws {
    // Typo tolerance reads no letter more in a word of five letters ("flood" is not "food"),
    // and "drill" of "drilll" is no phrase word: both are read with the double undone.
    let opened = trails.spelled(Tokenizer.tokens("is cedar falls opeen"))
    #expect(opened.last?.word == "open")
    let best = try #require(
      trails.match("is cedar falls opeen", options: TestCatalogs.options).best)
    #expect(best.intent == "GetTrailInfo")
    let drilled = try #require(cards.match("drilll my cards", options: TestCatalogs.options).best)
    #expect(drilled.intent == "Study")
  }

  @Test func aLetterTypedTwiceWithAnotherReadingIsReadAsSaid() {
    // "tunn" is "tun" with the double undone, but as near "turn" or "tune".
    let tokens = cards.spelled(Tokenizer.tokens("tunn my cards"))
    #expect(tokens.first?.word == "tunn")
    #expect(tokens.first?.misspelt == nil)
  }

  @Test func aListedNameMisspeltIsLeftToTheName() throws {
    // "cedarr" is one edit from the vectors' "cedar" alone, but it is a typo of a listed name's
    // word: the name reads it, as typed.
    let tokens = trails.spelled(Tokenizer.tokens("get conditions for cedarr falls"))
    #expect(tokens.contains { $0.word == "cedarr" && $0.misspelt == nil })
    let best = try #require(
      trails.match("get conditions for cedarr falls", options: TestCatalogs.options).best)
    #expect(best.values.first { $0.name == "trail" }?.value.description == "Cedar Falls")
  }

  @Test func theWordSaidIsKeptBesideTheWordMeant() throws {
    let tokens = cards.spelled(Tokenizer.tokens("practkce my cards"))
    #expect(tokens.first?.word == "practice")
    #expect(tokens.first?.misspelt == "practkce")
  }
}
