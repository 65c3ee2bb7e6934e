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

  /// Creates a result.
  public init(utterance: String, candidates: [MatchCandidate], isAmbiguous: Bool) {
    self.utterance = utterance
    self.candidates = candidates
    self.isAmbiguous = isAmbiguous
  }

  /// The best candidate, or `nil` when nothing matches.
  public var best: MatchCandidate? { candidates.first }
}

/// One phrase template an utterance may mean, with its score, slot value and explanation.
public struct MatchCandidate: Sendable {
  /// The index of the template in ``MatcherCatalog/templates``.
  public var templateIndex: Int
  /// The template's app label.
  public var app: String
  /// The template's intent label.
  public var intent: String
  /// The template's text, for example `"Get conditions for ${trail} in ${applicationName}"`.
  public var phrase: String
  /// How well the utterance matches, from 0 to 1.
  public var score: Double
  /// The slot value found in the utterance, or `nil` when the template has no slot or the
  /// utterance does not say it.
  public var slot: SlotFill?
  /// Why the candidate scored what it did.
  public var explanation: MatchExplanation
}
