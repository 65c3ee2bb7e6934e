@testable import ParleyAssistant

/// `effects` as text, for exact comparison: "show: Okay, cancelled.", "endRun: OrderCoffee",
/// a question by the words it falls back on ("ask: Which size?"), performing by the intent and
/// the step ("perform: OrderCoffee answer true").
func described(_ effects: [DialogEffect]) -> [String] {
  effects.map { effect in
    switch effect {
    case .show(let items):
      "show: " + dialogs(Reply(items: items, outcome: nil)).joined(separator: " | ")
    case .ask(let prompt): "ask: " + prompt.fallback
    case .outcome(let outcome): "outcome: \(outcome.rawValue)"
    case .endRun(let request): "endRun: \(request.intentType.typeName)"
    case .carryOut(let work): "carryOut: \(described(work))"
    case .perform(let request, let step):
      "perform: \(request.intentType.typeName) \(described(step))"
    }
  }
}

/// `work` as text: "answer yes", "request order a latte with brew after GetTrailInfo".
func described(_ work: LineWork) -> String {
  switch work {
  case .answer(let text): "answer \(text)"
  case .refusal(let text, _): "refusal \(text)"
  case .unusable(let text, _): "unusable \(text)"
  case .askConfirmation(let question): "askConfirmation \(question.prompt.fallback)"
  case .askValue(let parameter, _, let use): "askValue \(parameter.name) \(use)"
  case .request(let text, let after, _):
    "request \(text)" + (after.map { " after \($0.intentType.typeName)" } ?? "")
  default: "\(work)"
  }
}

/// `step` as text: "resolve size = large", "answer true", "restart confirming size".
func described(_ step: PerformStep) -> String {
  switch step {
  case .resolve(let parameter, let value): "resolve \(parameter.name) = \(value)"
  case .restart(setting: let parameter, to: let value): "restart \(parameter.name) = \(value)"
  case .restartConfirming(let name): "restart confirming \(name)"
  case .answer(let value): "answer \(value)"
  case .together: "together"
  case .continueInApp: "continueInApp"
  }
}
