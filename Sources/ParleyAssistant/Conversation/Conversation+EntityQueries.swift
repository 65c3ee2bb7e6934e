import ParleyIntents
import ParleyMatcher

// Looking a name up through an app's entity query, as values are resolved.
extension Conversation {
  /// The entities `type`'s query finds for `text` while resolving `request`'s intent, which an
  /// `@IntentParameterDependency` of the query reads; asked once per text until what the query
  /// may read changes (see `entitiesOfLine`). `nil` when the query cannot search by text.
  /// Where it finds none for a text that ends in a plural, it is asked for the singular: "three
  /// espressos" orders the Espresso a query that looks names up as they are written finds.
  func entities(of type: AnyEntityType, matching text: String, in request: ActiveRequest)
    async throws -> [AnyEntity]?
  {
    let found = try await queried(type, matching: text, in: request)
    var words = text.split(separator: " ").map(String.init)
    guard found?.isEmpty == true, let last = words.last else { return found }
    let singular = Inflection.singular(of: last)
    guard singular != last else { return found }
    words[words.count - 1] = singular
    return try await queried(type, matching: words.joined(separator: " "), in: request)
  }

  /// What `type`'s query finds for `text` as it is (see `entities(of:matching:in:)`).
  private func queried(_ type: AnyEntityType, matching text: String, in request: ActiveRequest)
    async throws -> [AnyEntity]?
  {
    let key = [request.app.name, request.intentType.typeName, type.typeName, text]
      .joined(separator: "\u{1F}")
    if let found = entitiesOfLine[key] { return try found.get() }
    let manager = request.dependencies
    let resolving = manager.intentBeingResolved
    manager.intentBeingResolved = request.intent
    defer { manager.intentBeingResolved = resolving }
    let found: Result<[AnyEntity]?, any Error>
    do {
      found = .success(
        try await AppDependencyManager.withCurrent(manager) {
          try await type.entities(matching: text)
        })
    } catch {
      found = .failure(error)
    }
    entitiesOfLine[key] = found
    return try found.get()
  }
}
