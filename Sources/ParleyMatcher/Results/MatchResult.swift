/// The answer to one utterance: ranked candidates, and whether the top ones are too close to call.
public struct MatchResult: Sendable {
  /// The utterance as given.
  public var utterance: String
  /// The candidates, best first, every one scoring at least ``PhraseIndex/threshold``; at most
  /// one per `(app, intent)`. Empty when nothing matches.
  public var candidates: [MatchCandidate]
  /// Whether the two best candidates are different intents within
  /// ``PhraseIndex/ambiguityMargin`` of each other, so the assistant should ask which was meant.
  public var isAmbiguous: Bool
  /// When nothing matches although phrases scored at least ``PhraseIndex/threshold``, the best
  /// two of them: the best did not lead the runner-up by enough to act on (see
  /// ``PhraseIndex/leadThreshold``). Empty otherwise.
  public var withheld: [MatchCandidate]

  /// Creates a result.
  public init(
    utterance: String, candidates: [MatchCandidate], isAmbiguous: Bool,
    withheld: [MatchCandidate] = []
  ) {
    self.utterance = utterance
    self.candidates = candidates
    self.isAmbiguous = isAmbiguous
    self.withheld = withheld
  }

  /// The best candidate, or `nil` when nothing matches.
  public var best: MatchCandidate? { candidates.first }
}
