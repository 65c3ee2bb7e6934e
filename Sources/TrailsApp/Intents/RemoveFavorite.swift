import ParleyIntents

/// Removes a trail from the favourites, after the user confirms.
struct RemoveFavorite: AppIntent {
  static let title: LocalizedStringResource = "Remove Favorite Trail"
  static let description = IntentDescription(
    "Removes a trail from your favorites.", categoryName: "Favorites")
  static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

  @Parameter(title: "Trail", requestValueDialog: "Which favorite should I remove?")
  var trail: TrailEntity

  @Dependency private var trailManager: TrailDataManager

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard trailManager.isFavorite(trail.id) else {
      return .result(dialog: "\(trail.name) isn't one of your favorites.")
    }
    try await requestConfirmation(
      result: .result(dialog: "Remove \(trail.name) from your favorites?"),
      confirmationActionName: .custom(
        acceptLabel: "Remove", acceptAlternatives: ["Delete"], denyLabel: "Keep",
        denyAlternatives: [], destructive: true))
    try trailManager.removeFavorite(trail.id)
    return .result(dialog: "Removed \(trail.name) from your favorites.")
  }
}
