import ParleyIntents

/// The transitions of a confirmation's answer and of what performing a request came to: yes
/// or no leads to performing the request (or dropping it), and the intent's outcome to the
/// next state and what is said.
extension DialogStep {
  /// The transition of `text`, which corrects no value, answering the confirmation waiting:
  /// yes (or the action's own name, "Turn Off") goes on performing the request, no drops it or
  /// hands the intent its no, and anything else is refused and the question asked again.
  ///
  /// ```swift
  /// // Waiting in "Order a large Caffè Latte for $5.50?":
  /// let step = DialogStep.transition(from: waiting, on: .confirmationAnswer("yes"), setting: setting)
  /// step.effects  // [.perform(latte, .answer(true))]
  /// ```
  mutating func answerConfirmation(_ text: String) {
    guard case .confirmation(let question) = state.question, let request = state.request else {
      finish([], .cancelled)
      return
    }
    guard let accepted = Conversation.confirmationAnswer(text, question) else {
      effects.append(.carryOut(.refusal(text, at: question)))
      return
    }
    if question.continuesAfterError {
      guard accepted else { return finish([.dialog("Okay, cancelled.")], .cancelled) }
      return perform(request, .continueInApp)
    }
    if let parameter = question.restartParameter {
      guard accepted else {
        state.declined = request.title
        return finish([.dialog("Okay, cancelled.")], .cancelled)
      }
      return perform(request, .restartConfirming(parameter.name))
    }
    guard request.run != nil else { return finish([], .cancelled) }
    perform(request, accepted && !state.held.isEmpty ? .together : .answer(accepted))
  }

  /// The transition of what performing the request under way came to: a result is said and
  /// remembered for a follow-up or an undo, a no or a cancellation is acknowledged, an error
  /// is said, a value needed or a pick among values is asked for, and a confirmation asked
  /// for, or held to be asked with the next item's.
  ///
  /// ```swift
  /// let step = DialogStep.transition(
  ///   from: performing, on: .outcome(.declined(byConfirmation: true)), setting: setting)
  /// step.effects  // [.endRun(latte), .show([.dialog("Okay, cancelled.")]), .outcome(.cancelled)]
  /// ```
  mutating func take(_ outcome: PerformOutcome) {
    switch outcome {
    case .performed(let items, let undoIntent, let readOut, let made):
      state.readOut = readOut
      state.made = made
      if let request = state.request {
        state.remember(request, undoIntent: undoIntent)
        let intent = FollowUpContext.intentName(request.app, request.intentType)
        let before = state.answersInARow.flatMap { $0.intent == intent ? $0.answers : nil }
        state.answersInARow = (intent, (before ?? []) + [items])
      }
      // An intent opened after an answer adds to it: saying nothing, it adds nothing.
      let answered = state.request?.isOpenedAfterAnswer ?? false
      finish(items.isEmpty && !answered ? [.dialog("Done.")] : items, .completed)
    case .declined(let byConfirmation):
      let isUndo = state.request?.isUndo ?? false
      if byConfirmation, !isUndo { state.declined = state.request?.title }
      // "Okay, cancelled." after declining to undo would read as if the undo were done. What
      // was to follow the undo goes with it: the changes taken back with it, and the change
      // of what was done that it made way for.
      if isUndo { state.dropItems() }
      finish([.dialog(isUndo ? "Okay, I've left it as it was." : "Okay, cancelled.")], .cancelled)
    case .failed(let name, let message):
      state.record(.error(name))
      finish([.dialog(message)], .failed)
    case .needsValue(let parameter, let dialog, let use):
      effects.append(.carryOut(.askValue(parameter, dialog, use)))
    case .needsChoice(let question):
      ask(question.prompt, question: .choice(question))
    case .needsConfirmation(let question):
      if let request = state.request, state.holdsConfirmation(of: request) {
        // One more item of the same request follows: its confirmation is asked with this
        // one's, and this one's perform() waits for the answer meanwhile.
        state.held.append(HeldConfirmation(request: request, question: question))
        state.request = nil
        state.question = .idle
        effects.append(.outcome(.completed))
      } else {
        effects.append(.carryOut(.askConfirmation(question)))
      }
    }
  }

  /// The transition of an answer to a value or a choice question that gives `value` of
  /// `parameter`, used as `use` says: the request resolved further, performed again from the
  /// start, or its waiting `perform()` given the value.
  ///
  /// ```swift
  /// // Waiting in "Which size?" asked by a latte's perform():
  /// let step = DialogStep.transition(
  ///   from: waiting, on: .valueAnswer(large, for: size, .resume), setting: setting)
  /// step.effects  // [.perform(latte, .answer(large))]
  /// ```
  mutating func use(_ value: Any, for parameter: any AnyIntentParameter, _ use: AnswerUse) {
    guard let request = state.request else { return finish([], .cancelled) }
    switch use {
    case .resolve:
      perform(request, .resolve(setting: parameter, to: value))
    case .restart:
      perform(request, .restart(setting: parameter, to: value))
    case .resume:
      guard request.run != nil else { return finish([], .cancelled) }
      perform(request, .answer(value))
    }
  }

  /// The transition of `text`, an answer to a value or a choice question that gives no value
  /// it takes, for `reason`: the question asked again, saying why in the words of what the app
  /// has, unless the answer only says no ("no", "nope", "no thanks"), which declines to answer
  /// and ends the request as "cancel" does. Where "no" is an answer (an option called "No", a
  /// text, "no" to a time offered), it was taken as one before this.
  mutating func refuse(_ text: String, because reason: String) {
    if Conversation.declines(text) { return cancel() }
    effects.append(.carryOut(.unusable(text, reason: reason)))
  }

  /// Goes on performing `request` as `step` says; no question waits meanwhile.
  private mutating func perform(_ request: ActiveRequest, _ step: PerformStep) {
    state.question = .idle
    effects.append(.perform(request, step))
  }
}
