/// The error `perform()` throws to ask for a parameter's value, a choice or a confirmation; the
/// conversation asks, sets the answer and runs `perform()` again from the start.
///
/// Thrown by `$p.needsValueError(_:)`, `$p.needsDisambiguationError(among:dialog:)` and
/// `$p.needsConfirmationError(for:dialog:)`.
package struct ParameterResolutionError: Error, @unchecked Sendable, CustomStringConvertible {
  /// What the conversation must ask.
  package enum Kind {
    /// A value for the parameter.
    case value
    /// A choice among the candidates.
    case disambiguation(among: [Any])
    /// A yes or no for the value (or the parameter's current value when nil).
    case confirmation(value: Any?)
  }

  /// The parameter to ask about: the same object `intentParameters(of:)` returns.
  package let parameter: any AnyIntentParameter
  /// What to ask.
  package let kind: Kind
  /// The prompt, if the intent gave one.
  package let dialog: IntentDialog?

  /// Creates the error.
  package init(parameter: any AnyIntentParameter, kind: Kind, dialog: IntentDialog?) {
    self.parameter = parameter
    self.kind = kind
    self.dialog = dialog
  }

  /// A sentence naming what is needed.
  package var description: String {
    switch kind {
    case .value: return "The intent needs a value for '\(parameter.name)'."
    case .disambiguation(let among):
      return "The intent needs a choice for '\(parameter.name)' among \(among.count) options."
    case .confirmation: return "The intent needs the value of '\(parameter.name)' confirmed."
    }
  }
}
