import ParleyIntents

/// Lists the trails of a featured collection.
struct ShowCollection: AppIntent {
  static let title: LocalizedStringResource = "Show Trail Collection"
  static let description = IntentDescription(
    "Lists the trails in a featured collection.", categoryName: "Discover")

  @Parameter(title: "Collection", requestValueDialog: "Which collection?")
  var collection: TrailCollection

  @Dependency private var trailManager: TrailDataManager

  func perform() async throws
    -> some IntentResult & ReturnsValue<TrailCollection> & ProvidesDialog & ShowsSnippetView
  {
    let trails = trailManager.trails(with: collection.trails.map(\.id))
    let names = trails.map(\.name).joined(separator: ", ")
    let dialog = IntentDialog(
      full: "\(collection.name) has \(trails.count) trails: \(names).",
      supporting: "Here's \(collection.name).")
    return .result(
      value: collection, dialog: dialog,
      view: TrailListSnippet(title: collection.name, trails: trails))
  }
}
