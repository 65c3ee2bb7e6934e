/// The words and phrases that mean yes, no and cancel.
enum BooleanWords {
  static let yes: Set<String> = [
    "yes", "yeah", "yea", "yep", "yup", "ya", "sure", "ok", "okay", "k", "affirmative",
    "correct", "right", "absolutely", "definitely", "certainly", "confirm", "confirmed",
    "please", "y", "aye", "alright", "fine", "true",
  ]
  static let no: Set<String> = [
    "no", "nope", "nah", "not", "never", "negative", "n", "false", "dont", "cancel", "stop",
  ]
  static let yesPhrases = ["do it", "go ahead", "go for it", "of course", "sounds good"]
  static let cancel: Set<String> = ["cancel", "stop", "quit", "exit", "nevermind", "abort"]
  static let cancelPhrases: Set<String> = [
    "never mind", "nevermind", "forget it", "forget about it", "cancel", "stop", "quit",
    "exit", "abort", "cancel that", "stop it",
  ]
}
