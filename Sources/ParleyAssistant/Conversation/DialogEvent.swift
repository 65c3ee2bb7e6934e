import ParleyIntents

/// What happens to a conversation, which its transition (see ``DialogStep``) answers: a line
/// said, the answer to a confirmation, what performing a request came to, or no answer said
/// in time.
enum DialogEvent {
  /// A line said, read by the line reader as the kind (see `Conversation.read(_:)`).
  case line(String, LineKind)
  /// A line answering the confirmation waiting that corrects no value of the request (see
  /// `Conversation.corrected(_:asked:)`, which needs the apps to tell).
  case confirmationAnswer(String)
  /// An answer to a value or a choice question, read with the apps to give this value of the
  /// parameter, used as the question says.
  case valueAnswer(Any, for: any AnyIntentParameter, AnswerUse)
  /// An answer to a value or a choice question that gives no value the question takes, for
  /// the reason given.
  case unusableAnswer(String, reason: String)
  /// What performing the request under way came to.
  case outcome(PerformOutcome)
  /// No answer came in time to the question waiting: the question is left.
  case timeout
}

extension DialogStep {
  /// The transition `event` makes from `state`: the returned step's state and effects.
  ///
  /// ```swift
  /// // Waiting in "What size?" for a latte, on a speaker:
  /// let step = DialogStep.transition(from: waiting, on: .timeout, setting: setting)
  /// step.state.question  // .idle
  /// step.effects         // [.endRun(latte), .show([.dialog("I didn't hear an answer, so I'll leave that.")]), .outcome(.cancelled)]
  /// ```
  static func transition(from state: DialogState, on event: DialogEvent, setting: DialogSetting)
    -> DialogStep
  {
    if case .line(let text, let kind) = event {
      return transition(from: state, on: text, read: kind, setting: setting)
    }
    var step = DialogStep(state: state, setting: setting)
    switch event {
    case .line: break
    case .confirmationAnswer(let text): step.answerConfirmation(text)
    case .valueAnswer(let value, let parameter, let use): step.use(value, for: parameter, use)
    case .unusableAnswer(let text, let reason): step.refuse(text, because: reason)
    case .outcome(let outcome): step.take(outcome)
    case .timeout: step.timeOut()
    }
    return step
  }

  /// What is said when no answer came in time and the question is left, on `surface`: "I
  /// didn't hear an answer, so I'll leave that." on a speaker, "I didn't get an answer, so
  /// I'll leave that." on a display, as Siri lets a question go that nobody answers.
  static func unansweredSentence(on surface: Surface) -> String {
    let heard = surface == .speaker ? "hear" : "get"
    return "I didn't \(heard) an answer, so I'll leave that."
  }

  /// Leaves the question that got no answer in time, with the request under way and every
  /// request said with it: nothing is performed, and a short line says so. With no question
  /// waiting, nothing happens.
  private mutating func timeOut() {
    if case .idle = state.question { return }
    state.queued = []
    state.held = []
    finish([.dialog(Self.unansweredSentence(on: setting.surface))], .cancelled)
  }
}
