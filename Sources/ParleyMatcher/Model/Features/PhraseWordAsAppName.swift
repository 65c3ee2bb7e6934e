/// 1 when the word the request names the candidate's app by also says a word of its phrase
/// in that word's place, else 0: "note" of "add a note to groceries saying buy eggs" names
/// Notes and says the "a note" of "Add a note in ${applicationName}" (see
/// `TemplateScorer.saysPhraseWordAsAppName(_:_:)`).
///
/// A word read as the app's name is not paired with the phrase's words, so without this the
/// phrase reads as said only by its verb beside a name, as "add bananas to groceries" said to
/// Notes in focus does, which asks for nothing Notes does.
struct PhraseWordAsAppName: CandidateFeature {
  static let name = "phrase_word_as_app_name"
  static let direction = WeightDirection.rising
  static func value(_ context: CandidateContext) -> Double {
    context.evaluation.phraseWordAsAppName == nil ? 0 : 1
  }
}
