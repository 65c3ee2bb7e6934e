/// 1 when the request opens with an action the candidate's command phrase does not say: the
/// verb of another of the app's phrases, the opposite action, a verb no phrase of the app
/// uses ("pin the trip note" to an app that deletes notes), else 0.
///
/// The phrase scorer already lowers its evidence for it; as a feature of its own the model
/// weighs how much such a request is still this intent, against nothing.
struct OpeningAction: CandidateFeature {
  static let name = "opening_action"
  static func value(_ context: CandidateContext) -> Double {
    context.evaluation.openingAction == nil ? 0 : 1
  }
}
