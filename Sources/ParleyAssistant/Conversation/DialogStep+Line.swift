import ParleyIntents

/// What a transition leaves to the driver: the work that needs the apps (resolving values,
/// asking their queries, performing intents, wording what they have), carried out from the
/// state the transition led to.
enum LineWork {
  /// Run an intent directly, replacing the request waiting for an answer, if any, which is
  /// said to be cancelled.
  case directInvocation(String, replacing: ActiveRequest?)
  /// Answer the question waiting with the line.
  case answer(String)
  /// Carry out a request said while a question waits (see ``SideRequest``).
  case sideRequest(SideRequest, said: String)
  /// Run the action of the card shown last at the index, picked by the line.
  case offeredAction(Int, pickedBy: String)
  /// Take the other option than the pick made.
  case otherOne(PickMade)
  /// Take back the last change, or say plainly that it can't be, as the line asked.
  case undo(FollowUpContext?, said: String)
  /// Run the intent performed last again, as the plan says.
  case followUp(FollowUpPlan)
  /// Start the first of several requests said in one line; the others wait their turn.
  case severalRequests([String])
  /// Start a new request; `after` is the intent performed just before, what its "it" stands
  /// for, and what a line not understood leaves to follow up; `left`, the request cancelled or
  /// declined just before, whose app the line is said to when it names none.
  case request(String, after: FollowUpContext?, left: FollowUpContext?)
  /// Say why the line answers no confirmation (what the request takes, worded from the app's
  /// values), and ask the question again.
  case refusal(String, at: ConfirmationQuestion)
  /// Say why the line gives no value the question waiting takes (what the request takes,
  /// worded from the app's values, else the reason), and ask the question again.
  case unusable(String, reason: String)
  /// Ask the confirmation, worded together with the items held for it.
  case askConfirmation(ConfirmationQuestion)
  /// Ask for a value of the parameter, with the app's options for it.
  case askValue(any AnyIntentParameter, IntentDialog?, AnswerUse)
}

extension DialogStep {
  /// The transition a line makes: from `state`, the line `text`, read as `kind` by the line
  /// reader (see `Conversation.read(_:)`), leads to the returned step's state and effects.
  ///
  /// A cancel word, an empty line, a request for help with the question or to repeat it, a
  /// question about the question's options, and small talk are answered here; the rest is
  /// ``LineWork`` the driver carries out with the apps. A follow-up is taken right after the
  /// intent it follows, and after lines that start no request (one not understood, "repeat
  /// that", "thanks"); any other request ends it.
  ///
  /// ```swift
  /// // Waiting in "What size?" for a latte:
  /// let step = DialogStep.transition(from: waiting, on: "never mind", read: .cancel, setting: setting)
  /// step.state.question  // .idle
  /// step.effects         // [.endRun(latte), .show([.dialog("Okay, cancelled.")]), .outcome(.cancelled)]
  /// ```
  static func transition(
    from state: DialogState, on text: String, read kind: LineKind, setting: DialogSetting
  ) -> DialogStep {
    var step = DialogStep(state: state, setting: setting)
    let isIdle: Bool
    if case .idle = state.question { isIdle = true } else { isIdle = false }
    let performed = state.followUp
    let left = state.left
    // Only a request said aside again reads the question asked again after one (see
    // ``DialogState/askedAgainAfterAside``).
    if case .sideRequest = kind {} else { step.state.askedAgainAfterAside = nil }
    if isIdle {
      step.state.followUp = nil
      step.state.left = nil
    }
    switch kind {
    case .directInvocation:
      step.carryOut(.directInvocation(text, replacing: isIdle ? nil : state.request))
    case .empty:
      if isIdle {
        step.effects.append(.outcome(.notUnderstood))
      } else {
        step.askAgain(because: "Sorry, I didn't catch that.")
      }
    case .cancel:
      step.cancel()
    case .questionHelp(let hint):
      step.askTheSameAgain(after: hint.map { [.dialog($0)] })
    case .repetition:
      step.state.followUp = performed
      step.repeatLast()
    case .whatWasShown(let readOut):
      step.state.followUp = performed
      step.sayWhatWasShown(readOut: readOut)
    case .aboutTheQuestion(let sentences, let listed) where isIdle:
      step.state.followUp = performed
      // "what folders do I have?": "the first one" next is the first folder said.
      if !listed.isEmpty { step.state.listed = listed }
      step.finish(sentences.map { .dialog($0) }, .completed)
    case .aboutTheQuestion(let sentences, _):
      step.askTheSameAgain(after: sentences.map { .dialog($0) })
    case .smallTalk:
      step.state.followUp = performed
      step.answerSmallTalk(text)
    case .sideRequest(let side):
      step.carryOut(.sideRequest(side, said: text))
    case .notAnAnswer(let other):
      step.askTheSameAgain(after: [.dialog(other.reason(for: text, on: setting.surface))])
    case .answer:
      step.carryOut(.answer(text))
    case .offeredAction(let index):
      step.carryOut(.offeredAction(index, pickedBy: text))
    case .otherOne(let pick):
      step.carryOut(.otherOne(pick))
    case .undo(let context):
      step.state.followUp = performed
      step.carryOut(.undo(context, said: text))
    case .followUp(let plan):
      step.carryOut(.followUp(plan))
    case .followUpNotTaken(let reason), .notDoneWithWhatWasShown(let reason):
      // What the intent performed, or the request declined, cannot take leaves it to follow up.
      step.state.followUp = performed
      step.state.left = left
      step.finishWithoutRequest([.dialog(reason)], .notUnderstood)
    case .severalRequests(let parts):
      step.carryOut(.severalRequests(parts))
    case .request:
      step.state.referent = performed
      step.carryOut(.request(text, after: performed, left: left))
    }
    return step
  }

