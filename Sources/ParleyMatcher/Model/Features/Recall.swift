/// The share of the phrase the request says: its literal words weighted by how well they tell
/// intents apart, its slot and its app name, 0…1.
///
/// "conditions for bear creek" says most of "Get conditions for ${trail}": about 0.8.
struct Recall: CandidateFeature {
  static let name = "recall"
  static let direction = WeightDirection.rising
  static func value(_ context: CandidateContext) -> Double { context.evaluation.recall }
}
