import ParleyIntents

/// Runs an intent's `perform()` in its own task and turns every question it asks in place
/// (`requestValue`, `requestDisambiguation`, `requestConfirmation`) into an event the
/// conversation answers later; `perform()` stays suspended until then.
final class PerformRun: IntentRequestHandler, @unchecked Sendable {
  /// What the running intent did last.
  enum Event {
    case value(any AnyIntentParameter, IntentDialog?)
    case disambiguation((any AnyIntentParameter)?, [Any], IntentDialog?, (any SnippetView)?)
    case confirmation(ConfirmationRequest)
    case finished(any IntentResult)
    case failed(any Error)
  }

  private let events: AsyncStream<Event>
  private let sink: AsyncStream<Event>.Continuation
  private var iterator: AsyncStream<Event>.Iterator
  private var pending: CheckedContinuation<Any, any Error>?
  private var task: Task<Void, Never>?

  init() {
    (events, sink) = AsyncStream.makeStream(of: Event.self)
    iterator = events.makeAsyncIterator()
  }

  /// Starts `perform()` of `intent` with `dependencies` as its dependency scope.
  func start(_ intent: any AppIntent, dependencies: AppDependencyManager) {
    task = Task {
      do {
        let result = try await AppDependencyManager.withCurrent(dependencies) {
          try await IntentRequestContext.$handler.withValue(self) {
            try await intent()
          }
        }
        sink.yield(.finished(result))
      } catch {
        sink.yield(.failed(error))
      }
    }
  }

  /// Waits for the intent's next question, or its end.
  func nextEvent() async -> Event {
    await iterator.next() ?? .failed(CancellationError())
  }

  /// Answers the question the intent waits on; it goes on running.
  func answer(_ value: Any) {
    takePending()?.resume(returning: value)
  }

  /// Abandons the run: the waiting question throws, and the events that follow are dropped.
  func abandon() {
    takePending()?.resume(throwing: CancellationError())
    task?.cancel()
  }

  private func takePending() -> CheckedContinuation<Any, any Error>? {
    let continuation = pending
    pending = nil
    return continuation
  }

  private func ask(_ event: Event) async throws -> Any {
    try await withCheckedThrowingContinuation { continuation in
      pending = continuation
      sink.yield(event)
    }
  }

  func requestValue(for parameter: any AnyIntentParameter, dialog: IntentDialog?) async throws
    -> Any
  {
    try await ask(.value(parameter, dialog))
  }

  func requestDisambiguation(
    for parameter: (any AnyIntentParameter)?, among options: [Any], dialog: IntentDialog?
  ) async throws -> Any {
    try await ask(.disambiguation(parameter, options, dialog, nil))
  }

  func requestChoice(among options: [Any], dialog: IntentDialog?, snippet: (any SnippetView)?)
    async throws -> Any
  {
    try await ask(.disambiguation(nil, options, dialog, snippet))
  }

  func requestConfirmation(_ request: ConfirmationRequest) async throws -> Bool {
    try await ask(.confirmation(request)) as? Bool ?? false
  }
}
