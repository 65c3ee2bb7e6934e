/// 1 when the request says the verb of one of its app's command phrases only in a "to" clause
/// of another word, one the candidate's phrase does not say, else 0: "remind me to study
/// flashcards" against "Study ${deck} in ${applicationName}", "tell sam to order a pizza"
/// against "Order ${food}" or "I'd like some ${food}".
///
/// The verb before the clause says what is asked (a reminder, a message); the clause says what
/// that is about. A word that passes its clause on as the request, such as "help" or "able",
/// opens no such clause (see `TemplateScorer.saysActionOnlyInClause(_:_:scope:)`).
struct VerbInClause: CandidateFeature {
  static let name = "verb_in_clause"
  static let direction = WeightDirection.falling
  static func value(_ context: CandidateContext) -> Double {
    context.evaluation.verbInClause ? 1 : 0
  }
}
