/// The share of the request's meaningful words that the catalog does not know, 0…1: no
/// phrase word (not even by a typo, a shared stem or a synonym), no value name, no number and
/// no app name.
///
/// A request mostly made of words no app uses is more likely about something no app does; one
/// unknown word among several known ones weighs in proportion, never as a refusal by itself.
struct UnknownWords: NothingFeature {
  static let name = "unknown_words"
  static let direction = WeightDirection.rising
  static func value(_ context: NothingContext) -> Double {
    let analysis = context.analysis
    var known = [Bool](repeating: false, count: analysis.tokens.count)
    for hit in analysis.entityHits { for position in hit.span { known[position] = true } }
    for mention in analysis.appMentions { for position in mention.span { known[position] = true } }
    var meaningful = 0
    var unknown = 0
    for position in analysis.tokens.indices where !analysis.tokens[position].isFiller {
      meaningful += 1
      if !known[position] && analysis.matches[position].isEmpty
        && !analysis.numberWords[position]
      {
        unknown += 1
      }
    }
    return meaningful == 0 ? 0 : Double(unknown) / Double(meaningful)
  }
}
