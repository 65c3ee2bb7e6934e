/// The share of the request the phrase explains, its words weighted by how much they say,
/// 0…1.
///
/// "please get me the conditions for bear creek, it's my favourite" leaves "favourite"
/// unexplained by "Get conditions for ${trail}": a little under 1.
struct Precision: CandidateFeature {
  static let name = "precision"
  static let direction = WeightDirection.rising
  static func value(_ context: CandidateContext) -> Double { context.evaluation.precision }
}
