import Testing

@testable import ParleyMatcher

/// A question asked after words that ask to be told ("tell me if the kettle is off", "do you
/// know where my order is") is a question, as it is when asked directly.
@Suite struct EmbeddedQuestionTests {
  /// A home app that turns devices on and off and says whether one is on.
  static let home = TestCatalogs.homey([
    ("TurnOn", [.text("Turn on the"), TestCatalogs.device, .text("with"), .appName]),
    ("TurnOff", [.text("Turn off the"), TestCatalogs.device, .text("with"), .appName]),
    ("IsOn", [.text("Is the"), TestCatalogs.device, .text("on in"), .appName]),
  ])

  @Test(arguments: [
    "tell me if the kettle is off", "can you tell me whether the fan is on",
    "i wonder if the lamp is on", "let me know if the kettle is on", "see if the fan is off",
    "do you know if the kettle is on", "i want to know whether the fan is off",
  ])
  func anEmbeddedQuestionAsksAndDoesNothing(request: String) {
    let result = Self.home.match(request, options: TestCatalogs.options)
    #expect(result.best?.intent == "IsOn", "\(request)")
    #expect(!result.candidates.contains { ["TurnOn", "TurnOff"].contains($0.intent) })
  }

  @Test func aQuestionAboutTheOppositeStateIsAnsweredByTheQuestionOfTheOther() {
    // "is the kettle off" asks whether it is on; it is no request to turn it off.
    let result = Self.home.match("is the kettle off", options: TestCatalogs.options)
    #expect(result.best?.intent == "IsOn")
    #expect(!result.candidates.contains { $0.intent == "TurnOff" })
  }

  @Test func theWordsThatAskNameNothingAndAreNotLeftOut() {
    // "tell" is one letter from "telly", a device; here it only asks.
    let best = Self.home.match("tell me if the kettle is on", options: TestCatalogs.options).best
    #expect(best?.slot?.text == "kettle")
    #expect(best?.unusedWords == [])
    #expect(best?.leftOutWords == [])
  }

  @Test func aVerbThatAsksStillSaysItsPhrase() {
    // "check" asks for the embedded question and is the verb of "Check the ${device}".
    let checks = TestCatalogs.homey([
      ("TurnOff", [.text("Turn off the"), TestCatalogs.device, .text("with"), .appName]),
      ("Check", [.text("Check the"), TestCatalogs.device, .text("in"), .appName]),
    ])
    let result = checks.match("check if the fan is off", options: TestCatalogs.options)
    #expect(result.best?.intent == "Check")
    #expect(!result.candidates.contains { $0.intent == "TurnOff" })
  }

  @Test func aCommandAfterTellMeToIsWhatToBeToldNotAQuestion() {
    // No "if" nor question word follows, so "tell me" embeds no question; "to turn on the
    // kettle" is what the speaker asks to be told to do, later (see `VerbInClause`), so the
    // kettle is not turned on now.
    let result = Self.home.match("tell me to turn on the kettle", options: TestCatalogs.options)
    #expect(result.best?.intent != "TurnOn")
    let place = ScoringModel.candidateFeatureNames.firstIndex(of: VerbInClause.name)
    let rows = Self.home.modelFeatures(
      "tell me to turn on the kettle", options: TestCatalogs.options)
    let turnOn = rows.candidates.first { $0.intent == "TurnOn" }
    #expect(place.flatMap { turnOn?.features[$0] } == 1)
    #expect(
      Self.home.match("turn on the kettle", options: TestCatalogs.options).best?.intent == "TurnOn")
  }
}
