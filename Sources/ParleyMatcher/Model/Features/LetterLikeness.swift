/// How much the request's letters look like the intent's phrases, against the intent they look
/// most like, 0…1.
///
/// Letter trigrams, weighted in each app by how rare they are among its phrases, compared by
/// cosine (see `CharacterProfile`); the likest intent among the request's candidates reads 1
/// and the others their share of it. Letters survive what words do not: a typo ("wether"),
/// another form of a word ("forecasting") or a compound ("bedroomlight").
struct LetterLikeness: CandidateFeature {
  static let name = "letter_likeness"
  static let direction = WeightDirection.rising
  static func value(_ context: CandidateContext) -> Double { context.likeness }
}
