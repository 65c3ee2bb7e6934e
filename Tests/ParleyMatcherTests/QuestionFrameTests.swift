import Testing

@testable import ParleyMatcher

/// Questions, typos of short words and weak evidence, on a catalog without app names, as in
/// intent-classification corpora.
@Suite struct QuestionFrameTests {
  static let catalog = MatcherCatalog(
    apps: [MatcherApp(name: "Home")],
    templates: [
      ("LockDoor", "lock the door"), ("LockDoor", "lock the front door"),
      ("DoorStatus", "is the door open"), ("DoorStatus", "check the door"),
      ("StopTimer", "stop the timer"), ("StopTimer", "cancel my timer"),
      ("ShowEvents", "show my events"), ("ShowEvents", "what events do i have"),
      ("OrderFood", "order some food"),
      ("PlayMusic", "play some music"), ("PlayMusic", "play songs by an artist"),
    ].map { PhraseTemplate(app: "Home", intent: $0.0, parts: [.text($0.1)]) },
    vocabularies: [])
  let index = PhraseIndex(catalog: Self.catalog)

  private func best(_ utterance: String) -> String? {
    index.match(utterance, options: TestCatalogs.options).best?.intent
  }

  @Test(arguments: ["is the door locked", "is my door locked"])
  func aYesNoQuestionAsksAboutAStateRatherThanCommandingIt(utterance: String) {
    #expect(best(utterance) == "DoorStatus")
  }

  @Test func anAppNameInsideTheValueAPhraseTakesIsTheValues() throws {
    let trails = PhraseIndex(catalog: TestCatalogs.trails)
    let best = try #require(
      trails.match("get conditions for bear creek trail", options: TestCatalogs.options).best)
    #expect(best.intent == "GetTrailInfo")
    #expect(best.slot?.value == .entry(value: "bear-creek", title: "Bear Creek Trail"))
  }

  @Test(arguments: ["did i lock the door", "have i ordered some food", "did you play some music"])
  func aYesNoQuestionAboutAnActionDoesNotAskForIt(utterance: String) {
    // The command's verb, said in a yes/no question, asks whether it happened.
    let result = index.match(utterance, options: TestCatalogs.options)
    #expect(!["LockDoor", "OrderFood", "PlayMusic"].contains(result.best?.intent ?? ""))
  }

  @Test(arguments: ["how is the door", "how's the door"])
  func howSomethingIsAsksForItsState(utterance: String) {
    let statuses = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Home")],
        templates: [
          PhraseTemplate(
            app: "Home", intent: "DoorStatus", parts: [.text("check the door status")]),
          PhraseTemplate(app: "Home", intent: "LockDoor", parts: [.text("lock the door")]),
        ], vocabularies: []))
    // Likelier than locking it, though too little said for the model to act on.
    let result = statuses.match(utterance, options: TestCatalogs.options)
    #expect((result.best ?? result.withheld.first)?.intent == "DoorStatus")
  }

  @Test(arguments: ["how icy is bear creek", "how crowded is the alpine lake trail"])
  func howAStateIsAsksForIt(utterance: String) throws {
    // As "is bear creek icy" does: the state word between "how" and its verb is asked for.
    let trails = PhraseIndex(catalog: TestCatalogs.trails)
    let best = try #require(trails.match(utterance, options: TestCatalogs.options).best)
    #expect(best.intent == "GetTrailInfo")
  }

  @Test(arguments: ["how's my parcel", "how is my parcel"])
  func howSomethingIsAsksToCheckIt(utterance: String) {
    // "how's …" asks to be told its state: what "check …" asks.
    let templates = [("Track", "check my parcel"), ("Send", "send a parcel")].map {
      PhraseTemplate(app: "Home", intent: $0.0, parts: [.text($0.1)])
    }
    let parcels = PhraseIndex(
      catalog: MatcherCatalog(apps: Self.catalog.apps, templates: templates, vocabularies: []))
    #expect(parcels.match(utterance, options: TestCatalogs.options).best?.intent == "Track")
    #expect(parcels.match("send my parcel", options: TestCatalogs.options).best?.intent == "Send")
  }

  @Test(arguments: ["how's bear creek", "is bear creek open", "how is the alpine lake trail"])
  func aQuestionWithoutTheAppNameNeedNotSayTheCommandsVerb(utterance: String) throws {
    let trails = PhraseIndex(catalog: TestCatalogs.trails)
    let best = try #require(trails.match(utterance, options: TestCatalogs.options).best)
    #expect(best.intent == "GetTrailInfo")
  }

  @Test func anotherSaysExtra() {
    let cafe = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Cafe")],
        templates: [
          PhraseTemplate(app: "Cafe", intent: "AddShot", parts: [.text("add an extra shot")]),
          PhraseTemplate(app: "Cafe", intent: "Order", parts: [.text("order a coffee")]),
        ], vocabularies: []))
    #expect(
      cafe.match("another shot please", options: TestCatalogs.options).best?.intent == "AddShot")
  }

  @Test func aCommandStillReachesTheCommand() {
    #expect(best("lock the front door") == "LockDoor")
    #expect(best("please lock the door") == "LockDoor")
  }

  @Test(arguments: [("stpo the timer", "StopTimer"), ("paly some music", "PlayMusic")])
  func aFourLetterWordMayHaveOneSwappedLetter(utterance: String, intent: String) {
    #expect(best(utterance) == intent)
  }

  @Test(arguments: ["evening", "a flood"])
  func wordsWhoseStemsMeetButWhoseSpellingsDoNotAreNotTheSameWord(utterance: String) {
    #expect(best(utterance) == nil)
  }
}

