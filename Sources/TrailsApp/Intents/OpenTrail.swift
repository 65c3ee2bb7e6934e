import ParleyIntents

/// Opens the app on a trail.
struct OpenTrail: OpenIntent {
  static let title: LocalizedStringResource = "Open Trail"
  static let description = IntentDescription(
    "Opens the app and shows a trail.", categoryName: "Navigation")

  @Parameter(title: "Trail", requestValueDialog: "Which trail should I open?")
  var target: TrailEntity

  func perform() async throws -> some IntentResult {
    .result()
  }
}
