import Testing

@testable import ParleyMatcher

/// What a text says, after "saying", "that says" or a colon, is a value of the intent's text
/// parameter while the request is scored, not only once it is matched: its words are
/// explained for the intent that takes a text, so a request whose phrase words are few is
/// not refused for the words of its text.
@Suite struct ContentTextTests {
  /// A diary app of a user's own: an entry with a text, and two intents that take none.
  static let diary = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Diary")],
      templates: [
        PhraseTemplate(
          app: "Diary", intent: "AddEntry",
          parts: [.text("Add an entry to my diary in"), .appName]),
        PhraseTemplate(
          app: "Diary", intent: "AddEntry", parts: [.text("Write in my diary with"), .appName]),
        PhraseTemplate(
          app: "Diary", intent: "ShowEntries",
          parts: [.text("Show my diary entries in"), .appName]),
        PhraseTemplate(
          app: "Diary", intent: "LockDiary", parts: [.text("Lock my diary in"), .appName]),
      ],
      vocabularies: [],
      parameters: [
        IntentParameters(
          app: "Diary", intent: "AddEntry", parameters: [.init(name: "entry", type: .text)])
      ]))

  @Test(arguments: [
    ("diary entry saying the hike was long and cold", "the hike was long and cold"),
    ("a diary entry saying the hike was long and cold", "the hike was long and cold"),
    ("quick diary entry that says the garden needs weeding", "the garden needs weeding"),
    ("diary entry: the neighbours moved out today", "the neighbours moved out today"),
  ])
  func theTextsWordsDoNotCostTheMatch(request: String, text: String) {
    let best = Self.diary.match(request, options: TestCatalogs.options).best
    #expect(best?.intent == "AddEntry")
    #expect(best?.values.first { $0.name == "entry" }?.text == text)
  }

  @Test func aTextForAnIntentNoAppHasIsStillRefused() {
    for request in ["text mom saying i'm running late", "post on twitter saying hello world"] {
      #expect(Self.diary.match(request, options: TestCatalogs.options).best == nil)
    }
  }

  @Test func aTextIsIntroducedOnlyWhereAWordIntroducesIt() {
    let analysis = UtteranceAnalysis(
      "diary entry saying the hike was long", index: Self.diary, options: TestCatalogs.options)
    #expect(analysis.saysAContentIntroducer)
    #expect(
      !UtteranceAnalysis(
        "show my diary entries", index: Self.diary, options: TestCatalogs.options
      ).saysAContentIntroducer)
  }
}
