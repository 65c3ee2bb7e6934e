/// A yes-or-no question an intent asks while it runs.
package struct ConfirmationRequest: @unchecked Sendable {
  /// The parameter whose value is confirmed, or nil when the whole action is.
  package var parameter: (any AnyIntentParameter)?
  /// The value to confirm, if any.
  package var value: Any?
  /// The prompt, if given.
  package var dialog: IntentDialog?
  /// A snippet shown with the prompt, if given.
  package var snippet: (any SnippetView)?
  /// The verb of the confirm answer.
  package var actionName: ConfirmationActionName
  /// When to ask: always (empty), or only under the listed conditions.
  package var conditions: ConfirmationConditions = []
  /// Whether the question is to continue in the app (`continueInForeground`).
  package var continuesInForeground = false
  /// Whether the person is asked; false lets the runtime answer yes itself.
  package var alwaysAsks = true

  /// Creates a request.
  package init(
    parameter: (any AnyIntentParameter)? = nil, value: Any? = nil, dialog: IntentDialog? = nil,
    snippet: (any SnippetView)? = nil, actionName: ConfirmationActionName = .continue
  ) {
    self.parameter = parameter
    self.value = value
    self.dialog = dialog
    self.snippet = snippet
    self.actionName = actionName
  }
}
