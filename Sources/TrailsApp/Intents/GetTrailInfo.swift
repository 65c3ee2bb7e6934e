import ParleyIntents

/// Tells the current conditions of a trail.
struct GetTrailInfo: AppIntent {
  static let title: LocalizedStringResource = "Get Trail Information"
  static let description = IntentDescription(
    "Provides complete details on a trail.", categoryName: "Discover",
    searchKeywords: ["conditions", "weather"])

  @Parameter(
    title: "Trail", description: "The trail to get information on.",
    requestValueDialog: "Which trail?")
  var trail: TrailEntity

  @Dependency private var trailManager: TrailDataManager

  static var parameterSummary: some ParameterSummary {
    Summary("Get information on \(\.$trail)")
  }

  func perform() async throws
    -> some IntentResult & ReturnsValue<TrailEntity> & ProvidesDialog & ShowsSnippetView
  {
    guard let current = trailManager.trail(with: trail.id) else {
      throw AppIntentError(description: "That trail is no longer in the app.")
    }
    let dialog = IntentDialog(
      full: "The conditions for \(current.name) are: \(current.currentConditions)",
      supporting: "Here's the latest information on \(current.name).")
    return .result(
      value: TrailEntity(trail: current), dialog: dialog, view: TrailInfoSnippet(trail: current))
  }
}
