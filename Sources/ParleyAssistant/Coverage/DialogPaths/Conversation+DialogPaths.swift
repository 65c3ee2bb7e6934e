extension Conversation {
  /// Notes that the request being carried out took `path`; nothing without a request.
  func record(_ path: DialogPath) {
    guard let request else { return }
    let step = DialogPathStep(
      app: request.app.name, intent: request.intentType.typeName, path: path)
    if !dialogPathsTaken.contains(step) { dialogPathsTaken.append(step) }
  }

  /// Notes the branch a question waiting in `state` is.
  func recordQuestion(in state: ConversationState) {
    switch state {
    case .idle: return
    case .value(let question): record(.question(parameter: question.parameter.name))
    case .choice(let question):
      guard case .parameter(let parameter, _) = question.purpose else { return }
      // A question for a value that lists suggestions takes any other value too.
      record(
        question.takesOtherValues
          ? .question(parameter: parameter.name) : .disambiguation(parameter: parameter.name))
    case .confirmation(let question):
      record(.confirmation(parameter: question.restartParameter?.name))
    case .passcode: record(.authentication)
    }
  }

  /// Notes how a request ended: its answer on the current surface when it completed.
  func recordEnd(_ outcome: Outcome) {
    if outcome == .completed { record(.answer(surface)) }
  }
}
