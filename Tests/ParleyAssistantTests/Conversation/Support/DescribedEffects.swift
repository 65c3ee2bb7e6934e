@testable import ParleyAssistant

/// `effects` as text, for exact comparison: "show: Okay, cancelled.", "endRun: OrderCoffee",
/// a question by the words it falls back on ("ask: Which size?"), performing by the intent and
/// the step ("perform: OrderCoffee answer(true)").
func described(_ effects: [DialogEffect]) -> [String] {
  effects.map { effect in
    switch effect {
    case .show(let items):
      "show: " + dialogs(Reply(items: items, outcome: nil)).joined(separator: " | ")
    case .ask(let prompt): "ask: " + prompt.fallback
    case .outcome(let outcome): "outcome: \(outcome.rawValue)"
    case .endRun(let request): "endRun: \(request.intentType.typeName)"
    case .carryOut(let work): "carryOut: \(described(work))"
    case .perform(let request, let step): "perform: \(request.intentType.typeName) \(step)"
    }
  }
}

/// `work` as text: "answer yes", "request order a latte with brew after GetTrailInfo".
func described(_ work: LineWork) -> String {
  switch work {
  case .answer(let text): "answer \(text)"
  case .refusal(let text, _): "refusal \(text)"
  case .askValue(let parameter, _, let use): "askValue \(parameter.name) \(use)"
  case .request(let text, let after):
    "request \(text)" + (after.map { " after \($0.intentType.typeName)" } ?? "")
  default: "\(work)"
  }
}
