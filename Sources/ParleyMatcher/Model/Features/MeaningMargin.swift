/// How far the request's meaning of the intent lies ahead of (or behind) its meaning of the
/// app's other intent it means most, in units of the app's spread, from −2 to 2 (see
/// ``MeaningLead``); 0 for an app with no meaning profile or with one intent.
///
/// ``MeaningLead`` reads 0 for the intent a request means most however narrowly it leads;
/// here a clear lead counts for the intent, and a narrow one, as a request about something the
/// app does not do often has among related intents, does not.
struct MeaningMargin: CandidateFeature {
  static let name = "meaning_margin"
  static let direction = WeightDirection.rising
  static func value(_ context: CandidateContext) -> Double {
    guard let meaning = context.meaning, meaning.spread > 0, let other = meaning.otherHighest
    else { return 0 }
    let margin = (meaning.similarity - other) / meaning.spread
    return min(MeaningLead.cap, max(-MeaningLead.cap, margin))
  }
}
