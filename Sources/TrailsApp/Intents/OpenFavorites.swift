import ParleyIntents

/// Opens the app on the favourite trails.
struct OpenFavorites: AppIntent {
  static let title: LocalizedStringResource = "Open Favorite Trails"
  static let description = IntentDescription(
    "Opens the app and goes to your favorite trails.", categoryName: "Navigation")
  static let openAppWhenRun: Bool = true

  @Dependency private var trailManager: TrailDataManager

  /// Returns the favourite trails too, so that a request after it can name one by its place
  /// ("open the second one").
  func perform() async throws
    -> some IntentResult & ReturnsValue<[TrailEntity]> & ShowsSnippetView
  {
    let favorites = trailManager.favorites
    return .result(
      value: favorites.map(TrailEntity.init),
      view: TrailListSnippet(title: "Favorites", trails: favorites))
  }
}
