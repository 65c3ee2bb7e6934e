extension DialogState {
  /// Notes that the request being carried out took `path`; nothing without a request.
  mutating func record(_ path: DialogPath) {
    guard let request else { return }
    let step = DialogPathStep(
      app: request.app.name, intent: request.intentType.typeName, path: path)
    if !pathsTaken.contains(step) { pathsTaken.append(step) }
  }

  /// Notes the branch a question waiting in `state` is.
  mutating func recordQuestion(in state: ConversationState) {
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

  /// Notes how a request ended: its answer on `surface` when it completed.
  mutating func recordEnd(_ outcome: Outcome, on surface: Surface) {
    if outcome == .completed { record(.answer(surface)) }
  }
}