/// Words that stand for phrase words only in one form or through the values they name.
@Suite struct ScopedSynonymTests {
  static let catalog = MatcherCatalog(
    apps: [MatcherApp(name: "Cafe")],
    templates: [
      PhraseTemplate(
        app: "Cafe", intent: "CheckOrder", parts: [.text("is my coffee ready in"), .appName]),
      PhraseTemplate(
        app: "Cafe", intent: "Order",
        parts: [
          .text("order a"), .slot(name: "drink", type: .vocabulary("Drink")), .text("with"),
          .appName,
        ]),
      PhraseTemplate(
        app: "Cafe", intent: "Favorites", parts: [.text("show my favorite drinks in"), .appName]),
    ],
    vocabularies: [
      SlotVocabulary(
        name: "Drink",
        entries: [
          .init(value: "latte", title: "Caffè Latte", synonyms: ["Latte"]),
          .init(value: "drip", title: "Drip Coffee", synonyms: ["Coffee"]),
          .init(value: "cold", title: "Cold Brew", synonyms: ["Iced Coffee"]),
        ])
    ])
  let index = PhraseIndex(catalog: Self.catalog)

  private func best(_ utterance: String) -> MatchCandidate? {
    index.match(utterance, options: TestCatalogs.options).best
  }

  @Test func aValueSaysItsKind() {
    #expect(best("is my latte ready yet")?.intent == "CheckOrder")
  }

  @Test func anIntentThatTakesTheValueKeepsIt() {
    let order = best("order a latte with cafe")
    #expect(order?.intent == "Order")
    #expect(order?.slot?.value == .entry(value: "latte", title: "Caffè Latte"))
  }

  @Test func aFormOfAWordMayBeASynonymWhereItsStemIsNot() {
    #expect(best("what are my saved drinks in cafe")?.intent == "Favorites")
    let saved = index.match("what are my saved drinks in cafe", options: TestCatalogs.options)
    #expect(saved.best?.explanation.matches.contains { $0.phraseWord == "favorite" } == true)
    let save = index.match("save my drinks in cafe", options: TestCatalogs.options)
    #expect(
      save.candidates.allSatisfy {
        !$0.explanation.matches.contains { $0.phraseWord == "favorite" }
      })
  }
}

/// Without the app name, a phrase of an App Shortcut needs two words of its intent; they may
/// come from different phrases of it.
@Suite struct IntentEvidenceTests {
  static let catalog = MatcherCatalog(
    apps: [MatcherApp(name: "Cafe")],
    templates: [
      ("CheckOrder", "check my order in"), ("CheckOrder", "is my coffee ready in"),
      ("AddShot", "add a shot to my coffee in"),
    ].map { PhraseTemplate(app: "Cafe", intent: $0.0, parts: [.text($0.1), .appName]) },
    vocabularies: [])
  let index = PhraseIndex(catalog: Self.catalog)

  @Test func wordsOfTwoPhrasesOfAnIntentAgree() {
    #expect(
      index.match("is my order ready", options: TestCatalogs.options).best?.intent == "CheckOrder")
  }

  @Test func oneWordOfAnIntentIsNotEnough() {
    #expect(index.match("order an uber", options: TestCatalogs.options).best == nil)
  }

  @Test func anotherCommandsVerbIsNotThisCommand() {
    #expect(index.match("add my order", options: TestCatalogs.options).best?.intent != "CheckOrder")
  }
}
