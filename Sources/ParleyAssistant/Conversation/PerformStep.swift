/// How a request goes on being performed after its confirmation is answered, as a transition
/// asks its driver (see ``DialogEffect/perform(_:_:)``).
enum PerformStep {
  /// `perform()` runs again from the start, the value of the parameter of this name confirmed
  /// (a `needsConfirmationError` answered yes).
  case restart(confirming: String)
  /// The `perform()` waiting on the confirmation gets the answer: yes goes on, no ends it as
  /// the intent decides.
  case answer(Bool)
  /// The items confirmed together in one question go on, those held for it first.
  case together
  /// The work the app left for the foreground is done, and the app opened.
  case continueInApp
}
