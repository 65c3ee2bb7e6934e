import Testing

@testable import ParleyMatcher

/// The model's reading of a word that names the app and says a word of the phrase in its
/// place: "a note" of "create a note to groceries" names Notes and says "Create a note".
@Suite struct PhraseWordAsAppNameTests {
  let index = RequestObjectTests.notes

  func feature(
    _ request: String, _ intent: String, focus: String? = nil, in catalog: PhraseIndex? = nil
  ) throws -> Double {
    var options = TestCatalogs.options
    options.appInFocus = focus
    let rows = (catalog ?? index).modelFeatures(request, options: options)
    let place = try #require(
      ScoringModel.candidateFeatureNames.firstIndex(of: PhraseWordAsAppName.name))
    let found = try #require(rows.candidates.first { $0.intent == intent })
    return found.features[place]
  }

  @Test func theAppsNameSaidWhereThePhraseSaysTheWordIsRead() throws {
    #expect(try feature("create a note to groceries saying buy eggs", "CreateNote") == 1)
    let explained =
      index.match("create a note to groceries saying buy eggs", options: TestCatalogs.options)
      .candidates.first { $0.intent == "CreateNote" }?.explanation.lines ?? []
    #expect(
      explained.contains(
        "app name \"Notes\" found as \"note\", which also says the phrase's word there"))
  }

  @Test func theAppsNameSaidInItsOwnPlaceOrInFocusIsNot() throws {
    // Named where the phrase names the app, in focus, or by a word the phrase says elsewhere.
    #expect(try feature("create bananas to groceries in notes", "CreateNote") == 0)
    #expect(try feature("create bananas to groceries", "CreateNote", focus: "Notes") == 0)
    #expect(try feature("create a quick note", "CreateNote") == 0)
    // Where the phrase holds a value between the word before and the word, as "Show my ${note}
    // note" does, the name said right after that word is not in its place.
    #expect(try feature("show me my notes", "FindNotes") == 0)
    // Said by a word paired with the phrase's own, the name is said apart.
    #expect(try feature("create a note in notes", "CreateNote") == 0)
  }

  /// Notes with a phrase whose word before its value is the app's name: "Find notes about
  /// ${note}", beside a question that lists them.
  static let finding = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Notes")],
      templates: ([
        ("FindNotes", [.text("Find notes about"), .slot(name: "note", type: .vocabulary("Note"))]),
        ("ListNotes", [.text("What notes do I have in")]),
        ("CreateNote", [.text("Create a note in")]),
      ] as [(String, [PhraseTemplate.Part])]).map {
        PhraseTemplate(app: "Notes", intent: $0.0, parts: $0.1 + [.appName])
      },
      vocabularies: [
        SlotVocabulary(
          name: "Note", entries: [.init(value: "1", title: "Groceries")],
          acceptsUnknownValues: true, typeName: "Note")
      ]))

  @Test func theAppsNameSaidBeforeTheWordThatLeadsToTheValueSaysThePhrase() throws {
    // "notes about groceries" says the "notes about ${note}" of the phrase, as a question too,
    // and of a name the app does not list.
    let best = Self.finding.match(
      "do i have any notes about groceries", options: TestCatalogs.options
    ).best
    #expect(best?.intent == "FindNotes")
    #expect(try feature("do i have a note about the dentist", "FindNotes", in: Self.finding) == 1)
    // A word as slight as "to", with no value after it, says too little of where it stands.
    #expect(try feature("email my notes to john", "MoveNote") == 0)
    #expect(
      Self.finding.match("do i have any notes", options: TestCatalogs.options).best?.intent
        == "ListNotes")
  }

  @Test func theAppsNameSaidAfterWordsInItsSlotsPlaceSaysThePhrase() throws {
    // "a nice easy trail" stands where "Find ${activity} trails" says its value and its word.
    let trails = TestCatalogs.bundledTrails
    let request = "whats a nice easy trail close to me"
    #expect(try feature(request, "SuggestTrails", in: trails) == 1)
    #expect(trails.match(request, options: TestCatalogs.options).best?.intent == "SuggestTrails")
    // A word that picks a thing stands in no value's place: "other trails" refers to trails.
    #expect(try feature("what about other trails", "SuggestTrails", in: trails) == 0)
    // Nor does a filler: "my notes" says no value of "Show my ${note} note".
    #expect(try feature("show me my notes", "FindNotes") == 0)
  }
}
