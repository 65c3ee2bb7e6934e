import ParleyIntents

/// What performing a request came to, as the driver hands it back to the conversation's
/// transition (see ``DialogEvent/outcome(_:)``), with what the apps say of it: the transition
/// decides the next state and what is said.
enum PerformOutcome {
  /// The intent performed: what its result shows and says (nothing: "Done." is said), the
  /// intent that takes back what it did, if it declares one, and what the result says read
  /// out whole (its *full* dialog), which "read it to me" says, and the one thing it made or
  /// showed apart from what was said of it, which "what did I just write?" is answered with
  /// (see `Conversation.thingMade(_:shownAs:)`).
  case performed(
    [ReplyItem], undoIntent: (any AppIntent)?, readOut: [ReplyItem] = [], made: [ReplyItem] = [])
  /// The intent ended on the person's no to its confirmation (`byConfirmation`), or its run
  /// was cancelled.
  case declined(byConfirmation: Bool)
  /// The intent failed: the name of its error's type, and what is said of it.
  case failed(errorName: String, message: String)
  /// The intent asks which of several values it takes (asked in place, or a resolution error),
  /// as the question words them.
  case needsChoice(ChoiceQuestion)
  /// The intent asks to confirm what it does, as the question words it.
  case needsConfirmation(ConfirmationQuestion)
  /// The intent needs a value of the parameter: asked for in place by `perform()`, or thrown
  /// as a resolution error; the question is worded with the app's options for it.
  case needsValue(any AnyIntentParameter, IntentDialog?, AnswerUse)
}
