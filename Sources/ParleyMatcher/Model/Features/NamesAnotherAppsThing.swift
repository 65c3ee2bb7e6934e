/// 1 when the request names, in full, a thing of a list that only other apps' intents take,
/// and the candidate's phrase leaves its words unread, else 0: "travel" of "show my travel
/// folder", a folder of Notes, against Flashcards' "Open a folder in ${applicationName}".
///
/// A thing the request names is what it is about; an app that has no such thing is not the
/// one asked, whatever verb its phrase shares. Requests that name no listed thing (as a
/// corpus of sentences without lists) read 0.
struct NamesAnotherAppsThing: CandidateFeature {
  static let name = "names_another_apps_thing"
  static let direction = WeightDirection.falling
  static func value(_ context: CandidateContext) -> Double {
    context.evaluation.namesAnotherAppsThing ? 1 : 0
  }
}
