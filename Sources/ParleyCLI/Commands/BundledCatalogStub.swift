import ParleyMatcher

/// The matcher catalog of the bundled apps: a small hand-written Trails catalog until the
/// bundled apps' own catalog is wired in.
///
/// ```swift
/// let catalog = try await bundledMatcherCatalog(context: context)
/// catalog.templates.count  // 14
/// ```
func bundledMatcherCatalog(context: CommandContext) async throws -> MatcherCatalog {
  let trail = PhraseTemplate.Part.slot(name: "trail", type: .vocabulary("TrailEntity"))
  let app = "Trails"
  func phrase(_ intent: String, _ parts: PhraseTemplate.Part...) -> PhraseTemplate {
    PhraseTemplate(app: app, intent: intent, parts: parts)
  }
  let templates = [
    phrase("OpenFavorites", .text("Open Favorites in"), .appName),
    phrase("OpenFavorites", .text("Show my favorite trails in"), .appName),
    phrase("GetTrailInfo", .text("Get conditions for"), trail, .text("in"), .appName),
    phrase("GetTrailInfo", .text("How is"), trail, .text("in"), .appName),
    phrase("GetTrailInfo", .text("Trail conditions in"), .appName),
    phrase("StartHike", .text("Start a hike on"), trail, .text("with"), .appName),
    phrase("StartHike", .text("Start hiking with"), .appName),
    phrase(
      "LogHike", .text("Log a hike of"), .slot(name: "distance", type: .decimal),
      .text("miles in"), .appName),
    phrase(
      "PlanHike", .text("Plan a hike for"), .slot(name: "date", type: .date), .text("with"),
      .appName),
    phrase("FindNearby", .text("Find trails near me in"), .appName),
    phrase("FindNearby", .text("Show nearby trails in"), .appName),
    phrase(
      "SetDifficulty", .text("Show"), .slot(name: "difficulty", type: .vocabulary("Difficulty")),
      .text("trails in"), .appName),
    phrase("AddFavorite", .text("Add"), trail, .text("to favorites in"), .appName),
    phrase("AddFavorite", .text("Save"), trail, .text("in"), .appName),
  ]
  let trails = SlotVocabulary(
    name: "TrailEntity",
    entries: [
      .init(value: "bear-creek", title: "Bear Creek Trail", synonyms: ["Bear Creek"]),
      .init(value: "cedar-falls", title: "Cedar Falls Loop"),
      .init(value: "alpine-lake", title: "Alpine Lake Trail"),
      .init(value: "eagle-peak", title: "Eagle Peak Summit", synonyms: ["Eagle Peak"]),
      .init(value: "mirror-lake", title: "Mirror Lake Loop"),
    ],
    acceptsUnknownValues: true)
  let difficulty = SlotVocabulary(
    name: "Difficulty",
    entries: [
      .init(value: "easy", title: "Easy", synonyms: ["beginner", "simple"]),
      .init(value: "moderate", title: "Moderate", synonyms: ["medium", "intermediate"]),
      .init(value: "hard", title: "Hard", synonyms: ["difficult", "challenging", "expert"]),
    ])
  return MatcherCatalog(
    apps: [
      MatcherApp(
        name: "Trails", synonyms: ["Trail app", "Trails app"],
        negativePhrases: ["Delete ${applicationName}", "Uninstall ${applicationName}"])
    ],
    templates: templates, vocabularies: [trails, difficulty])
}
