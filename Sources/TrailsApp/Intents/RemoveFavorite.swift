import ParleyIntents

/// Removes one or more trails from the favourites, after the user confirms.
///
/// The trails said together ("cedar falls and alpine loop") come in one list, are confirmed in
/// one question and removed at once. A trail in the list that isn't a favourite is named in the
/// result rather than left out in silence.
struct RemoveFavorite: AppIntent {
  static let title: LocalizedStringResource = "Remove Favorite Trail"
  static let description = IntentDescription(
    "Removes trails from your favorites.", categoryName: "Favorites")
  static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

  @Parameter(title: "Trails", requestValueDialog: "Which favorite should I remove?")
  var trails: [TrailEntity]

  @Dependency private var trailManager: TrailDataManager

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let favorites = trails.filter { trailManager.isFavorite($0.id) }
    let others = trails.filter { !trailManager.isFavorite($0.id) }
    guard !favorites.isEmpty else {
      return .result(dialog: "\(Self.notFavorites(others))")
    }
    try await requestConfirmation(
      result: .result(dialog: "Remove \(Self.names(of: favorites)) from your favorites?"),
      confirmationActionName: .custom(
        acceptLabel: "Remove", acceptAlternatives: ["Delete"], denyLabel: "Keep",
        denyAlternatives: [], destructive: true))
    try trailManager.removeFavorites(favorites.map(\.id))
    let removed = "Removed \(Self.names(of: favorites)) from your favorites."
    guard !others.isEmpty else { return .result(dialog: "\(removed)") }
    return .result(dialog: "\(removed) \(Self.notFavorites(others))")
  }

  /// The trails' names, joined with commas and a last "and": "Cedar Falls and Alpine Loop".
  static func names(of trails: [TrailEntity]) -> String {
    let names = trails.map(\.name)
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// Says that the trails aren't favourites: "Mesa Trail isn't one of your favorites."
  static func notFavorites(_ trails: [TrailEntity]) -> String {
    trails.count == 1
      ? "\(names(of: trails)) isn't one of your favorites."
      : "\(names(of: trails)) aren't among your favorites."
  }
}
