/// The evidence of the intent's best phrase: what ``TemplateScorer`` makes of the request's
/// words against the phrase, 0…1.
///
/// It blends the phrase's recall and precision, word order and the support of the intent's
/// other phrases, with the scorer's vetoes already applied (a phrase the scorer rules out
/// is no candidate at all). "get conditions for bear creek in trails" against "Get
/// conditions for ${trail} in ${applicationName}" reads 1.
struct PhraseEvidence: CandidateFeature {
  static let name = "phrase_evidence"
  static let direction = WeightDirection.rising
  static func value(_ context: CandidateContext) -> Double { context.evaluation.score }
}
