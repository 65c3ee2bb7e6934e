/// One over the number of the request's meaningful words (not fillers), 0…1: a request of one
/// or two words says little, and what it shares with a phrase is weaker evidence.
struct RequestLength: NothingFeature {
  static let name = "few_words"
  static func value(_ context: NothingContext) -> Double {
    let meaningful = context.analysis.tokens.filter { !$0.isFiller }.count
    return 1 / Double(max(1, meaningful))
  }
}
