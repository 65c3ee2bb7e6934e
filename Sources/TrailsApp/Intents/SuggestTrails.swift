import ParleyIntents

/// Suggests trails near a location for an activity.
struct SuggestTrails: AppIntent {
  static let title: LocalizedStringResource = "Suggest Trails"
  static let description = IntentDescription(
    "Suggests trails near a location that suit an activity.", categoryName: "Discover")

  @Parameter(title: "Location", requestValueDialog: "Where would you like to go?")
  var location: String

  @Parameter(title: "Activity", requestValueDialog: "What would you like to do?")
  var activity: ActivityStyle

  @Dependency private var trailManager: TrailDataManager

  static var parameterSummary: some ParameterSummary {
    Summary("Suggest \(\.$activity) trails near \(\.$location)")
  }

  func perform() async throws
    -> some IntentResult & ReturnsValue<[TrailEntity]> & ProvidesDialog & ShowsSnippetView
  {
    let regions = trailManager.regions(matching: location)
    if regions.count > 1 {
      throw $location.needsDisambiguationError(
        among: regions, dialog: "Multiple locations match \(location). Which one did you mean?")
    }
    guard let region = regions.first else {
      throw $location.needsValueError(
        "I couldn't find any trails near \(location). Where would you like to go?")
    }
    let trails = trailManager.trails(inRegion: region, activity: activity)
    let snippet = TrailListSnippet(
      title: "\(activity.spokenName.capitalized) near \(region)", trails: trails)
    guard !trails.isEmpty else {
      return .result(
        value: [], dialog: "There are no \(activity.spokenName) trails near \(region).",
        view: snippet)
    }
    let names = trails.map(\.name).joined(separator: ", ")
    let count =
      trails.count == 1
      ? "one \(activity.spokenName) trail" : "\(trails.count) \(activity.spokenName) trails"
    let dialog = IntentDialog(
      full: "Here \(trails.count == 1 ? "is" : "are") \(count) near \(region): \(names).",
      supporting: "Here are \(activity.spokenName) trails near \(region).")
    return .result(value: trails.map(TrailEntity.init), dialog: dialog, view: snippet)
  }
}
