import ParleyMatcher

/// One request the scoring model learns from or is checked on: its candidates' features, the
/// nothing option's, and which of them is right.
public struct FitExample: Sendable {
  /// Each candidate's features, in ``ScoringModel/candidateFeatureNames`` order.
  public var candidates: [[Double]]
  /// The nothing option's features, in ``ScoringModel/nothingFeatureNames`` order.
  public var nothing: [Double]
  /// The place of the right candidate, or `nil` when the right answer is nothing or the right
  /// intent is not among the candidates (see ``isReachable``).
  public var label: Int?
  /// Whether the right answer is among the options: "nothing", or a candidate. A request whose
  /// intent no phrase retrieved cannot be answered right by any weights.
  public var isReachable: Bool
  /// Whether the right answer is nothing.
  public var wantsNothing: Bool
  /// How much the example counts in a fit, against 1.
  public var weight = 1.0
  /// The request, when the example was read from one: what a report of misses names.
  public var text = ""

  /// An example of given features; `label` is the right candidate's place, or `nil` when the
  /// right answer is nothing.
  public init(candidates: [[Double]], nothing: [Double], label: Int?) {
    self.candidates = candidates
    self.nothing = nothing
    self.label = label
    wantsNothing = label == nil
    isReachable = true
  }

  /// The example of `text` against `index`, matched with `options` (the app in focus), whose
  /// right answer is `intent`, or nothing when `intent` is `nil`.
  public init(
    _ text: String, intent: String?, index: PhraseIndex, options: MatchOptions = MatchOptions()
  ) {
    self.text = text
    let rows = index.modelFeatures(text, options: options)
    candidates = rows.candidates.map(\.features)
    nothing = rows.nothing
    wantsNothing = intent == nil
    label = intent.flatMap { intent in rows.candidates.firstIndex { $0.intent == intent } }
    isReachable = wantsNothing || label != nil
  }
}
