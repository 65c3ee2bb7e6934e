/// The evidence of the intent's second-best phrase, 0…1: another phrase of the same intent
/// that the request also says is evidence that the intent is meant, not just one wording.
///
/// "wake me up at seven" says both "Wake me up at ${time}" and "Set an alarm for ${time}" of
/// one alarm intent.
struct Agreement: CandidateFeature {
  static let name = "agreement"
  static let direction = WeightDirection.rising
  static func value(_ context: CandidateContext) -> Double { context.second }
}
