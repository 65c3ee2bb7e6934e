/// 1 for a candidate that no phrase's words retrieved and that the request's meaning alone
/// proposes, else 0.
///
/// "will it snow" says no word of "What's the weather", yet means it. Only intents that take
/// no value are proposed so, since their values could not be read from the request.
struct MeaningOnly: CandidateFeature {
  static let name = "meaning_only"
  static func value(_ context: CandidateContext) -> Double { context.meaningOnly ? 1 : 0 }
}
