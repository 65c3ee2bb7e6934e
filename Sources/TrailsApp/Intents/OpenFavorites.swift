import ParleyIntents

/// Opens the app on the favourite trails.
struct OpenFavorites: AppIntent {
  static let title: LocalizedStringResource = "Open Favorite Trails"
  static let description = IntentDescription(
    "Opens the app and goes to your favorite trails.", categoryName: "Navigation")
  static let openAppWhenRun: Bool = true

  @Dependency private var trailManager: TrailDataManager

  func perform() async throws -> some IntentResult & ShowsSnippetView {
    .result(view: TrailListSnippet(title: "Favorites", trails: trailManager.favorites))
  }
}
