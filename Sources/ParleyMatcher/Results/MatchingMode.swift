/// How strictly an utterance must say a phrase, and how much of it is read for values.
public enum MatchingMode: String, Sendable, CaseIterable {
  /// Similar words match; the app name may be left out when the match is clear; every
  /// parameter of the intent is filled from the request.
  case flexible
  /// What Siri does with App Shortcuts on a phone: similar words match, but the app name (or
  /// one of its synonyms) must be said, and only the phrase's own parameter is filled.
  case siri
  /// What a watch does: only the expanded phrases match, after case and punctuation are
  /// folded; only the phrase's own parameter is filled.
  case exact
}
