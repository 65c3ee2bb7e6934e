import Testing

@testable import ParleyMatcher

/// The model's reading of a phrase's verb said only in the "to" clause of another word: what
/// a reminder or a message is about, not the action asked for.
@Suite struct VerbInClauseTests {
  let index = RequestObjectTests.notes

  func feature(_ request: String, _ intent: String) throws -> Double {
    let rows = index.modelFeatures(request, options: TestCatalogs.options)
    let place = try #require(ScoringModel.candidateFeatureNames.firstIndex(of: VerbInClause.name))
    let found = try #require(rows.candidates.first { $0.intent == intent })
    return found.features[place]
  }

  @Test func theVerbOfAReminderOrAMessageIsRead() throws {
    #expect(try feature("remind me to create a note in notes", "CreateNote") == 1)
    #expect(try feature("ask jane to create a note in notes", "CreateNote") == 1)
    #expect(try feature("remember to delete the groceries note", "DeleteNote") == 1)
  }

  @Test func aClauseTheRequestAsksForIsNot() throws {
    // A word that passes its clause on, an aspect verb, a question word, or the phrase's own
    // verb said first.
    #expect(try feature("help me to create a note in notes", "CreateNote") == 0)
    #expect(try feature("is it possible to create a note in notes", "CreateNote") == 0)
    #expect(try feature("start to create a note in notes", "CreateNote") == 0)
    #expect(try feature("how to create a note in notes", "CreateNote") == 0)
    #expect(try feature("create a note in notes", "CreateNote") == 0)
    #expect(try feature("move a note to travel in notes", "MoveNote") == 0)
  }
}
