/// 1 when the app's name is all the request says of the candidate's phrase (see
/// ``AppNameOnly``) and it names no value for the phrase's slot, not even words kept as they
/// are, else 0: "is brew hiring" against "Is my coffee ready in ${applicationName}".
///
/// A request that names the app and nothing the phrase says, not even something for it to act
/// on, asks about the app itself (whether it is open, what it costs, who made it), which no
/// intent answers. Apart from ``AppNameOnly``, which also counts a slot filled with words no
/// vocabulary lists ("espresso from brew asap"), where the words may still be the value.
struct AppNameOnlyWithoutValue: CandidateFeature {
  static let name = "app_name_only_without_value"
  static let direction = WeightDirection.falling
  static func value(_ context: CandidateContext) -> Double {
    context.evaluation.onlyAppName && context.evaluation.slot == nil ? 1 : 0
  }
}
