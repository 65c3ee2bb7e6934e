import Testing

@testable import ParleyMatcher

/// What a request means weighs in where its words leave part of it unexplained: it decides
/// between intents the words touch, matches a request no phrase's words match, and leaves
/// alone a request a phrase explains whole.
@Suite struct MeaningMatchTests {
  private static let phrases: [(intent: String, texts: [String])] = [
    (
      "PlayRadio",
      ["play the radio", "tune in to a station", "put on some radio", "turn on the radio"]
    ),
    (
      "PlayPodcast",
      [
        "play a podcast", "play the latest episode", "resume my podcast",
        "play the next episode of my show",
      ]
    ),
    (
      "CancelMeeting",
      [
        "cancel my meeting", "delete the appointment", "clear my schedule for tomorrow",
        "remove the event from my calendar",
      ]
    ),
    (
      "RemoveAlarm",
      [
        "delete my alarm", "turn off the alarm", "remove the morning alarm",
        "i don't need the alarm anymore",
      ]
    ),
    (
      "GetWeather",
      [
        "what's the weather", "is it going to rain", "how warm is it outside",
        "do i need a jacket today",
      ]
    ),
    (
      "GetNews",
      [
        "what's in the news", "tell me the headlines", "read me today's news",
        "any news about the election",
      ]
    ),
    ("CheckTime", ["what time is it", "tell me the time", "what's the time in tokyo"]),
    (
      "Define",
      ["what does serendipity mean", "define the word ubiquitous", "give me the meaning of a word"]
    ),
    ("CleanHouse", ["start the vacuum", "clean the living room", "run the robot vacuum"]),
    (
      "LightColor",
      ["change the lights to red", "make the lights green", "set the lamp color to blue"]
    ),
    ("LightsBrighter", ["make the lights brighter", "turn the lights up", "brighten the room"]),
  ]

  private static func catalog(adding other: [PhraseTemplate] = []) -> MatcherCatalog {
    MatcherCatalog(
      apps: [MatcherApp(name: "Helper"), MatcherApp(name: "Cinema")],
      templates: phrases.flatMap { intent, texts in
        texts.map { PhraseTemplate(app: "Helper", intent: intent, parts: [.text($0)]) }
      } + other,
      vocabularies: [])
  }

  private static let withMeanings = PhraseIndex(catalog: catalog())
  private static let wordsAlone = PhraseIndex(catalog: catalog(), wordVectors: nil)

  @Test func theIntentARequestMeansWinsOverOneItsWordsTouch() {
    // "paint" and "purple" say no phrase word; "the lights" is in both light intents' phrases,
    // and by its words alone the request is not the colour.
    #expect(
      Self.wordsAlone.match("paint the lights purple", options: TestCatalogs.options).best?.intent
        != "LightColor")
    #expect(
      Self.withMeanings.match("paint the lights purple", options: TestCatalogs.options).best?.intent
        == "LightColor")
  }

  @Test(arguments: [
    ("what's the news about the game", "GetNews"), ("what time does the store close", "CheckTime"),
  ])
  func aRequestThatMeansTheIntentItsWordsTouchIsKept(request: String, intent: String) {
    #expect(Self.withMeanings.match(request).best?.intent == intent)
  }

  @Test(arguments: [("will it snow", "GetWeather"), ("hoover the carpet", "CleanHouse")])
  func aRequestNoPhrasesWordsMatchIsMatchedByWhatItMeans(request: String, intent: String) throws {
    #expect(Self.wordsAlone.match(request, options: TestCatalogs.options).best == nil)
    let best = try #require(Self.withMeanings.match(request, options: TestCatalogs.options).best)
    #expect(best.intent == intent)
    #expect(best.contributions.first { $0.name == MeaningOnly.name }?.value == 1)
    // Siri's matching takes an App Shortcut by its phrase's words only.
    #expect(Self.withMeanings.match(request, options: MatchOptions(mode: .siri)).best == nil)
  }

  @Test func aRequestThatNamesAnotherAppIsNotMatchedByMeaningAlone() {
    #expect(Self.withMeanings.match("will it snow with cinema").best == nil)
  }

  @Test func aRequestNotToDoSomethingIsNotMatchedByMeaningAlone() {
    #expect(
      Self.withMeanings.match("hoover the carpet", options: TestCatalogs.options).best?.intent
        == "CleanHouse")
    #expect(
      Self.withMeanings.match("don't hoover the carpet", options: TestCatalogs.options).best == nil)
  }

  @Test func anAppWhosePhrasesAllSayOneThingMatchesNothingByMeaningAlone() {
    let coffee: [(intent: String, texts: [String])] = [
      ("OrderCoffee", ["order a latte", "get me a coffee"]),
      ("ReorderLast", ["order my usual", "reorder my last coffee"]),
      ("CheckOrder", ["where's my order", "is my coffee ready"]),
    ]
    let index = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Brew")],
        templates: coffee.flatMap { intent, texts in
          texts.map { PhraseTemplate(app: "Brew", intent: intent, parts: [.text($0)]) }
        }, vocabularies: []))
    for request in ["an espresso", "caffeine please", "hoover the carpet"] {
      #expect(index.match(request).best == nil)
    }
  }

  @Test(arguments: ["play the radio", "make the lights green", "what time is it"])
  func aRequestAPhraseExplainsWholeKeepsItsIntent(request: String) throws {
    let alone = try #require(Self.wordsAlone.match(request, options: TestCatalogs.options).best)
    let meant = try #require(Self.withMeanings.match(request, options: TestCatalogs.options).best)
    #expect(meant.intent == alone.intent)
  }

  @Test func anotherAppsPhrasesChangeNoMeaning() {
    let cinema = ["play a film", "what's on tonight", "book two seats"].map {
      PhraseTemplate(app: "Cinema", intent: "Film", parts: [.text($0)])
    }
    let together = PhraseIndex(catalog: Self.catalog(adding: cinema))
    // The same meanings, though the chances shift: Cinema's phrases are candidates too.
    func helper(_ result: MatchResult) -> [MatchCandidate] {
      (result.candidates + result.withheld).filter { $0.app == "Helper" }
    }
    let meaningFeatures = [
      MeaningLead.name, UnexplainedMeaningGap.name, MeaningStrength.name, MeaningOnly.name,
      MeaningMargin.name, AppStrongestMeaning.name, AppTopic.name,
    ]
    func meanings(_ candidate: MatchCandidate) -> [Double] {
      meaningFeatures.map { name in
        candidate.contributions.first { $0.name == name }?.value ?? .nan
      }
    }
    for request in ["paint the lights purple", "what will the temperature be tomorrow"] {
      let alone = helper(Self.withMeanings.match(request, options: TestCatalogs.options))
      let both = helper(together.match(request, options: TestCatalogs.options))
      #expect(!alone.isEmpty)
      #expect(alone.map(\.intent) == both.map(\.intent))
      #expect(alone.map(meanings) == both.map(meanings))
    }
  }
}
