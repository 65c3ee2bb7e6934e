import Testing

@testable import ParleyMatcher

/// A verb completed by the opposite particle asks for the opposite action: "turn on the kettle"
/// is no request to "Turn off the ${device}", and "turn the volume down" none to turn it up.
@Suite struct ParticleDirectionTests {
  /// A home app that switches devices off, turns the volume up, says whether the lights are
  /// on, and has a "Shut up" of its own.
  static let home = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Homey")],
      templates: [
        PhraseTemplate(
          app: "Homey", intent: "TurnOff",
          parts: [
            .text("Turn off the"), .slot(name: "device", type: .vocabulary("Device")),
            .text("with"), .appName,
          ]),
        PhraseTemplate(
          app: "Homey", intent: "TurnOff",
          parts: [.text("Power down"), .slot(name: "device", type: .vocabulary("Device"))]),
        PhraseTemplate(
          app: "Homey", intent: "VolumeUp",
          parts: [.text("Turn the volume up in"), .appName]),
        PhraseTemplate(
          app: "Homey", intent: "LightsOn", parts: [.text("Are the lights on in"), .appName]),
        PhraseTemplate(app: "Homey", intent: "Quiet", parts: [.text("Shut up")]),
        PhraseTemplate(
          app: "Homey", intent: "Resume",
          parts: [.text("Play the radio where we left off in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Device",
          entries: [
            .init(value: "kettle", title: "Kettle"), .init(value: "fan", title: "Fan"),
            .init(value: "lamp", title: "Desk Lamp", synonyms: ["lamp"]),
          ])
      ]))

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
    let scorer = TemplateScorer(
      index: Self.home,
      analysis: UtteranceAnalysis(request, index: Self.home, options: TestCatalogs.options))
    let refused = scorer.candidate(Self.home.templates[0])
    #expect(refused.score == 0)
    #expect(refused.explanation.penalties.contains("the request asks for the opposite action (x0)"))
  }

  @Test func anotherParticleAsksForAnotherAction() throws {
    // "turn on the lights" shares "turn" and "the lights" with "Turn up the lights", but
    // switches them on; the phrase that turns them up says why it scores less.
    let index = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Homey")],
        templates: [
          PhraseTemplate(app: "Homey", intent: "Brighten", parts: [.text("Turn up the lights")]),
          PhraseTemplate(
            app: "Homey", intent: "LightsOn", parts: [.text("Switch on the lights")]),
        ],
        vocabularies: []))
    let best = try #require(index.match("turn on the lights", options: TestCatalogs.options).best)
    #expect(best.intent == "LightsOn")
    let scorer = TemplateScorer(
      index: index,
      analysis: UtteranceAnalysis("turn on the lights", index: index, options: TestCatalogs.options)
    )
    #expect(
      scorer.candidate(index.templates[0]).explanation.penalties.contains(
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
  static let turning = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Homey")],
      templates: [
        PhraseTemplate(
          app: "Homey", intent: "TurnOff",
          parts: [
            .text("Turn off the"), .slot(name: "device", type: .vocabulary("Device")),
            .text("with"), .appName,
          ]),
        PhraseTemplate(
          app: "Homey", intent: "TurnOn",
          parts: [
            .text("Turn on the"), .slot(name: "device", type: .vocabulary("Device")),
            .text("with"), .appName,
          ]),
        PhraseTemplate(
          app: "Homey", intent: "Warmer", parts: [.text("Turn up the heat with"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Device",
          entries: [.init(value: "kettle", title: "Kettle"), .init(value: "fan", title: "Fan")])
      ]))

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
    let index = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Homey")],
        templates: [
          PhraseTemplate(
            app: "Homey", intent: "LightsOnLater",
            parts: [.text("Turn the lights on at"), .slot(name: "time", type: .date)])
        ],
        vocabularies: []))
    for request in ["turn the lights off at seven pm", "switch the lights off at 7pm"] {
      #expect(index.match(request, options: TestCatalogs.options).best == nil, "\(request)")
    }
    #expect(
      index.match("turn the lights on at 7pm", options: TestCatalogs.options).best?.intent
        == "LightsOnLater")
  }

  @Test func powerDownSwitchesOffAndTurnsNothingDown() {
    // "power down the fan" switches it off: its "power" says no "turn" of "Turn the … down".
    let index = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Homey")],
        templates: [
          PhraseTemplate(
            app: "Homey", intent: "Cooler",
            parts: [
              .text("Turn the"), .slot(name: "device", type: .vocabulary("Device")),
              .text("down with"), .appName,
            ]),
          PhraseTemplate(
            app: "Homey", intent: "Warmer",
            parts: [
              .text("Crank up the"), .slot(name: "device", type: .vocabulary("Device")),
              .text("with"), .appName,
            ]),
        ],
        vocabularies: [
          SlotVocabulary(name: "Device", entries: [.init(value: "fan", title: "Fan")])
        ]))
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
    let index = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Homey")],
        templates: [
          PhraseTemplate(
            app: "Homey", intent: "Switch",
            parts: [.text("Turn off the"), .slot(name: "device", type: .vocabulary("Device"))]),
          PhraseTemplate(
            app: "Homey", intent: "Switch",
            parts: [.text("Turn on the"), .slot(name: "device", type: .vocabulary("Device"))]),
        ],
        vocabularies: [
          SlotVocabulary(name: "Device", entries: [.init(value: "fan", title: "Fan")])
        ]))
    let best = index.match("turn the fan on", options: TestCatalogs.options).best
    #expect(best?.intent == "Switch")
    #expect(best?.phrase == "Turn on the ${device}")
  }
}
