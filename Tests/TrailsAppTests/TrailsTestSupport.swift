import ParleyIntents

@testable import TrailsApp

/// Answers every confirmation with the same yes or no, and records the prompts.
final class ConfirmationRecorder: IntentRequestHandler, @unchecked Sendable {
  let answer: Bool
  private(set) var prompts: [String] = []
  private(set) var actionLabels: [String] = []

  init(answer: Bool) {
    self.answer = answer
  }

  func requestValue(for parameter: any AnyIntentParameter, dialog: IntentDialog?) async throws
    -> Any
  {
    throw IntentRequestUnavailableError()
  }

  func requestDisambiguation(
    for parameter: (any AnyIntentParameter)?, among options: [Any], dialog: IntentDialog?
  ) async throws -> Any {
    throw IntentRequestUnavailableError()
  }

  func requestConfirmation(_ request: ConfirmationRequest) async throws -> Bool {
    prompts.append(request.dialog?.fullText ?? "")
    actionLabels.append(request.actionName.acceptLabel)
    return answer
  }
}

/// Runs the body with a fresh Trails dependency manager as the current one.
func withTrails<T>(_ body: (AppDependencyManager) async throws -> T) async rethrows -> T {
  let manager = Trails.app.makeDependencyManager()
  return try await AppDependencyManager.withCurrent(manager) { try await body(manager) }
}

/// The trail entity with a name, from the bundled catalog.
func trailEntity(named name: String) throws -> TrailEntity {
  guard let trail = TrailCatalog.trails.first(where: { $0.name == name }) else {
    throw TrailLookupError(name: name)
  }
  return TrailEntity(trail: trail)
}

/// A trail name missing from the catalog.
struct TrailLookupError: Error {
  let name: String
}
