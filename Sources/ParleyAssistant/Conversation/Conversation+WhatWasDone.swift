import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The answer, from what the conversation knows, to a question about what was just done
  /// that no intent of the apps answers: one that opens with a question word and says the verb
  /// of the phrases of the intent just performed or just left ("what did I order?" right
  /// after Order Soup), a verb that is no question word. Right after it was performed, the answer it gave is said again, or the
  /// answers it gave each time it was performed in a row; where it returned one thing whose
  /// card its dialog does not say ("Created the note “packing list” in Personal."), that
  /// thing: its card on a display, what the card says that the dialog does not on a speaker
  /// ("what did I just write?": "Passport and socks."); right after it was cancelled or
  /// declined, that nothing was done. `nil` for any other line.
  func answerFromWhatWasDone(
    _ text: String, performed: FollowUpContext?, left: FollowUpContext?
  ) -> Reply? {
    let words = ConversationWords.withoutAside(Self.words(of: text)).rest
    guard ConversationWords.opensWithAQuestionWord(words) else { return nil }
    // A question that names another app asks about that app: "what did i order from soup
    // shop" right after a Brew order is not about the coffee.
    let named = match(text).namedApps
    // A phrase that opens with a question word ("What soups does ${applicationName} have
    // today") says no action by it: "what are my favorites" right after Soup Shop's menu
    // asks nothing of the menu.
    func saysItsVerb(_ context: FollowUpContext) -> Bool {
      (named.isEmpty || named.contains(context.app.name))
        && !verbs(of: context).subtracting(Lexicon.questionWords).isDisjoint(with: words)
    }
    if let performed, saysItsVerb(performed) {
      let answers =
        dialog.answersInARow.flatMap { $0.intent == performed.intentName ? $0.answers : nil } ?? []
      if answers.count > 1 { return Reply(items: answers.flatMap { $0 }, outcome: .completed) }
      // "what did I just write?" asks for the note made, not for "Created the note …" again.
      if !dialog.made.isEmpty { return Reply(items: dialog.made, outcome: .completed) }
      // What the intent answered, not a reply said since: "thanks" in between is answered
      // "You're welcome.", and "what did I just order?" asks for the order.
      if let answer = answers.last, !answer.isEmpty {
        return Reply(items: answer, outcome: .completed)
      }
      if let answer = dialog.lastAnswer { return answer }
    }
    if let left, saysItsVerb(left) {
      let title = left.intentType.titleText
      return finish([.dialog("Nothing was done: “\(title)” was cancelled.")], .completed)
    }
    return nil
  }
}
