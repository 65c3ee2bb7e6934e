import ParleyIntents
import ParleyMatcher

/// What the conversation waits for.
enum ConversationState {
  /// Nothing: the next line is a new request.
  case idle
  /// A value for a parameter.
  case value(ValueQuestion)
  /// A pick among options: entities, enum cases or intents.
  case choice(ChoiceQuestion)
  /// Yes or no.
  case confirmation(ConfirmationQuestion)
  /// The device passcode, before an intent that requires authentication.
  case passcode(attempts: Int)
}

extension ConversationState {
  /// The question's prompt; `nil` when no question is waiting, and for the passcode.
  var prompt: Prompt? {
    switch self {
    case .idle, .passcode: return nil
    case .value(let question): return question.prompt
    case .choice(let question): return question.prompt
    case .confirmation(let question): return question.prompt
    }
  }

  /// The same question with one more unusable answer counted: the state to wait in, the
  /// question's prompt and how many answers were unusable; `nil` when no question is waiting
  /// (or for the passcode, which counts its own attempts).
  var retried: (state: ConversationState, prompt: Prompt, attempts: Int)? {
    switch self {
    case .idle, .passcode:
      return nil
    case .value(var question):
      question.attempts += 1
      return (.value(question), question.prompt, question.attempts)
    case .choice(var question):
      question.attempts += 1
      return (.choice(question), question.prompt, question.attempts)
    case .confirmation(var question):
      question.attempts += 1
      return (.confirmation(question), question.prompt, question.attempts)
    }
  }
}

/// What happens with an answer once it is understood.
enum AnswerUse {
  /// Fill the parameter, then go on resolving the request.
  case resolve
  /// Fill the parameter, then run `perform()` again from the start (a resolution error).
  case restart
  /// Hand the answer to `perform()`, which waits for it (an in-place request).
  case resume
}

/// A question for a parameter's value.
struct ValueQuestion {
  let parameter: any AnyIntentParameter
  let prompt: Prompt
  let use: AnswerUse
  /// The time of day said that had passed, when the question is whether tomorrow at that time
  /// will do: "yes" or a day alone ("tomorrow") keeps the time.
  var passedTime: Date? = nil
  /// The day said alone for a parameter that holds a time of day, when the question asks the
  /// time on it: a time said alone ("at 3") is taken on that day.
  var day: Date? = nil
  var attempts = 0
}

/// One option of a choice: what is shown, the names it answers to, and what it stands for.
struct ChoiceOption {
  let title: String
  let names: [String]
  let value: Any
  /// The title of the section the option is listed under, if any.
  var section: String? = nil
}

/// A question with a list of options.
struct ChoiceQuestion {
  enum Purpose {
    /// Which of several matched intents was meant.
    case intent([MatchCandidate])
    /// Which value a parameter takes.
    case parameter(any AnyIntentParameter, AnswerUse)
    /// Which of the items waiting a change is for (see ``ItemChange``).
    indirect case item(ItemChange)
  }

  let options: [ChoiceOption]
  var prompt: Prompt
  let purpose: Purpose
  /// Whether the options only suggest: an answer naming none of them is read as any value of
  /// the parameter's type. A disambiguation takes only its options.
  var takesOtherValues = false
  var attempts = 0
}

/// A yes-or-no question.
struct ConfirmationQuestion {
  var prompt: Prompt
  let acceptWords: [String]
  let denyWords: [String]
  /// For a `needsConfirmationError`: the parameter whose value is confirmed, and the request
  /// runs again; `nil` for an in-place request, which gets the answer.
  let restartParameter: (any AnyIntentParameter)?
  /// Whether the question is to continue in the app after a
  /// `needsToContinueInForegroundError`: yes opens it.
  var continuesAfterError = false
  var attempts = 0
}
