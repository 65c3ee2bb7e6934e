/// 1 when a command says only the candidate's phrase verb besides a value its intent does not
/// take and another intent of the app does ("add bananas to groceries in notes" against "Add a
/// note in ${applicationName}", Groceries being a note that Create Note does not take), else 0.
///
/// The value says what the request is about, and the intent the phrase belongs to is not about
/// it: the verb alone does not make the request the phrase's.
struct VerbBesideAnotherValue: CandidateFeature {
  static let name = "verb_beside_another_value"
  static func value(_ context: CandidateContext) -> Double {
    context.evaluation.verbBesideAnotherValue ? 1 : 0
  }
}
