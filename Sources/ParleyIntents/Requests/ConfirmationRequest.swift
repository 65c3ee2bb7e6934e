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
