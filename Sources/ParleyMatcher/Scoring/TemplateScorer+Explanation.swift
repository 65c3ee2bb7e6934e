extension TemplateScorer {
  /// The facts that explain `evaluation`; ``MatchExplanation/lines`` turns them into text
  /// only when read.
  func explain(
    _ template: CompiledTemplate, _ evaluation: Evaluation, phrase: String
  ) -> MatchExplanation {
    var explanation = MatchExplanation()
    explanation.score = evaluation.score
    explanation.phrase = phrase
    var explained = evaluation.consumed
    for pair in evaluation.pairs {
      explained[pair.token] = true
      let literal = template.literals[pair.literal]
      explanation.matches.append(
        MatchExplanation.WordMatch(
          utteranceWord: analysis.words[pair.token], phraseWord: literal.word,
          how: pair.how == .exact && analysis.words[pair.token] != literal.word ? .stem : pair.how,
          weight: (literal.weight * pair.similarity * 100).rounded() / 100))
    }
    if template.needsAppName, let app = template.app {
      explanation.appName = index.apps[app].label
    }
    explanation.appNameFound = evaluation.mention?.text
    explanation.slotName = template.slot?.name
    explanation.slot = evaluation.slot
    explanation.slotQuality = evaluation.slotQuality
    explanation.slotSpan = evaluation.slotSpan.map { analysis.text(of: $0) }
    explanation.unmatchedWords = analysis.words.indices
      .filter { !explained[$0] && !analysis.tokens[$0].isFiller }
      .map { analysis.words[$0] }
    var said = [Bool](repeating: false, count: template.literals.count)
    for pair in evaluation.pairs { said[pair.literal] = true }
    explanation.missingWords = template.literals.indices
      .filter { !said[$0] && !FillerWords.contains(template.literals[$0].word) }
      .map { template.literals[$0].word }
    if evaluation.appNameMissing {
      explanation.penalties.append(
        "the app name is not said (x\(TemplateScorer.missingAppNameFactor) unless another app is named)"
      )
    }
    if evaluation.slotMissing { explanation.penalties.append("the slot is not filled") }
    if evaluation.otherAppNamed {
      explanation.penalties.append("the utterance names another app (x0.6)")
    }
    return explanation
  }
}
