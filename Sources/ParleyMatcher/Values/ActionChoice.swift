/// Which of a card's actions a whole line picks: its number ("2", "two", "number 2"), its
/// position ("the second one", "last"), or its label give or take fillers and stems
/// ("delete", "pin it please", "tap edit").
///
/// Unlike an answer to a question, a line said while a card's actions are offered may be a new
/// request, so only a line that is *nothing but* a position or a label picks an action: "delete
/// the groceries note" does not pick "Delete".
///
/// ```swift
/// let labels = ["Edit", "Delete", "Pin"]
/// resolveAction("2", among: labels)                        // 1
/// resolveAction("the third one", among: labels)            // 2
/// resolveAction("delete it please", among: labels)         // 1
/// resolveAction("delete the groceries note", among: labels) // nil
/// ```
///
/// - Parameters:
///   - line: What the person typed or said.
///   - labels: The actions' labels, in the order they are numbered.
/// - Returns: The picked action's 0-based index, or `nil` when the line picks none (or two
///   actions share its label).
public func resolveAction(_ line: String, among labels: [String]) -> Int? {
  let said = Tokenizer.tokens(line).filter { !$0.isFiller }
  let withoutVerbs = said.filter { !ActionWords.verbs.contains($0.word) }
  let content = withoutVerbs.isEmpty ? said : withoutVerbs
  guard !labels.isEmpty, !content.isEmpty else { return nil }
  let exact = labels.indices.filter {
    NameSimilarity.score(answer: content, name: Tokenizer.tokens(labels[$0])) >= 0.999
  }
  if !exact.isEmpty { return exact.count == 1 ? exact[0] : nil }
  let words = content.map(\.word).filter {
    content.count == 1 || !ActionWords.positionNouns.contains($0)
  }
  if words == ["last"] { return labels.count - 1 }
  let position: Int?
  if let ordinal = OrdinalReader.read(words, at: 0), ordinal.count == words.count {
    position = ordinal.value
  } else if let number = NumberReader.read(words, at: 0), number.count == words.count {
    position = Int(exactly: number.value)
  } else {
    position = nil
  }
  guard let position, (1...labels.count).contains(position) else { return nil }
  return position - 1
}

/// Words around an action's label or position that do not change which action is meant.
private enum ActionWords {
  /// "tap delete", "press 2", "choose the second one".
  static let verbs: Set<String> = [
    "tap", "press", "click", "hit", "push", "choose", "select", "pick", "run", "go",
  ]
  /// "the second one", "button 2", "the last action".
  static let positionNouns: Set<String> = ["one", "button", "action", "toggle"]
}
