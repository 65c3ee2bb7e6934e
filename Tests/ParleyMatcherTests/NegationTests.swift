import Testing

@testable import ParleyMatcher

/// A request that says not to do something asks for none of a command that does it: "never
/// turn on the kettle" does not turn it on.
@Suite struct NegationTests {
  /// A home app that turns devices on, says whether they are on, and has a "Do not disturb".
  static let home = TestCatalogs.homey(
    [
      ("TurnOn", [.text("Turn on the"), TestCatalogs.device, .text("with"), .appName]),
      ("IsOn", [.text("Is the"), TestCatalogs.device, .text("on in"), .appName]),
      ("DoNotDisturb", [.text("Do not disturb me in"), .appName]),
      ("Order", [.text("Order a"), .slot(name: "drink", type: .vocabulary("Drink"))]),
    ],
    vocabularies: [
      SlotVocabulary(
        name: "Drink",
        entries: [.init(value: "latte", title: "Latte"), .init(value: "mocha", title: "Mocha")])
    ])

  @Test(arguments: [
    "never turn on the kettle", "i don't want the kettle on with homey",
    "the fan shouldn't be on", "please do not turn on the fan", "don't turn on the kettle",
  ])
  func aRequestNotToDoItIsNoRequestForIt(request: String) {
    let result = Self.home.match(request, options: TestCatalogs.options)
    // Nor does it ask whether the kettle is on: it asks nothing.
    #expect(!result.candidates.contains { ["TurnOn", "IsOn"].contains($0.intent) })
    #expect(!result.withheld.contains { ["TurnOn", "IsOn"].contains($0.intent) })
  }

  @Test(arguments: [
    ("turn on the kettle", "TurnOn"),
    // A phrase that says a negation takes a request that says one.
    ("don't disturb me in homey", "DoNotDisturb"),
    // A question asks whichever way it is put.
    ("isn't the fan on in homey", "IsOn"),
    ("is the fan not on in homey", "IsOn"),
    // After the verb and its value, "not" corrects the value.
    ("order a latte, not a mocha", "Order"),
  ])
  func otherNegationsStillMatch(request: String, intent: String) {
    #expect(Self.home.match(request, options: TestCatalogs.options).best?.intent == intent)
  }

  /// A home assistant whose Lights Off says a negation of its own, and whose plug has a
  /// phrase that opens with a condition, as some written by people do.
  private static let devices = TestCatalogs.oneApp(
    "Home",
    [
      ("LightsOff", "turn off the lights"), ("LightsOff", "i don't need the lights"),
      ("Clean", "hoover the carpets"), ("Clean", "start the vacuum"),
      ("PlugOn", "please turn on my smart plug socket"), ("PlugOn", "turn the plug on"),
      ("PlugOn", "if the switch is on then turn on else turn off"),
      ("PlugOff", "turn off the wemo plug"), ("PlugOff", "switch off the socket"),
    ])

  @Test func aPhraseThatSaysANegationTakesNoRequestDenyingAnotherAction() {
    // "I don't need the lights" takes a request that does not want the lights, not one that
    // does not want the carpet hoovered: that denies what Clean does.
    #expect(Self.devices.match("i don't want the lights").best?.intent == "LightsOff")
    let result = Self.devices.match("don't hoover the living room")
    #expect(result.best == nil)
    #expect(!result.withheld.contains { $0.intent == "LightsOff" })
  }

  @Test func aPhraseOpeningWithAConditionSaysNoParticleOfItsVerb() {
    // "if the switch is on then turn on else turn off" opens with no verb: its last "off"
    // does not make "turn off the smart plug" a request Plug On might take.
    #expect(Self.devices.match("turn off the smart plug").best?.intent == "PlugOff")
    #expect(Self.devices.match("turn on the smart plug").best?.intent == "PlugOn")
  }

  /// A shop whose phrases change, cancel and track an order.
  private static let shop = TestCatalogs.oneApp(
    "Shop",
    [
      ("ChangeOrder", "change my order"), ("ChangeOrder", "edit the items of my order"),
      ("CancelOrder", "cancel my order"), ("CancelOrder", "i want to cancel the order"),
      ("TrackOrder", "where is my order"), ("TrackOrder", "track my delivery"),
    ])

  @Test(arguments: [
    ("i can't change my order", "ChangeOrder"), ("i cannot cancel my order", "CancelOrder"),
    ("i couldn't edit the items of my order", "ChangeOrder"),
    ("i am not able to cancel the order", "CancelOrder"),
    // What a thing does not do is a problem with it, too.
    ("my order won't go through, please cancel my order", "CancelOrder"),
    ("the tracking of my delivery doesn't work, where is my order", "TrackOrder"),
  ])
  func whatCannotBeDoneAsksForHelpDoingIt(request: String, intent: String) {
    // A problem, not a request against the action: no veto rules the phrase out.
    #expect(Self.shop.match(request).best?.intent == intent)
  }

  @Test(arguments: [
    ("i don't know how to cancel my order", "CancelOrder"),
    ("i do not remember where my order is", "TrackOrder"),
  ])
  func whatTheSpeakerDoesNotKnowAsksForHelp(request: String, intent: String) {
    // A negation of knowing says what the speaker does not know, not what not to do: no veto
    // rules the intent out, and it is the likeliest (answered, or the first withheld).
    let result = Self.shop.match(request)
    #expect(result.ruledOut.isEmpty)
    #expect((result.best ?? result.withheld.first)?.intent == intent)
  }

  @Test func aProblemToldAsksToLoseNothingItDoesNotSay() {
    // "my last set won't save" tells a problem with the set: it deletes nothing, unless it
    // says so.
    let gym = TestCatalogs.oneApp(
      "Gym",
      [
        ("DeleteLastSet", "delete my last set"), ("DeleteLastSet", "remove the last set"),
        ("LogSet", "log a set of squats"), ("LogSet", "record a set"),
      ])
    let told = gym.match("my last set won't save")
    #expect(!(told.candidates + told.withheld).contains { $0.intent == "DeleteLastSet" })
    #expect(gym.match("my last set won't save, delete it").best?.intent == "DeleteLastSet")
  }

  @Test(arguments: [
    "don't cancel my order", "i do not want to cancel my order", "shop, don't cancel my order",
    "we won't cancel the order", "siri, don't cancel my order",
  ])
  func whatShouldNotBeDoneIsStillNoRequestForIt(request: String) {
    #expect(!Self.shop.match(request).candidates.contains { $0.intent == "CancelOrder" })
  }

  @Test func theRefusalIsExplained() {
    let request = "never turn on the kettle with homey"
    let result = Self.home.match(request, options: TestCatalogs.options)
    #expect(!result.candidates.contains { $0.intent == "TurnOn" })
    #expect(
      TestCatalogs.penalties(of: request, template: 0, in: Self.home).contains(
        "the request says not to do what the phrase does (x0)"))
  }
}
