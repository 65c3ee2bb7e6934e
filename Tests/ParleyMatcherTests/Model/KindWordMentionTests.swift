import Testing

@testable import ParleyMatcher

/// The kind word of a name no entry holds ("note" of "a quick note") is the name's to a phrase
/// that takes that kind, and the app's name to a phrase that takes none, weighed by a feature
/// of its own.
@Suite struct KindWordMentionTests {
  let index = RequestObjectTests.notes

  func feature(_ request: String, _ intent: String, _ name: String) throws -> Double {
    let place = try #require(ScoringModel.candidateFeatureNames.firstIndex(of: name))
    let rows = index.modelFeatures(request, options: TestCatalogs.options)
    let found = try #require(rows.candidates.first { $0.intent == intent })
    return found.features[place]
  }

  @Test func aKindWordNamesTheAppToAPhraseThatTakesNoName() throws {
    #expect(try feature("create a quick note", "CreateNote", AppNamedByKindWord.name) == 1)
    #expect(try feature("create a quick note", "CreateNote", AppNamed.name) == 0)
  }

  @Test func aKindWordIsTheNamesToAPhraseThatTakesOne() throws {
    #expect(try feature("show my quick note", "FindNotes", AppNamedByKindWord.name) == 0)
    let reading = try #require(
      index.match("show my quick note", options: TestCatalogs.options).best)
    #expect(reading.intent == "FindNotes")
    #expect(reading.slot?.value == .raw("quick"))
  }

  @Test func anAppNameSaidAsItIsIsNoKindWord() throws {
    #expect(try feature("create a note in notes", "CreateNote", AppNamed.name) == 1)
    #expect(try feature("create a note in notes", "CreateNote", AppNamedByKindWord.name) == 0)
  }
}
