import Testing

@testable import ParleyMatcher

/// The model's reading of a word that names the app and says a word of the phrase in its
/// place: "a note" of "create a note to groceries" names Notes and says "Create a note".
@Suite struct PhraseWordAsAppNameTests {
  let index = RequestObjectTests.notes

  func feature(_ request: String, _ intent: String, focus: String? = nil) throws -> Double {
    var options = TestCatalogs.options
    options.appInFocus = focus
    let rows = index.modelFeatures(request, options: options)
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
}
