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
