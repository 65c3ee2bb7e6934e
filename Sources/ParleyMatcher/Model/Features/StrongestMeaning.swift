/// How much the request means the intent it means most, of any app, in units of that app's
/// least meaning (see ``MeaningStrength``), from −1 to 3; 0 when no app has a meaning profile.
///
/// A request that means no intent much is evidence for "nothing".
struct StrongestMeaning: NothingFeature {
  static let name = "strongest_meaning"
  static let direction = WeightDirection.falling
  static func value(_ context: NothingContext) -> Double {
    min(
      MeaningStrength.range.upperBound,
      max(MeaningStrength.range.lowerBound, context.strongestMeaning))
  }
}
