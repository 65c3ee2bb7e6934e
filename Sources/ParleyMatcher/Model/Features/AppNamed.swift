/// 1 when the request names the candidate's app ("… in Trails"), else 0: naming the app is how
/// a person says which app they mean. A name said only as the kind word of a name is weighed
/// by ``AppNamedByKindWord`` instead.
struct AppNamed: CandidateFeature {
  static let name = "app_named"
  static let direction = WeightDirection.rising
  static func value(_ context: CandidateContext) -> Double {
    context.evaluation.mention == nil || context.evaluation.mentionIsKindWord ? 0 : 1
  }
}
