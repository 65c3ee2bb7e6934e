/// What a conversation's transitions read besides its state: the surface answers are shaped
/// for, and how many unusable answers a question takes.
struct DialogSetting {
  /// Where answers go.
  var surface: Surface
  /// How many unusable answers a question takes before it is left.
  var maximumAttempts: Int
}

/// What a transition asks the conversation's driver to do, in order.
enum DialogEffect {
  /// Show or say `items` as they are.
  case show([ReplyItem])
  /// Ask the question `prompt`, worded for the surface after what was shown before it.
  case ask(Prompt)
  /// The request ended so: the reply's ``Outcome``. A reply with none waits for an answer.
  case outcome(Outcome)
  /// End the `perform()` of a request left while it waited for an answer.
  case endRun(ActiveRequest)
  /// Go on performing the request as the step says; the driver hands what it came to back as
  /// an event (see ``DialogEvent/outcome(_:)``).
  case perform(ActiveRequest, PerformStep)
  /// Carry out what needs the apps: resolving values, asking queries, performing the intent
  /// (see ``LineWork``), from the state the transition led to.
  case carryOut(LineWork)
}

/// One transition of a conversation: the state it leads to and the effects its driver carries
/// out. A step reads and changes only its own ``state``: it can be made from any state, compared
/// with what was expected and thrown away; nothing is shown, asked or performed until a driver
/// carries out its effects.
///
/// ```swift
/// var step = DialogStep(state: waiting, setting: setting)
/// step.cancel()
/// step.state.question  // .idle
/// step.effects         // [.endRun(…), .show([.dialog("Okay, cancelled.")]), .outcome(.cancelled)]
/// ```
struct DialogStep {
  /// The state the step leads to.
  var state: DialogState
  /// What the step reads besides the state.
  let setting: DialogSetting
  /// What the driver does, in order.
  var effects: [DialogEffect] = []

  /// Says `items`, then asks `prompt` and waits in `question`.
  mutating func ask(_ prompt: Prompt, after items: [ReplyItem] = [], question: ConversationState) {
    wait(in: question)
    show(items)
    effects.append(.ask(prompt))
  }

  /// Says `items`, a question already worded, and waits in `question`.
  mutating func ask(saying items: [ReplyItem], question: ConversationState) {
    wait(in: question)
    show(items)
  }

  /// Ends the current request with `outcome`, saying `items`, and returns to idle.
  mutating func finish(_ items: [ReplyItem], _ outcome: Outcome) {
    // A request cancelled is cancelled with the items confirmed together with it.
    if outcome == .cancelled {
      state.held = []
      if let request = state.request, !request.isUndo { state.left = FollowUpContext(request) }
    }
    state.recordEnd(outcome, on: setting.surface)
    abandonRequest()
    show(items)
    effects.append(.outcome(outcome))
  }

  /// Leaves the request under way, ending its `perform()` if it waits, and returns to idle.
  mutating func abandonRequest() {
    if let request = state.request { effects.append(.endRun(request)) }
    state.request = nil
    state.question = .idle
  }

  /// Leaves the question and the request under way, with the items said with it.
  mutating func cancel() {
    state.dropItems()
    finish([.dialog("Okay, cancelled.")], .cancelled)
  }

  /// The question waiting asked again after an unusable answer, because of `reason`; left with
  /// "Let's try that again later." once it has taken as many as it may.
  mutating func askAgain(because reason: String) {
    guard let retry = state.question.retried, retry.attempts < setting.maximumAttempts else {
      finish([.dialog(reason), .dialog("Let's try that again later.")], .cancelled)
      return
    }
    ask(retry.prompt, after: [.dialog(reason)], question: retry.state)
  }

  private mutating func wait(in question: ConversationState) {
    state.recordQuestion(in: question)
    state.question = question
  }

  mutating func show(_ items: [ReplyItem]) {
    if !items.isEmpty { effects.append(.show(items)) }
  }
}
