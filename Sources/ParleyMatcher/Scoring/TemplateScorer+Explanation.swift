extension TemplateScorer {
  /// The explanation of `evaluation`; its facts and lines are derived only when read.
  func explain(
    _ template: CompiledTemplate, _ evaluation: Evaluation, phrase: String
  ) -> MatchExplanation {
    MatchExplanation(
      source: MatchExplanation.Source(
        words: analysis.tokens.map { $0.misspelt ?? $0.word }, fillers: analysis.fillers,
        askedAlong: analysis.isQuestion ? analysis.askedInClause : [], template: template,
        evaluation: evaluation, appLabel: template.app.map { index.apps[$0].label },
        phrase: phrase))
  }
}
