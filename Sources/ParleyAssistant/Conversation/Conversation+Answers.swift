import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// An answer to a value question.
  func answer(_ text: String, to question: ValueQuestion) async -> Reply {
    if let passed = question.passedTime {
      if let later = laterTime(text, after: passed) {
        return await use(later, for: question.parameter, question.use)
      }
      if declinesTomorrow(text) {
        let prompt = Prompt(dialog: nil, fallback: "What time would you like instead?")
        let another = ValueQuestion(
          parameter: question.parameter, prompt: prompt, use: question.use)
        return ask(prompt, state: .value(another))
      }
    }
    return await answer(text, for: question.parameter, question.use)
  }

  /// An answer read as a value of `parameter`'s type, or as one of the `options` listed.
  ///
  /// An answer that means nothing as said may correct other values of the request ("actually
  /// make it a cappuccino" while the size is asked): the request goes on with them. Else the
  /// answer is read without the words it was said with ("actually, the second one", "I meant a
  /// large"); one that still means nothing is refused for the reason the answer as said gives.
  private func answer(
    _ text: String, for parameter: any AnyIntentParameter, _ use: AnswerUse,
    among options: [ChoiceOption] = []
  ) async -> Reply {
    guard let request else { return finish([], .cancelled) }
    var resolution = await resolve(text, for: parameter, in: request)
    if case .invalid = resolution {
      if let corrected = await corrected(text, asked: parameter) { return corrected }
      if let bare = Self.answerWithoutWordsAround(text) {
        var again = pick(bare, among: options) { "" }
        if case .invalid = again { again = await resolve(bare, for: parameter, in: request) }
        if case .invalid = again {} else { resolution = again }
      }
    }
    switch resolution {
    case .value(let value):
      return await self.use(value, for: parameter, use)
    case .invalid(let reason):
      return askAgain(because: reason)
    case .choose(let options):
      return askChoice(
        options, for: parameter, dialog: parameter.requestDisambiguationDialog, use: use)
    case .passed(let time):
      return askAboutPassed(time, for: parameter, use: use)
    case .ask(let question):
      return await askValue(for: parameter, dialog: IntentDialog(stringLiteral: question), use: use)
    }
  }

  /// An answer to a choice question: a number, an ordinal, or a name.
  func answer(_ text: String, to question: ChoiceQuestion) async -> Reply {
    // "make it extra large" is refused for "extra large", the words it was said with left out.
    if case .parameter = question.purpose, let request,
      let refusal = missingVariant(
        Self.answerWithoutWordsAround(text) ?? text, among: question.options, in: request)
    {
      return askAgain(because: refusal)
    }
    var resolution = pick(text, among: question.options) {
      "Sorry, “\(text)” isn't one of the choices."
    }
    if case .invalid = resolution, case .parameter(let parameter, let use) = question.purpose {
      if question.takesOtherValues {
        return await answer(text, for: parameter, use, among: question.options)
      }
      if let corrected = await corrected(text, asked: parameter) { return corrected }
      if let bare = Self.answerWithoutWordsAround(text) {
        let again = pick(bare, among: question.options) { "" }
        if case .invalid = again {} else { resolution = again }
      }
    }
    switch resolution {
    case .value(let value):
      switch question.purpose {
      case .intent:
        if let candidate = value as? MatchCandidate {
          return await begin(candidate)
        }
        if let request, let run = request.run {
          return await resume(run, with: value, in: request)
        }
        return finish([], .cancelled)
      case .parameter(let parameter, let use):
        return await self.use(value, for: parameter, use)
      }
    case .choose(let narrowed):
      var retry = ChoiceQuestion(
        options: narrowed,
        prompt: choicePrompt(narrowed.map(\.title), dialog: nil, fallback: "Which one?"),
        purpose: question.purpose)
      retry.attempts = question.attempts
      state = .choice(retry)
      return askAgain(because: "Sorry, “\(text)” fits more than one of them.")
    case .invalid(let reason):
      return askAgain(because: reason)
    case .passed, .ask:
      return askAgain(because: "Sorry, “\(text)” isn't one of the choices.")
    }
  }

  /// An answer to a yes-or-no question.
  func answer(_ text: String, to question: ConfirmationQuestion) async -> Reply {
    guard let request else { return finish([], .cancelled) }
    if !question.continuesAfterError, let corrected = await corrected(text, asked: nil) {
      return corrected
    }
    guard let accepted = confirmationAnswer(text, question) else {
      return askAgain(because: "Sorry, please answer yes or no.")
    }
    if question.continuesAfterError {
      guard accepted else { return finish([.dialog("Okay, cancelled.")], .cancelled) }
      if let refusal = authenticate(request) { return refusal }
      return await continueInApp(request)
    }
    if let parameter = question.restartParameter {
      guard accepted else { return finish([.dialog("Okay, cancelled.")], .cancelled) }
      request.confirmed.insert(parameter.name)
      return await perform()
    }
    guard let run = request.run else { return finish([], .cancelled) }
    return await resume(run, with: accepted, in: request)
  }

  private func confirmationAnswer(_ text: String, _ question: ConfirmationQuestion) -> Bool? {
    let folded = text.lowercased()
    if question.acceptWords.contains(where: { $0.lowercased() == folded }) { return true }
    if question.denyWords.contains(where: { $0.lowercased() == folded }) { return false }
    return SpokenValue.boolean(in: text)
  }

  /// Uses an understood answer as `use` says.
  private func use(_ value: Any, for parameter: any AnyIntentParameter, _ use: AnswerUse) async
    -> Reply
  {
    guard let request else { return finish([], .cancelled) }
    switch use {
    case .resolve:
      set(parameter, to: value)
      return await proceed()
    case .restart:
      set(parameter, to: value)
      return await perform()
    case .resume:
      guard let run = request.run else { return finish([], .cancelled) }
      return await resume(run, with: value, in: request)
    }
  }

  /// Asks the question waited on again after an unusable answer, saying why; drops the request
  /// politely once `maximumAttempts` answers to it were unusable.
  func askAgain(because reason: String) -> Reply {
    guard let retry = state.retried, retry.attempts < options.maximumAttempts else {
      return finish([.dialog(reason), .dialog("Let's try that again later.")], .cancelled)
    }
    return ask(retry.prompt, prefix: [.dialog(reason)], state: retry.state)
  }
}
