/// The meaning gap (see ``MeaningLead``) times the share of the request its phrase leaves
/// unexplained (1 − precision): what a request means weighs most where its words are not
/// those of the phrase. "could you wake me at seven" is explained by no phrase of an alarm
/// app, and its meaning decides; "set an alarm for seven" is explained whole, and its words do.
struct UnexplainedMeaningGap: CandidateFeature {
  static let name = "unexplained_meaning_gap"
  static let direction = WeightDirection.falling
  static func value(_ context: CandidateContext) -> Double {
    MeaningLead.value(context) * max(0, 1 - context.evaluation.precision)
  }
}
