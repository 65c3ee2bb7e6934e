// Moving a running intent to the foreground. Off-device there is no app to bring forward:
// the conversation asks "Continue in <app>?" as Siri does, and says "Opening <app>…" when the
// intent finishes.

extension AppIntent {
  /// Asks to continue in the app, then goes on running; the app opens when the intent ends.
  ///
  /// - Parameters:
  ///   - dialog: The question; "Continue in <app>?" when nil.
  ///   - alwaysConfirm: Whether to ask; false continues without asking.
  /// - Throws: An error when the person declines or cancels.
  public func continueInForeground(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true)
    async throws
  {
    var request = ConfirmationRequest(dialog: dialog)
    request.continuesInForeground = true
    request.alwaysAsks = alwaysConfirm
    guard try await IntentRequestContext.currentHandler().requestConfirmation(request) else {
      throw ConfirmationDeclinedError()
    }
  }

  /// An error that stops the intent and asks to continue in the app; on yes the app opens.
  ///
  /// - Parameters:
  ///   - dialog: The question; "Continue in <app>?" when nil.
  ///   - alwaysConfirm: Whether to ask; false opens the app without asking.
  /// - Returns: The error to throw.
  public func needsToContinueInForegroundError(
    _ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true
  ) -> AppIntentError {
    AppIntentError(
      foreground: ForegroundContinuation(dialog: dialog, alwaysAsks: alwaysConfirm, work: nil))
  }
}

/// An intent that starts in the background and may ask to continue in the foreground (Apple's
/// older form of `supportedModes: .foreground(.dynamic)`).
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
  /// An error that stops the intent and asks to continue in the app; on yes `continuation`
  /// runs and the app opens.
  ///
  /// - Parameters:
  ///   - dialog: The question; "Continue in <app>?" when nil.
  ///   - continuation: Work to do once the person agrees.
  /// - Returns: The error to throw.
  public func needsToContinueInForegroundError(
    _ dialog: IntentDialog? = nil,
    continuation: (@MainActor @Sendable () async throws -> Void)? = nil
  ) -> AppIntentError {
    AppIntentError(
      foreground: ForegroundContinuation(dialog: dialog, alwaysAsks: true, work: continuation))
  }

  /// Asks to continue in the app; on yes runs `continuation` and returns what it returns.
  ///
  /// - Parameters:
  ///   - dialog: The question; "Continue in <app>?" when nil.
  ///   - continuation: Work to do once the person agrees.
  /// - Returns: What `continuation` returns.
  /// - Throws: An error when the person declines or cancels.
  @discardableResult
  public func requestToContinueInForeground<ResultValue: Sendable>(
    _ dialog: IntentDialog? = nil,
    continuation: @MainActor () async throws -> ResultValue = { () }
  ) async throws -> ResultValue {
    try await continueInForeground(dialog)
    return try await continuation()
  }
}

/// What a `needsToContinueInForegroundError` asks: the question and the work to do on yes.
package struct ForegroundContinuation: @unchecked Sendable {
  /// The question, if the intent gave one.
  package let dialog: IntentDialog?
  /// Whether the person is asked.
  package let alwaysAsks: Bool
  /// The work to do once the person agrees.
  package let work: (@MainActor @Sendable () async throws -> Void)?
}
