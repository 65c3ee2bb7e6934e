/// 1 when the request opens with a verb no phrase of the candidate's app uses, or with a name
/// of the app's values said as a verb, while the phrase names its app ("pin the trip note" to
/// a notes app whose phrases find, create, move and delete), else 0.
///
/// App Shortcut phrases list all an app does, so an action none of them says is likely one the
/// app does not do. Apart from ``OpeningAction``, which also counts the verbs of the app's
/// other phrases, since those say which other intent is meant rather than that none is.
struct UnknownVerb: CandidateFeature {
  static let name = "unknown_verb"
  static let direction = WeightDirection.falling
  static func value(_ context: CandidateContext) -> Double {
    switch context.evaluation.openingAction {
    case .unknownVerb, .namedVerb: 1
    default: 0
    }
  }
}
