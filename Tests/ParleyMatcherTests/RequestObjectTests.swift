import Testing

@testable import ParleyMatcher

/// What a request acts on, and how it is framed, says nothing of the action: a name after
/// "called", a thing's kind word, a question's "how many" and a state after "are" are no
/// phrase words nor names, and a phrase's "someone" or "money" is said by the value it stands
/// for.
@Suite struct RequestObjectTests {
  private static let note = PhraseTemplate.Part.slot(name: "note", type: .vocabulary("Note"))
  private static let folder = PhraseTemplate.Part.slot(
    name: "folder", type: .vocabulary("Folder"))

  /// A notes app as the bundled one has it: notes found, created, listed by folder, moved and
  /// deleted, in folders one of which is also called "trip".
  static let notes = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Notes")],
      templates: [
        PhraseTemplate(
          app: "Notes", intent: "FindNotes",
          parts: [.text("Show my"), note, .text("note in"), .appName]),
        PhraseTemplate(
          app: "Notes", intent: "CreateNote", parts: [.text("Create a note in"), .appName]),
        PhraseTemplate(
          app: "Notes", intent: "ListNotes", parts: [.text("List all my notes in"), .appName]),
        PhraseTemplate(
          app: "Notes", intent: "ListNotes",
          parts: [.text("List my"), folder, .text("notes in"), .appName]),
        PhraseTemplate(
          app: "Notes", intent: "MoveNote",
          parts: [.text("Move a note to"), folder, .text("in"), .appName]),
        PhraseTemplate(
          app: "Notes", intent: "DeleteNote",
          parts: [.text("Delete the"), note, .text("note in"), .appName]),
        PhraseTemplate(
          app: "Notes", intent: "DeleteNote", parts: [.text("Delete a note in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Note",
          entries: [
            .init(value: "1", title: "Groceries"), .init(value: "2", title: "Trip to Lisbon"),
          ], acceptsUnknownValues: true, typeName: "Note"),
        SlotVocabulary(
          name: "Folder",
          entries: [
            .init(value: "travel", title: "Travel", synonyms: ["Trip", "Holidays"]),
            .init(value: "personal", title: "Personal"),
          ], typeName: "Folder"),
      ],
      parameters: [
        IntentParameters(
          app: "Notes", intent: "CreateNote",
          parameters: [
            .init(name: "noteTitle", type: .text, title: "Title"),
            .init(name: "folder", type: .vocabulary("Folder"), title: "Folder"),
          ]),
        IntentParameters(
          app: "Notes", intent: "MoveNote",
          parameters: [
            .init(name: "note", type: .vocabulary("Note"), title: "Note"),
            .init(name: "folder", type: .vocabulary("Folder"), title: "Folder"),
          ]),
      ]))

  @Test(arguments: [
    "pin the trip to lisbon note in notes", "pin the trip to lisbon note",
    "pin the groceries note in notes",
  ])
  func aVerbNoPhraseSaysIsNotDecidedByItsObject(request: String) {
    // "note" says what is pinned, not that it is deleted, listed or moved.
    #expect(Self.notes.match(request, options: TestCatalogs.options).best == nil)
  }

