import ParleyIntents

extension Conversation {
  /// Runs the automatic "Find <Entity>" action of an entity type whose query is an
  /// `EntityPropertyQuery` or an `EnumerableEntityQuery`: `/FindBooks title_contains=march
  /// sortBy=title limit=3`. Returns nil when `name` names no such action.
  func find(named name: String, arguments: [(name: String, value: String)]) async -> Reply? {
    guard let (app, type) = catalog.findableEntity(named: name) else { return nil }
    let dependencies = appState(of: app)
    let noun = type.displayName.lowercased()
    let nouns = type.pluralName.lowercased()
    do {
      let request = try EntityFindRequest(arguments: arguments)
      let found = try await AppDependencyManager.withCurrent(dependencies) {
        try await type.find(request)
      }
      guard let found else { return nil }
      guard !found.isEmpty else { return finish([.dialog("No \(nouns) match.")], .completed) }
      let titles = found.map(\.display.title)
      let count = titles.count == 1 ? "1 \(noun)" : "\(titles.count) \(nouns)"
      return finish([.dialog("Found \(count): \(spokenList(titles, "and")).")], .completed)
    } catch let error as EntityFindError {
      return finish([.dialog(error.message)], .notUnderstood)
    } catch {
      return finish(
        [.dialog(userFacingMessage(for: error, intentTitle: "Find \(type.pluralName)"))],
        .failed)
    }
  }
}
