/// 1 when the request says none of the candidate's phrase words and fills its slot, if at all,
/// only with words kept as they are, so that the app's name is all of the phrase it says
/// ("prune the hedge in garden" against "Water my ${plant} in ${applicationName}", the plant
/// being "prune the hedge"), else 0.
///
/// Naming the app says which app is asked, not what of it: an app's intent whose words go
/// unsaid is no likelier for being the app's only one, and words read as a value nobody
/// listed are the words of a request the phrase does not hold.
struct AppNameOnly: CandidateFeature {
  static let name = "app_name_only"
  static func value(_ context: CandidateContext) -> Double {
    context.evaluation.onlyAppName ? 1 : 0
  }
}
