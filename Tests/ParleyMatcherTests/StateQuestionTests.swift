import Testing

@testable import ParleyMatcher

/// A yes/no question about a state asks whether it holds: it is no request for the action
/// that undoes that state ("is the front door locked" does not unlock it).
@Suite struct StateQuestionTests {
  /// A home app that locks and unlocks its door and creates notes, with no question phrases.
  static let home = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Home")],
      templates: [
        PhraseTemplate(
          app: "Home", intent: "UnlockDoor",
          parts: [.text("Unlock the front door with"), .appName]),
        PhraseTemplate(
          app: "Home", intent: "LockDoor", parts: [.text("Lock the front door with"), .appName]),
        PhraseTemplate(
          app: "Home", intent: "CreateNote", parts: [.text("Create a note in"), .appName]),
      ],
      vocabularies: []))

  @Test(arguments: [
    ("is the front door locked in home", "UnlockDoor"),
    ("is the front door locked", "UnlockDoor"),
    ("is the front door unlocked with home", "LockDoor"),
    ("was the front door locked in home", "UnlockDoor"),
    ("is my note deleted in home", "CreateNote"),
  ])
  func aQuestionAboutAStateIsNoRequestToUndoIt(request: String, undoing: String) {
    let result = Self.home.match(request, options: TestCatalogs.options)
    #expect(!result.candidates.contains { $0.intent == undoing })
    #expect(!result.withheld.contains { $0.intent == undoing })
  }

  @Test(arguments: [
    ("unlock the front door in home", "UnlockDoor"),
    ("lock the front door with home", "LockDoor"),
    ("can you unlock the front door in home", "UnlockDoor"),
  ])
  func theCommandsStillMatch(request: String, intent: String) {
    #expect(Self.home.match(request, options: TestCatalogs.options).best?.intent == intent)
  }

  @Test func theExplanationSaysWhy() {
    let analysis = UtteranceAnalysis(
      "is the front door locked in home", index: Self.home, options: TestCatalogs.options)
    let candidate = TemplateScorer(index: Self.home, analysis: analysis)
      .candidate(Self.home.templates[0])
    #expect(candidate.score == 0)
    #expect(
      candidate.explanation.penalties.contains(
        "a yes/no question asks about the state the phrase's action undoes (x0)"))
  }
}
