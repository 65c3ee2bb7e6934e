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
  let tokens = Tokenizer.tokens(line)
  let said = tokens.filter { !$0.isFiller }
  guard !labels.isEmpty, !said.isEmpty else { return nil }
  // "run" is the label Run, "take photo" the label Take Photo, before verbs are set aside.
  for content in [said, PositionAnswer.content(of: tokens)] {
    let exact = labels.indices.filter {
      NameSimilarity.score(answer: content, name: Tokenizer.tokens(labels[$0])) >= 0.999
    }
    if !exact.isEmpty { return exact.count == 1 ? exact[0] : nil }
  }
  return PositionAnswer.index(in: tokens, among: labels.count)
}
