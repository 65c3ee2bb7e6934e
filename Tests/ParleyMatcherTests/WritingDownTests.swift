import Testing

@testable import ParleyMatcher

/// A verb of writing with "down" makes a note of what follows it: "jot down pick up the kids"
/// says the note of "Write a note", and the words after "down" are the note's text.
@Suite struct WritingDownTests {
  /// A memo app of a user's own: a note with a text, a list, and a phrase whose verb takes
  /// "down" in another sense.
  static let memo = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Memo")],
      templates: [
        PhraseTemplate(
          app: "Memo", intent: "AddMemo", parts: [.text("Write a note in"), .appName]),
        PhraseTemplate(app: "Memo", intent: "AddMemo", parts: [.text("Add a note in"), .appName]),
        PhraseTemplate(
          app: "Memo", intent: "ShowMemos", parts: [.text("Show my notes in"), .appName]),
        PhraseTemplate(
          app: "Memo", intent: "TurnDown",
          parts: [.text("Turn down the volume in"), .appName]),
      ],
      vocabularies: [],
      parameters: [
        IntentParameters(
          app: "Memo", intent: "AddMemo", parameters: [.init(name: "body", type: .text)])
      ]))

  @Test(arguments: [
    ("write down call the vet", "call the vet"),
    ("jot down pick up the kids at three", "pick up the kids at three"),
    ("write this down: the gate code is 4512", "the gate code is 4512"),
    ("jot it down: the boiler was serviced", "the boiler was serviced"),
  ])
  func theWordsWrittenDownAreTheNotesText(request: String, text: String) {
    let best = Self.memo.match(request, options: TestCatalogs.options).best
    #expect(best?.intent == "AddMemo")
    #expect(best?.values.first { $0.name == "body" }?.text == text)
  }

  @Test func downOfAnotherVerbWritesNothing() {
    #expect(
      Self.memo.match("turn down the volume", options: TestCatalogs.options).best?.intent
        == "TurnDown")
    #expect(!UtteranceAnalysis.writesDown(Tokenizer.tokens("turn it down"), at: 2))
    #expect(UtteranceAnalysis.writesDown(Tokenizer.tokens("jot it down"), at: 2))
  }
}
