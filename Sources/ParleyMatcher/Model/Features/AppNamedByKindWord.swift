/// 1 when the request names the candidate's app only by the kind word of a name no entry
/// holds, else 0: "note" of "write a quick note" to "Write a note in ${applicationName}" of
/// Notes, or "trail" of "how long is the mist trail hike" to a phrase of Trails that takes no
/// trail.
///
/// The word may be the app's name or a word of a name the person gives; how much it names the
/// app is fitted apart from ``AppNamed``, which such a mention leaves at 0.
struct AppNamedByKindWord: CandidateFeature {
  static let name = "app_named_by_kind_word"
  static func value(_ context: CandidateContext) -> Double {
    context.evaluation.mentionIsKindWord ? 1 : 0
  }
}
