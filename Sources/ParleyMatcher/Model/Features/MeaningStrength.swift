/// How much the request means the intent, in units of its app's least meaning (the similarity
/// that most of the app's own phrases, each left out in turn, reach), from −1 to 3; 0 for an
/// app with no meaning profile.
///
/// A request about something the app does not do ("what does the fox say" to a dictionary)
/// means each of its intents little, whatever words it shares with a phrase.
struct MeaningStrength: CandidateFeature {
  static let name = "meaning_strength"
  static let direction = WeightDirection.rising
  /// The range the value is kept in, so one extreme request cannot dominate a fit.
  static var range: ClosedRange<Double> {
    MatcherSettings.shared.meaningStrengthLowest...MatcherSettings.shared.meaningStrengthHighest
  }
  static func value(_ context: CandidateContext) -> Double {
    guard let meaning = context.meaning, let least = meaning.least, least > 0 else { return 0 }
    return min(range.upperBound, max(range.lowerBound, meaning.similarity / least))
  }
}
