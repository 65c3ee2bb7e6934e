import Testing

@testable import ParleyMatcher

/// A yes/no question about a state asks whether it holds: it is no request for the action
/// that undoes that state ("is the front door locked" does not unlock it), nor for the one
/// that brings it about (it does not lock it either).
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

  /// A home app whose only intent about the door locks it, and a shop that only takes
  /// orders and payments: neither has an intent that says whether something holds.
  static let commandsOnly = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Home"), MatcherApp(name: "Shop")],
      templates: [
        PhraseTemplate(
          app: "Home", intent: "LockDoor", parts: [.text("Lock the front door with"), .appName]),
        PhraseTemplate(
          app: "Home", intent: "StartVacuum", parts: [.text("Start the vacuum in"), .appName]),
        PhraseTemplate(
          app: "Shop", intent: "Order", parts: [.text("Order a soup from"), .appName]),
        PhraseTemplate(
          app: "Shop", intent: "Order", parts: [.text("Get me lunch from"), .appName]),
        PhraseTemplate(
          app: "Shop", intent: "Pay", parts: [.text("Pay for my soup with"), .appName]),
      ],
      vocabularies: []))

  @Test(arguments: [
    ("is the front door locked in home", "LockDoor"), ("is the front door locked", "LockDoor"),
    ("did i lock the front door in home", "LockDoor"),
    ("have i paid for my soup in shop", "Pay"), ("did i order a soup from shop", "Order"),
    ("is the vacuum started in home", "StartVacuum"),
  ])
  func aQuestionAboutAStateIsNoRequestToBringItAbout(request: String, doing: String) {
    // A question is not a command: asking whether the door is locked does not lock it, and
    // no other phrase of the intent does it either ("Get me lunch" orders too).
    let result = Self.commandsOnly.match(request, options: TestCatalogs.options)
    #expect(!result.candidates.contains { $0.intent == doing })
    #expect(!result.withheld.contains { $0.intent == doing })
  }

  @Test(arguments: [
    ("lock the front door with home", "LockDoor"), ("pay for my soup with shop", "Pay"),
    ("is it possible to order a soup from shop", "Order"),
    ("are you able to lock the front door with home", "LockDoor"),
  ])
  func aVerbAskedForStillAsksForIt(request: String, intent: String) {
    // After "to", a yes/no question asks for the action.
    #expect(
      Self.commandsOnly.match(request, options: TestCatalogs.options).candidates.contains {
        $0.intent == intent
      })
  }

  @Test(arguments: ["do you deliver in pune", "do you deliver to canada?"])
  func aQuestionPhraseTakesTheQuestionItAsks(request: String) {
    // A phrase that is a question itself is no command a question asks about.
    let shop = TestCatalogs.oneApp(
      "Shop",
      [
        ("CheckDelivery", "do you deliver to my pincode"),
        ("CheckDelivery", "is delivery possible here"), ("TrackOrder", "where is my order"),
        ("TrackOrder", "has my order been delivered"),
      ])
    #expect(shop.match(request).best?.intent == "CheckDelivery")
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
