extension AppIntent {
  /// Asks the user to confirm before the intent acts; returns on yes.
  ///
  /// - Throws: An error when the user says no or cancels, or no conversation can ask.
  public func requestConfirmation() async throws {
    try await confirm(ConfirmationRequest())
  }

  /// Asks the user to confirm, showing a result's dialog and snippet; returns on yes.
  ///
  /// ```swift
  /// try await requestConfirmation(result: .result(dialog: "Remove \(trail.name)?"),
  ///                               confirmationActionName: .continue)
  /// ```
  ///
  /// - Parameters:
  ///   - result: The dialog and snippet to show.
  ///   - confirmationActionName: The verb of the confirm answer.
  ///   - showPrompt: Whether to show the prompt; ignored, the prompt is always shown.
  /// - Throws: An error when the user says no or cancels, or no conversation can ask.
  public func requestConfirmation<Result: IntentResult>(
    result: Result, confirmationActionName: ConfirmationActionName = .continue,
    showPrompt: Bool = true
  ) async throws {
    let parts = resultParts(of: result)
    try await confirm(
      ConfirmationRequest(
        dialog: parts.dialog, snippet: parts.snippet, actionName: confirmationActionName))
  }

  /// Asks the user to confirm with a dialog; returns on yes.
  ///
  /// - Parameters:
  ///   - conditions: When to ask: always when empty; with `.lowConfidenceSource`, only when
  ///     the request's match was ambiguous or weak.
  ///   - actionName: The verb of the confirm answer.
  ///   - dialog: The prompt.
  /// - Throws: An error when the user says no or cancels, or no conversation can ask.
  public func requestConfirmation(
    conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
    dialog: IntentDialog
  ) async throws {
    var request = ConfirmationRequest(dialog: dialog, actionName: actionName)
    request.conditions = conditions
    try await confirm(request)
  }

  /// Asks the user to confirm with a dialog and a snippet; returns on yes.
  ///
  /// - Parameters:
  ///   - conditions: When to ask: always when empty; with `.lowConfidenceSource`, only when
  ///     the request's match was ambiguous or weak.
  ///   - actionName: The verb of the confirm answer.
  ///   - dialog: The prompt.
  ///   - showDialogAsPrompt: Whether a device shows the dialog as the prompt; here the dialog
  ///     is always the question asked.
  ///   - content: The snippet shown with the prompt.
  /// - Throws: An error when the user says no or cancels, or no conversation can ask.
  public func requestConfirmation<Content: SnippetView>(
    conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
    dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true, content: () -> Content
  ) async throws {
    var request = ConfirmationRequest(dialog: dialog, snippet: content(), actionName: actionName)
    request.conditions = conditions
    try await confirm(request)
  }

  /// Asks the user to confirm with a dialog and the card a snippet intent draws, as iOS 26
  /// writes it; returns on yes.
  ///
  /// ```swift
  /// try await requestConfirmation(
  ///   actionName: .order, dialog: "Order it?", snippetIntent: OrderSnippet(order: order))
  /// ```
  ///
  /// - Parameters:
  ///   - conditions: When to ask: always when empty; with `.lowConfidenceSource`, only when
  ///     the request's match was ambiguous or weak.
  ///   - actionName: The verb of the confirm answer.
  ///   - dialog: The prompt.
  ///   - showDialogAsPrompt: Whether a device shows the dialog as the prompt; here the dialog
  ///     is always the question asked.
  ///   - snippetIntent: Draws the card shown with the prompt; it runs before the question.
  /// - Throws: An error when the user says no or cancels, or no conversation can ask; what the
  ///   snippet intent throws.
  public func requestConfirmation(
    conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
    dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true,
    snippetIntent: some SnippetIntent
  ) async throws {
    let card = _SnippetIntentContainer(snippetIntent)
    try await card.draw()
    var request = ConfirmationRequest(dialog: dialog, snippet: card.card, actionName: actionName)
    request.conditions = conditions
    try await confirm(request)
  }

  private func confirm(_ request: ConfirmationRequest) async throws {
    guard try await IntentRequestContext.currentHandler().requestConfirmation(request) else {
      throw ConfirmationDeclinedError()
    }
  }
}
