import ParleyIntents

/// How the request under way goes on once a question about it is answered, as a transition
/// asks its driver (see ``DialogEffect/perform(_:_:)``): resolved further, performed again, or
/// its waiting `perform()` given the answer.
enum PerformStep {
  /// The parameter is set to the value, and the request's resolution goes on: the next value
  /// asked for, or the intent performed.
  case resolve(setting: any AnyIntentParameter, to: Any)
  /// The parameter is set to the value, and `perform()` runs again from the start (the answer
  /// to a resolution error).
  case restart(setting: any AnyIntentParameter, to: Any)
  /// `perform()` runs again from the start, the value of the parameter of this name confirmed
  /// (a `needsConfirmationError` answered yes).
  case restartConfirming(String)
  /// The `perform()` waiting on a question gets the answer: a value, or yes or no (yes goes on,
  /// no ends it as the intent decides).
  case answer(Any)
  /// The items confirmed together in one question go on, those held for it first.
  case together
  /// The work the app left for the foreground is done, and the app opened.
  case continueInApp
}
