/// How far the request's meaning lies behind the intent of its app it means most, in units of
/// the app's spread, 0…2; 0 for the intent it means most and for an app with no meaning
/// profile.
///
/// Meaning is read from word vectors (see `MeaningProfile`), so it needs no word in common:
/// "wake me at seven" means "Set an alarm for ${time}" more than "What's the weather". The
/// model weighs the gap against the intent (a negative weight).
struct MeaningLead: CandidateFeature {
  static let name = "meaning_gap"
  static let direction = WeightDirection.falling
  /// The largest gap read: beyond it an intent is simply not what the request means.
  static var cap: Double { MatcherSettings.shared.meaningGapCap }
  static func value(_ context: CandidateContext) -> Double {
    guard let meaning = context.meaning, meaning.spread > 0 else { return 0 }
    return min(Self.cap, max(0, (meaning.highest - meaning.similarity) / meaning.spread))
  }
}
