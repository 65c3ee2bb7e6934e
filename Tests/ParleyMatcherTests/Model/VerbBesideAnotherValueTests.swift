import Testing

@testable import ParleyMatcher

/// The model's reading of a command that says only a phrase's verb beside a value another
/// intent of the app takes: the value, not the verb, says what the request is about.
@Suite struct VerbBesideAnotherValueTests {
  let index = RequestObjectTests.notes

  func feature(_ request: String, _ intent: String) throws -> Double {
    let rows = index.modelFeatures(request, options: TestCatalogs.options)
    let place = try #require(
      ScoringModel.candidateFeatureNames.firstIndex(of: VerbBesideAnotherValue.name))
    let found = try #require(rows.candidates.first { $0.intent == intent })
    return found.features[place]
  }

  @Test func aValueOfAnotherIntentBesideThePhrasesVerbIsRead() throws {
    // "Groceries" is a note, which Find, Move and Delete Note take and List Notes does not.
    #expect(try feature("list groceries in notes", "ListNotes") == 1)
  }

  @Test func moreOfThePhraseOrAValueItTakesIsNot() throws {
    #expect(try feature("create a note in notes", "CreateNote") == 0)
    #expect(try feature("delete the groceries note in notes", "DeleteNote") == 0)
  }
}
