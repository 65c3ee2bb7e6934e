/// 1 when the candidate's phrase is a command and the request a question about an action of
/// its app, done or not, else 0: "what did i order from soup shop" and "have i paid for my
/// soup" ask what was done, and ask for none of the app's commands — ordering no more than
/// paying. A question phrase ("Where's my order from ${applicationName}") answers them.
///
/// The request's own command verb is already vetoed for that phrase (its evidence is 0); this
/// feature weighs the app's other commands, whose words the question may share.
struct AskedAboutAction: CandidateFeature {
  static let name = "asked_about_action"
  static let direction = WeightDirection.falling
  static func value(_ context: CandidateContext) -> Double {
    context.evaluation.asksAboutAction ? 1 : 0
  }
}
