import Testing

@testable import ParleyMatcher

/// A verb completed by the opposite particle asks for the opposite action: "turn on the kettle"
/// is no request to "Turn off the ${device}", and "turn the volume down" none to turn it up.
@Suite struct ParticleDirectionTests {
  /// A home app that switches devices off, turns the volume up, says whether the lights are
  /// on, and has a "Shut up" of its own.
  static let home = TestCatalogs.homey([
    ("TurnOff", [.text("Turn off the"), TestCatalogs.device, .text("with"), .appName]),
    ("TurnOff", [.text("Power down"), TestCatalogs.device]),
    ("VolumeUp", [.text("Turn the volume up in"), .appName]),
    ("LightsOn", [.text("Are the lights on in"), .appName]),
    ("Quiet", [.text("Shut up")]),
    ("Resume", [.text("Play the radio where we left off in"), .appName]),
  ])

  @Test(arguments: [
    ("turn on the kettle", "TurnOff"),
    ("turn the kettle on with homey", "TurnOff"),
    ("please turn on the fan in homey", "TurnOff"),
    ("power up the kettle", "TurnOff"),
    ("turn the volume down in homey", "VolumeUp"),
    ("turn down the volume", "VolumeUp"),
  ])
  func theOppositeParticleAsksForTheOppositeAction(request: String, undoing: String) {
    let result = Self.home.match(request, options: TestCatalogs.options)
    #expect(!result.candidates.contains { $0.intent == undoing })
    #expect(!result.withheld.contains { $0.intent == undoing })
  }

  @Test(arguments: [
    ("turn off the kettle", "TurnOff"),
    ("turn the fan off with homey", "TurnOff"),
    ("turn off the lamp on the desk", "TurnOff"),
    ("power down the fan", "TurnOff"),
    ("turn up the volume in homey", "VolumeUp"),
    ("turn the volume up", "VolumeUp"),
    // A question about a state asks about it whichever way it is said.
    ("are the lights off in homey", "LightsOn"),
    // "shut up" takes no object: "down" is no opposite of its "up".
    ("shut down", "Quiet"),
    // The "on" of a clause of its own is not the verb's.
    ("play the radio where i was on in homey", "Resume"),
  ])
  func theSameDirectionStillMatches(request: String, intent: String) {
    #expect(Self.home.match(request, options: TestCatalogs.options).best?.intent == intent)
  }

  @Test func theRefusalIsExplained() {
    let request = "turn on the kettle with homey"
    let result = Self.home.match(request, options: TestCatalogs.options)
    #expect(!result.candidates.contains { $0.intent == "TurnOff" })
    #expect(
      TestCatalogs.penalties(of: request, template: 0, in: Self.home).contains(
        "the request asks for the opposite action (x0)"))
  }

  @Test func anotherParticleAsksForAnotherAction() throws {
    // "turn on the lights" shares "turn" and "the lights" with "Turn up the lights", but
    // switches them on; the phrase that turns them up says why it scores less.
    let index = TestCatalogs.homey([
      ("Brighten", [.text("Turn up the lights")]), ("LightsOn", [.text("Switch on the lights")]),
    ])
    let best = try #require(index.match("turn on the lights", options: TestCatalogs.options).best)
    #expect(best.intent == "LightsOn")
    #expect(
      TestCatalogs.penalties(of: "turn on the lights", template: 0, in: index).contains(
        "the request completes the phrase's verb with another particle (x0.15)"))
  }

  @Test func aParticleCompletesTheVerbOnlyWhereItFollowsItOrEndsThePhrase() {
    let device = PhraseTemplate.Part.slot(name: "device", type: .text)
    let phrases: [([PhraseTemplate.Part], String?)] = [
      ([.text("Turn off the"), device], "off"),
      ([.text("Turn the"), device, .text("off")], "off"),
      ([.text("Turn the volume up")], "up"),
      ([.text("Turn the lights on at"), device], "on"),
      ([.text("Get conditions on"), device], nil),
      ([.text("Put"), device, .text("on my list")], nil),
      ([.text("Play the radio where we left off")], nil),
      ([.text("Shut up")], nil),
      ([.text("What's on tonight")], nil),
    ]
    let index = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Homey")],
        templates: phrases.enumerated().map { place, phrase in
          PhraseTemplate(app: "Homey", intent: "Intent\(place)", parts: phrase.0)
        },
        vocabularies: []))
    #expect(index.templates.map(\.verbParticle) == phrases.map(\.1))
  }

  /// A home app whose phrases all say "turn".
  static let turning = TestCatalogs.homey([
    ("TurnOff", [.text("Turn off the"), TestCatalogs.device, .text("with"), .appName]),
    ("TurnOn", [.text("Turn on the"), TestCatalogs.device, .text("with"), .appName]),
    ("Warmer", [.text("Turn up the heat with"), .appName]),
  ])

  @Test(arguments: [
    ("shut off the kettle", "TurnOff"),
    ("power off the fan", "TurnOff"),
    ("flip the fan on", "TurnOn"),
    ("switch on the kettle", "TurnOn"),
    ("crank up the heat", "Warmer"),
  ])
  func aVerbOfDirectionWithTheSameParticleSaysTheSame(request: String, intent: String) {
    #expect(Self.turning.match(request, options: TestCatalogs.options).best?.intent == intent)
  }

  @Test func aParticleBeforeATimeStillCompletesTheVerb() {
    let index = TestCatalogs.homey([
      ("LightsOnLater", [.text("Turn the lights on at"), .slot(name: "time", type: .date)])
    ])
    for request in ["turn the lights off at seven pm", "switch the lights off at 7pm"] {
      #expect(index.match(request, options: TestCatalogs.options).best == nil, "\(request)")
    }
    #expect(
      index.match("turn the lights on at 7pm", options: TestCatalogs.options).best?.intent
        == "LightsOnLater")
  }

  @Test func powerDownSwitchesOffAndTurnsNothingDown() {
    // "power down the fan" switches it off: its "power" says no "turn" of "Turn the … down".
    let index = TestCatalogs.homey([
      ("Cooler", [.text("Turn the"), TestCatalogs.device, .text("down with"), .appName]),
      ("Warmer", [.text("Crank up the"), TestCatalogs.device, .text("with"), .appName]),
    ])
    let powered = index.match("power down the fan", options: TestCatalogs.options).candidates
    #expect(
      !powered.contains { candidate in
        candidate.explanation.matches.contains { $0.utteranceWord == "power" }
      })
    #expect(
      index.match("dial down the fan", options: TestCatalogs.options).best?.intent == "Cooler")
    #expect(
      index.match("turn up the fan", options: TestCatalogs.options).best?.intent == "Warmer")
  }

  @Test func aVerbOfDirectionWithoutItsParticleSaysNoOther() {
    // "shut the fan" closes it, if anything; it switches nothing off.
    let result = Self.turning.match("shut the fan", options: TestCatalogs.options)
    #expect(!result.candidates.contains { $0.intent == "TurnOff" })
  }

  /// An intent that does both directions takes either: its phrase that says the request's
  /// particle answers.
  @Test func anIntentThatDoesBothTakesEither() {
    let index = TestCatalogs.homey([
      ("Switch", [.text("Turn off the"), TestCatalogs.device]),
      ("Switch", [.text("Turn on the"), TestCatalogs.device]),
    ])
    let best = index.match("turn the fan on", options: TestCatalogs.options).best
    #expect(best?.intent == "Switch")
    #expect(best?.phrase == "Turn on the ${device}")
  }
}
