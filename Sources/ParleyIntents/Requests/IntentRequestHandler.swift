/// The conversation side of the in-place requests: asks the user and returns the answer while
/// `perform()` waits.
///
/// A conversation engine installs one with `IntentRequestContext.$handler.withValue(_:operation:)`
/// around `perform()`.
package protocol IntentRequestHandler: Sendable {
  /// Asks for a parameter's value and returns it.
  func requestValue(for parameter: any AnyIntentParameter, dialog: IntentDialog?) async throws
    -> Any

  /// Asks the user to pick one of the options and returns the pick.
  func requestDisambiguation(
    for parameter: (any AnyIntentParameter)?, among options: [Any], dialog: IntentDialog?
  ) async throws -> Any

  /// Asks yes or no; returns true for yes.
  func requestConfirmation(_ request: ConfirmationRequest) async throws -> Bool

  /// Asks the user to pick one of the options of a choice, shown with `snippet`, and returns
  /// the pick.
  func requestChoice(among options: [Any], dialog: IntentDialog?, snippet: (any SnippetView)?)
    async throws -> Any
}

extension IntentRequestHandler {
  /// Asks as a disambiguation among the options, without the snippet.
  package func requestChoice(
    among options: [Any], dialog: IntentDialog?, snippet: (any SnippetView)?
  ) async throws -> Any {
    try await requestDisambiguation(for: nil, among: options, dialog: dialog)
  }
}

/// Where the in-place requests find the conversation that answers them.
package enum IntentRequestContext {
  /// The handler for the current task, if a conversation installed one.
  @TaskLocal package static var handler: (any IntentRequestHandler)?

  /// The current handler.
  ///
  /// - Throws: `IntentRequestUnavailableError` when none is installed.
  static func currentHandler() throws -> any IntentRequestHandler {
    guard let handler else { throw IntentRequestUnavailableError() }
    return handler
  }
}

/// The error an in-place request throws when nothing is running the intent that could ask the
/// user.
package struct IntentRequestUnavailableError: Error, Equatable, CustomStringConvertible {
  /// The message.
  package let message =
    "The intent asked the user a question, but it is not running in a conversation that can ask."

  /// Creates the error.
  package init() {}

  /// The message.
  package var description: String { message }
}

/// The error `requestConfirmation` throws when the user says no.
package struct ConfirmationDeclinedError: Error, Equatable, CustomStringConvertible {
  /// The message.
  package let message = "The request was cancelled."

  /// Creates the error; a conversation throws it from a request the user cancels.
  package init() {}

  /// The message.
  package var description: String { message }
}
