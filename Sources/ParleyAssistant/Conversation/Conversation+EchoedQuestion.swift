import ParleyMatcher

extension Conversation {
  /// The answer `text` gives after a question that only echoes the one waiting, said as people
  /// think aloud: "40 minutes" of "how long? um 40 minutes" at "How many minutes did you
  /// practice?", "2" of "how many tickets? um 2" at "How many tickets?". The question echoed is
  /// a question word alone or with words that ask how much or that the question waiting says
  /// ("how long", "what", "how many tickets"), and ends with "?"; something must follow it. `text` as it is otherwise: where no value or choice question waits, where
  /// any text answers, and for a question that asks more ("what sizes do you have? large" asks
  /// about the sizes).
  func answerAfterEchoedQuestion(_ text: String) -> String {
    switch state {
    case .value, .choice: break
    default: return text
    }
    guard !takesAnyText, let mark = text.firstIndex(of: "?") else { return text }
    let asked = Self.words(of: String(text[..<mark]))
    let rest = text[text.index(after: mark)...].trimmingCharacters(
      in: .whitespacesAndNewlines.union(.punctuationCharacters))
    let question = (state.prompt.map { items(of: $0) } ?? []).flatMap { item -> [String] in
      guard case .dialog(let said) = item else { return [] }
      return Self.words(of: said)
    }
    guard !rest.isEmpty, let first = asked.first, Lexicon.questionWords.contains(first),
      asked.dropFirst().allSatisfy({
        Lexicon.degreeQuestionWords.contains($0) || question.contains($0)
      })
    else { return text }
    return rest
  }
}
