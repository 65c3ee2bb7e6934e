/// When the request opens with a verb no phrase of the candidate's app uses, how alike its
/// meaning is to the verb the candidate's phrase opens with, 0…1 by the word vectors; else 0.
///
/// A verb the app's phrases never say weakens the evidence in proportion to what it might
/// mean: "erase the groceries note" says the "delete" of "Delete the ${note} note" in other
/// words, "pin the groceries note" asks for something else. ``UnknownVerb`` weighs that the
/// verb is unknown; this weighs how near it comes to the phrase's own.
struct VerbLikeness: CandidateFeature {
  static let name = "verb_likeness"
  static let direction = WeightDirection.rising
  static func value(_ context: CandidateContext) -> Double {
    switch context.evaluation.openingAction {
    case .unknownVerb, .namedVerb: min(1, max(0, context.verbLikeness))
    default: 0
    }
  }
}