  @Test func theVerbOfThePhraseStillActsOnTheSameObject() throws {
    let best = try #require(
      Self.notes.match("delete the trip to lisbon note in notes", options: TestCatalogs.options)
        .best)
    #expect(best.intent == "DeleteNote")
    #expect(best.slot?.value == .entry(value: "2", title: "Trip to Lisbon"))
  }

  @Test func aNameSaidInFullHoldsNoShorterNameOfAnotherKind() {
    // "trip" of "trip to lisbon" is no folder Travel: the note is named in full.
    let result = Self.notes.match(
      "move the trip to lisbon note in notes", options: TestCatalogs.options)
    #expect(result.best?.intent == "MoveNote")
    #expect(result.best?.values.contains { $0.name == "folder" } == false)
  }

  @Test(arguments: [
    ("make a note called packing list", "packing list"),
    ("make a note called packing list in notes", "packing list"),
    ("create a note named to do list", "to do list"),
  ])
  func theWordsOfANameAreNoPhraseWords(request: String, title: String) throws {
    // "list" is the name's, not the verb of "List all my notes".
    let best = try #require(Self.notes.match(request, options: TestCatalogs.options).best)
    #expect(best.intent == "CreateNote")
    #expect(best.values.first { $0.name == "noteTitle" }?.value == .text(title))
  }

  @Test(arguments: [
    "how many cards are due in flashcards", "what cards are due in flashcards",
    "which cards are ready in flashcards",
  ])
  func aQuestionsFrameAndAStateNameNoFolder(request: String) throws {
    let best = try #require(
      RequestWordingTests.cards.match(request, options: TestCatalogs.options).best)
    #expect(best.intent == "GetCards")
    #expect(best.slot == nil)
  }

  /// A messaging app whose phrases name no value: "Message someone", "Send money".
  static let courier = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Courier")],
      templates: [
        PhraseTemplate(
          app: "Courier", intent: "SendMessage",
          parts: [.text("Send a message with"), .appName]),
        PhraseTemplate(
          app: "Courier", intent: "SendMessage",
          parts: [.text("Message someone in"), .appName]),
        PhraseTemplate(
          app: "Courier", intent: "PayContact", parts: [.text("Pay someone with"), .appName]),
        PhraseTemplate(
          app: "Courier", intent: "PayContact", parts: [.text("Send money with"), .appName]),
        PhraseTemplate(
          app: "Courier", intent: "ClearChat", parts: [.text("Clear the chat in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Person",
          entries: [
            .init(value: "ana-kim", title: "Ana Kim"), .init(value: "ben", title: "Ben Okafor"),
          ], acceptsUnknownValues: true, typeName: "Person")
      ],
      parameters: [
        IntentParameters(
          app: "Courier", intent: "SendMessage",
          parameters: [
            .init(name: "recipient", type: .vocabulary("Person"), title: "Recipient"),
            .init(name: "message", type: .text, title: "Message"),
          ]),
        IntentParameters(
          app: "Courier", intent: "PayContact",
          parameters: [
            .init(name: "payee", type: .vocabulary("Person"), title: "Payee"),
            .init(name: "amount", type: .decimal, title: "Amount", units: ["dollars", "euros"]),
          ]),
      ]))

  @Test(arguments: [
    ("text ana kim", "SendMessage"), ("message ben okafor", "SendMessage"),
    ("pay ana kim", "PayContact"), ("send ana kim 5 dollars", "PayContact"),
    ("send 5 dollars to ben okafor", "PayContact"),
  ])
  func aValueSaysThePhraseWordThatStandsForIt(request: String, intent: String) throws {
    let best = try #require(Self.courier.match(request, options: TestCatalogs.options).best)
    #expect(best.intent == intent)
  }

  @Test func aPlaceholderIsNoEvidenceWithoutItsValue() {
    // "someone" is said by a name only: "text a friend" names nobody the app knows.
    #expect(Self.courier.match("text a friend", options: TestCatalogs.options).best == nil)
  }
}

/// A verb of beginning before a gerund says when: the gerund says what.
@Suite struct AspectVerbTests {
  private static let folder = PhraseTemplate.Part.slot(
    name: "folder", type: .vocabulary("Folder"))

  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Flashcards")],
      templates: [
        PhraseTemplate(
          app: "Flashcards", intent: "OpenFolder",
          parts: [.text("Study"), folder, .text("in"), .appName]),
        PhraseTemplate(
          app: "Flashcards", intent: "ResetCards",
          parts: [.text("Start"), folder, .text("over in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(name: "Folder", entries: [.init(value: "spanish", title: "Spanish")])
      ]))

  @Test(arguments: [
    ("start studying spanish", "OpenFolder"), ("keep studying spanish in flashcards", "OpenFolder"),
    ("start spanish over in flashcards", "ResetCards"),
  ])
  func theGerundIsTheRequestsVerb(request: String, intent: String) throws {
    let best = try #require(Self.index.match(request, options: TestCatalogs.options).best)
    #expect(best.intent == intent)
  }
}

/// A name the catalog does not list, said for a vocabulary whose query takes any name, is
/// offered for the caller to confirm with the query when nothing matches without it.
@Suite struct UnconfirmedNameTests {
  @Test(arguments: ["order a mocha", "get me a mocha"])
  func aNameTheQueryMayFindIsOfferedForConfirmation(request: String) throws {
    let result = NamedValueTests.cafeAlone.match(request, options: TestCatalogs.options)
    #expect(result.best == nil)
    let offered = try #require(result.unconfirmed.first)
    #expect(offered.intent == "Order")
    #expect(offered.slot?.value == .raw("mocha"))
    #expect(result.unconfirmed.allSatisfy { $0.score >= PhraseIndex.threshold })
  }

