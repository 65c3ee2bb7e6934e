import Foundation

@testable import ParleyMatcher

/// Catalogs and clocks the matcher tests share.
enum TestCatalogs {
  /// Saturday 21 November 2026, 09:00 UTC.
  static let now = Date(timeIntervalSince1970: 1_795_251_600)

  /// Options with the fixed clock in UTC.
  static var options: MatchOptions { MatchOptions(now: now) }

  /// A date at `day` November 2026 (or later months by overflow), at `hour`:`minute` UTC.
  static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0)
    -> Date
  {
    MatchOptions.utcCalendar.date(
      from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))
      ?? now
  }

  private static let trail = PhraseTemplate.Part.slot(name: "trail", type: .vocabulary("Trail"))

  /// A Trails-like app: favorites, trail conditions, hikes with numbers and dates.
  static let trails = MatcherCatalog(
    apps: [
      MatcherApp(
        name: "Trails", synonyms: ["Trail app"], negativePhrases: ["Delete ${applicationName}"])
    ],
    templates: [
      PhraseTemplate(
        app: "Trails", intent: "OpenFavorites", parts: [.text("Open Favorites in"), .appName]),
      PhraseTemplate(
        app: "Trails", intent: "OpenFavorites",
        parts: [.text("Show my favorite trails in"), .appName]),
      PhraseTemplate(
        app: "Trails", intent: "GetTrailInfo",
        parts: [.text("Get conditions for"), trail, .text("in"), .appName]),
      PhraseTemplate(
        app: "Trails", intent: "StartHike",
        parts: [.text("Start a hike on"), trail, .text("with"), .appName]),
      PhraseTemplate(
        app: "Trails", intent: "LogHike",
        parts: [
          .text("Log a hike of"), .slot(name: "distance", type: .decimal), .text("miles in"),
          .appName,
        ]),
      PhraseTemplate(
        app: "Trails", intent: "PlanHike",
        parts: [
          .text("Plan a hike for"), .slot(name: "date", type: .date), .text("with"), .appName,
        ]),
      PhraseTemplate(
        app: "Trails", intent: "InviteFriends",
        parts: [
          .text("Invite"), .slot(name: "count", type: .integer), .text("friends in"), .appName,
        ]),
      PhraseTemplate(
        app: "Trails", intent: "ShowDifficulty",
        parts: [
          .text("Show"), .slot(name: "level", type: .vocabulary("Difficulty")),
          .text("trails in"), .appName,
        ]),
    ],
    vocabularies: [
      SlotVocabulary(
        name: "Trail",
        entries: [
          .init(value: "bear-creek", title: "Bear Creek Trail", synonyms: ["Bear Creek"]),
          .init(value: "cedar-falls", title: "Cedar Falls Loop"),
          .init(value: "alpine-lake", title: "Alpine Lake Trail"),
        ],
        acceptsUnknownValues: true),
      SlotVocabulary(
        name: "Difficulty",
        entries: [
          .init(value: "easy", title: "Easy", synonyms: ["beginner"]),
          .init(value: "hard", title: "Hard", synonyms: ["challenging", "difficult"]),
        ]),
    ])

  private static let bundledTrail = PhraseTemplate.Part.slot(
    name: "trail", type: .vocabulary("Trail"))
  private static let bundledTarget = PhraseTemplate.Part.slot(
    name: "target", type: .vocabulary("Trail"))
  private static let bundledActivity = PhraseTemplate.Part.slot(
    name: "activity", type: .vocabulary("Activity"))

  /// Trails as the bundled app has it: favourites opened and removed, trails opened, their
  /// conditions read and trails suggested for an activity.
  static let bundledTrails = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Trails")],
      templates: [
        PhraseTemplate(
          app: "Trails", intent: "OpenFavorites", parts: [.text("Open Favorites in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "OpenFavorites", parts: [.text("Show my favorite"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "OpenFavorites",
          parts: [.text("Open my favorite trails in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "GetTrailInfo",
          parts: [.text("Get conditions for"), bundledTrail, .text("in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "GetTrailInfo",
          parts: [.text("Get"), bundledTrail, .text("conditions with"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "GetTrailInfo",
          parts: [.text("Get conditions on"), bundledTrail, .text("with"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "GetTrailInfo",
          parts: [.text("Get trail conditions with"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "SuggestTrails", parts: [.text("Suggest trails in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "SuggestTrails",
          parts: [.text("Find"), bundledActivity, .text("trails with"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "SuggestTrails",
          parts: [.text("Suggest"), bundledActivity, .text("trails in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "OpenTrail",
          parts: [.text("Open"), bundledTarget, .text("in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "OpenTrail",
          parts: [.text("Show me"), bundledTarget, .text("in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "RemoveFavorite",
          parts: [.text("Remove"), bundledTrail, .text("from my favorites in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "RemoveFavorite",
          parts: [.text("Unfavorite"), bundledTrail, .text("in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Trail",
          entries: [
            .init(value: "cedar-falls", title: "Cedar Falls"),
            .init(value: "bear-creek", title: "Bear Creek Trail"),
          ]),
        SlotVocabulary(
          name: "Activity",
          entries: [
            .init(value: "hiking", title: "Hiking"), .init(value: "biking", title: "Biking"),
          ]),
      ]))

  /// The index of one app called `app` whose phrases are plain text, each `(intent, text)`,
  /// with no slot and no app name, as a corpus's phrases are.
  static func oneApp(_ app: String, _ phrases: [(intent: String, text: String)]) -> PhraseIndex {
    PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: app)],
        templates: phrases.map { PhraseTemplate(app: app, intent: $0, parts: [.text($1)]) },
        vocabularies: []))
  }

  /// Two apps that share a phrase shape, plus a corpus-style app without app names.
  static let twoApps = MatcherCatalog(
    apps: [MatcherApp(name: "Trails"), MatcherApp(name: "Notes", synonyms: ["Notebook"])],
    templates: [
      PhraseTemplate(
        app: "Trails", intent: "OpenFavorites", parts: [.text("Open Favorites in"), .appName]),
      PhraseTemplate(
        app: "Notes", intent: "OpenFavorites", parts: [.text("Open Favorites in"), .appName]),
      PhraseTemplate(
        app: "Notes", intent: "NewNote", parts: [.text("Create a new note in"), .appName]),
    ],
    vocabularies: [])
}

extension PhraseIndex {
  /// The values of the best candidate for `utterance` on the fixed clock, by parameter name,
  /// each as its description: ["drink": "Caffè Latte", "quantity": "2"].
  func bestValues(_ utterance: String, mode: MatchingMode = .flexible) -> [String: String] {
    let best = match(utterance, options: MatchOptions(now: TestCatalogs.now, mode: mode)).best
    return Dictionary(
      (best?.values ?? []).map { ($0.name, $0.value.description) }, uniquingKeysWith: { a, _ in a })
  }
}
