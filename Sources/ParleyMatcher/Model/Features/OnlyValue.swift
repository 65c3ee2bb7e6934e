/// 1 when a question says nothing of the candidate's command phrase but a value of its slot
/// ("how do i make tomato soup" against "Order ${soup}"), else 0: asking about a thing is not
/// asking for it.
struct OnlyValue: CandidateFeature {
  static let name = "only_value"
  static func value(_ context: CandidateContext) -> Double {
    context.evaluation.onlyValue ? 1 : 0
  }
}