  /// A café whose one phrase says only small words: "I'd like a ${drink}".
  static let smallWords = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Cafe")],
      templates: [
        PhraseTemplate(
          app: "Cafe", intent: "Order",
          parts: [
            .text("I'd like a"), .slot(name: "drink", type: .vocabulary("Drink")),
            .text("from"), .appName,
          ])
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Drink", entries: [.init(value: "latte", title: "Caffè Latte")],
          acceptsUnknownValues: true, typeName: "Drink")
      ]))

  @Test(arguments: ["i'd like a mocha", "i would like a mocha please"])
  func aPhraseOfSmallWordsIsFoundByThemForANameTheQueryMayFind(request: String) throws {
    // No word of the phrase but small words, and no name it lists: the words it says find it.
    let result = Self.smallWords.match(request, options: TestCatalogs.options)
    let offered = try #require(result.unconfirmed.first)
    #expect(offered.intent == "Order")
    #expect(offered.slot?.value == .raw("mocha"))
    #expect(
      Self.smallWords.match("play a mocha", options: TestCatalogs.options).unconfirmed.isEmpty)
  }

  @Test(arguments: ["order a latte", "order a mocha with cafe", "play some jazz"])
  func nothingIsOfferedWhenTheRequestMatchesOrNamesNothing(request: String) {
    let result = NamedValueTests.cafeAlone.match(request, options: TestCatalogs.options)
    #expect(result.unconfirmed.isEmpty)
  }

  /// The first is a known miss of the scoring model: it orders the latte (0.77), where the
  /// removed hand-set rules offered nothing.
  @Test(arguments: [("cancel the latte", true), ("delete the mocha", false)])
  func noLossIsOfferedNorANameOfAnotherApp(request: String, isKnownMiss: Bool) {
    let cafe = NamedValueTests.cafe
    let index = PhraseIndex(
      catalog: MatcherCatalog(
        apps: cafe.apps + [MatcherApp(name: "Notes")],
        templates: cafe.templates + [
          PhraseTemplate(
            app: "Notes", intent: "DeleteNote",
            parts: [
              .text("Delete the"), .slot(name: "note", type: .vocabulary("Note")),
              .text("note in"), .appName,
            ])
        ],
        vocabularies: cafe.vocabularies + [
          SlotVocabulary(name: "Note", entries: [], acceptsUnknownValues: true, typeName: "Note")
        ],
        parameters: cafe.parameters))
    let result = index.match(request, options: TestCatalogs.options)
    if isKnownMiss {
      withKnownIssue { #expect(result.best == nil) }
    } else {
      #expect(result.best == nil)
    }
    #expect(!result.unconfirmed.contains { $0.intent == "DeleteNote" })
  }

  @Test func onlyFlexibleMatchingOffersNames() {
    let options = MatchOptions(now: TestCatalogs.now, mode: .siri)
    #expect(NamedValueTests.cafeAlone.match("order a mocha", options: options).unconfirmed.isEmpty)
  }
}

/// A question's frame ("what", "do", "have") says that it asks, not what: without the app
/// name, a phrase said by its frame alone, or one that names another app's value, is not it.
@Suite struct QuestionFrameEvidenceTests {
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Soup Shop"), MatcherApp(name: "Notes"), MatcherApp(name: "Trails")],
      templates: [
        PhraseTemplate(
          app: "Soup Shop", intent: "ShowMenu",
          parts: [.text("What soups does"), .appName, .text("have today")]),
        PhraseTemplate(
          app: "Soup Shop", intent: "ShowMenu",
          parts: [.text("What's on the menu at"), .appName]),
        PhraseTemplate(
          app: "Soup Shop", intent: "OrderSoup", parts: [.text("Order soup from"), .appName]),
        PhraseTemplate(
          app: "Notes", intent: "ListNotes", parts: [.text("What notes do I have in"), .appName]),
        PhraseTemplate(
          app: "Notes", intent: "CreateNote", parts: [.text("Create a note in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "GetTrailInfo",
          parts: [
            .text("Get conditions on"), .slot(name: "trail", type: .vocabulary("Trail")),
            .text("with"), .appName,
          ]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Trail", entries: [.init(value: "bear", title: "Bear Creek Trail")],
          typeName: "Trail")
      ]))

  @Test(arguments: ["what folders do i have", "what do you have"])
  func aPhraseSaidByItsFrameAloneIsNotTheRequest(request: String) {
    #expect(Self.index.match(request, options: TestCatalogs.options).best == nil)
  }

  @Test(arguments: [
    ("what notes do i have", "ListNotes"), ("what soups do you have", "ShowMenu"),
    ("what's the weather on bear creek trail", "GetTrailInfo"),
  ])
  func aWordOfTheIntentOrItsValueSaysWhatIsAsked(request: String, intent: String) throws {
    let best = try #require(Self.index.match(request, options: TestCatalogs.options).best)
    #expect(best.intent == intent)
  }
}
