/// How much the request means the intent it means most of the candidate's app, in units of
/// that app's least meaning (see ``MeaningStrength``), from −1 to 3; 0 for an app with no
/// meaning profile.
///
/// A request that means no intent of an app much is evidence against each of the app's
/// intents, and so for "nothing". It is read for each candidate's own app: an app whose least
/// meaning is small (two or three phrases an intent, one of them sharing no word with the
/// other) reads any request as meant, and read as one number for the whole request, it made
/// other apps' intents likelier than "nothing" too. In a catalog of one app it weighs as a
/// feature of "nothing" would, with the opposite sign.
struct AppStrongestMeaning: CandidateFeature {
  static let name = "app_strongest_meaning"
  static let direction = WeightDirection.rising
  static func value(_ context: CandidateContext) -> Double {
    guard let meaning = context.meaning, let least = meaning.least, least > 0 else { return 0 }
    return min(
      MeaningStrength.range.upperBound,
      max(MeaningStrength.range.lowerBound, meaning.highest / least))
  }
}
