import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The value of another free-text parameter of the request under way that `text` gives,
  /// where any text answers the question waiting: said with the words that say what an answer
  /// to that parameter's question is, and that the question waiting does not take. "sorry,
  /// call it weekend errands" at "What should it say?" names the note, as it would answer
  /// "What should the note be called?"; "it says buy milk" at that question says the note's
  /// text. The words a correction starts with are left out first ("sorry"). `nil` when `text`
  /// gives no such value: "call it dentist" at "What should the note be called?" is its
  /// answer.
  ///
  /// ```swift
  /// // "What should it say?" of Create Note, the title "errands" given:
  /// await conversation.otherTextGiven("sorry, call it weekend errands")
  /// // [noteTitle = "weekend errands"]
  /// ```
  func otherTextGiven(_ text: String) -> [SlotFill]? {
    guard takesAnyText, case .value(let question) = state, let request else { return nil }
    let answer = Self.freeTextAnswer(text)
    // Words the question waiting takes as its own are its answer's.
    guard
      SpokenValue.withoutIntroducer(answer, answering: questionText(of: question.prompt))
        == answer
    else { return nil }
    for parameter in request.parameters where parameter.name != question.parameter.name {
      guard case .string = parameter.valueType else { continue }
      let asked = questionText(of: valuePrompt(for: parameter, dialog: nil))
      let value = SpokenValue.withoutIntroducer(answer, answering: asked)
      guard value != answer, !value.isEmpty else { continue }
      return [SlotFill(name: parameter.name, text: value, value: .text(value))]
    }
    return nil
  }
}
