/// 1 when the candidate's phrase names its app and the request names no app, else 0: an App
/// Shortcut phrase said without its app's name is weaker evidence of that app.
struct AppNameMissing: CandidateFeature {
  static let name = "app_name_missing"
  static func value(_ context: CandidateContext) -> Double {
    context.evaluation.appNameMissing ? 1 : 0
  }
}
