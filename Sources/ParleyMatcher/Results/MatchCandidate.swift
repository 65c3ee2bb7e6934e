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
