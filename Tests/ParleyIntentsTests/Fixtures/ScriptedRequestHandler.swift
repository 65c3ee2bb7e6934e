import ParleyIntents

/// Answers in-place requests from a script and records what was asked.
final class ScriptedRequestHandler: IntentRequestHandler, @unchecked Sendable {
  var value: Any = "answer"
  var pick: (([Any]) -> Any)? = { $0.last as Any }
  var confirms = true
  private(set) var asked: [String] = []
  private(set) var confirmations: [ConfirmationRequest] = []

  func requestValue(for parameter: any AnyIntentParameter, dialog: IntentDialog?) async throws
    -> Any
  {
    asked.append("value \(parameter.name): \(dialog?.fullText ?? "-")")
    return value
  }

  func requestDisambiguation(
    for parameter: (any AnyIntentParameter)?, among options: [Any], dialog: IntentDialog?
  ) async throws -> Any {
    let names = options.map { displayText(of: $0) }.joined(separator: ", ")
    asked.append("choice \(parameter?.name ?? "-") among \(names): \(dialog?.fullText ?? "-")")
    guard let pick else { throw ConfirmationDeclinedError() }
    return pick(options)
  }

  func requestConfirmation(_ request: ConfirmationRequest) async throws -> Bool {
    confirmations.append(request)
    asked.append("confirm \(request.parameter?.name ?? "-"): \(request.dialog?.fullText ?? "-")")
    return confirms
  }
}