  private mutating func carryOut(_ work: LineWork) {
    effects.append(.carryOut(work))
  }

  /// The question waiting asked again after `items`, its count of unusable answers kept; asked
  /// again as not understood when `items` is `nil` or no question waits.
  private mutating func askTheSameAgain(after items: [ReplyItem]?) {
    guard let items, let prompt = state.question.prompt else {
      askAgain(because: "Sorry, I didn't catch that.")
      return
    }
    ask(prompt, after: items, question: state.question)
  }

  /// "repeat that": the question waiting asked again, without counting an unusable answer; with
  /// none waiting, the last answer said again.
  private mutating func repeatLast() {
    switch state.question {
    case .idle:
      guard let last = state.lastAnswer else {
        finishWithoutRequest([.dialog("I haven't said anything yet.")], .notUnderstood)
        return
      }
      show(last.items)
      if let outcome = last.outcome { effects.append(.outcome(outcome)) }
    case .value(let question):
      // Where any text answers, the words may be the answer (the line reader reads them so).
      guard case .string = question.parameter.valueType else {
        ask(question.prompt, question: state.question)
        return
      }
      askAgain(because: "Sorry, I didn't catch that.")
    case .choice(let question):
      ask(question.prompt, question: state.question)
    case .confirmation(let question):
      ask(question.prompt, question: state.question)
    case .passcode:
      askAgain(because: "Sorry, I didn't catch that.")
    }
  }

  /// "read it to me": what the result of the intent performed last said, again, even after a
  /// line it did not take ("add to it: …"); `readOut`, read out whole: on a display, its *full*
  /// dialog written out rather than its card and *supporting* text, as a speaker says it, on a
  /// speaker too, where the result read out may say more of the thing than its answer did.
  /// The last answer again where no result said anything.
  private mutating func sayWhatWasShown(readOut: Bool) {
    if readOut, !state.readOut.isEmpty {
      finishWithoutRequest(state.readOut, .completed)
      return
    }
    guard let items = state.answersInARow?.answers.last, !items.isEmpty else {
      repeatLast()
      return
    }
    finishWithoutRequest(items, .completed)
  }

  /// The answer to a greeting, a thank-you or a goodbye said on its own: "Hi! What can I do for
  /// you?", "You're welcome.", "Goodbye."; not understood for anything else.
  private mutating func answerSmallTalk(_ text: String) {
    switch Conversation.smallTalk(in: text) {
    case .greeting?:
      let help = setting.surface == .display ? "Type “help” to see" : "Say “help” to hear"
      finish([.dialog("Hi! What can I do for you? \(help) what you can ask.")], .completed)
    case .thanks?:
      finish([.dialog("You're welcome.")], .completed)
    case .farewell?:
      let leave = setting.surface == .display ? " Type :quit to leave." : ""
      finish([.dialog("Goodbye.\(leave)")], .completed)
    case nil:
      effects.append(.outcome(.notUnderstood))
    }
  }

  /// Says `items` and ends with `outcome`, with no request under way to end.
  private mutating func finishWithoutRequest(_ items: [ReplyItem], _ outcome: Outcome) {
    effects.append(.show(items))
    effects.append(.outcome(outcome))
  }
}
