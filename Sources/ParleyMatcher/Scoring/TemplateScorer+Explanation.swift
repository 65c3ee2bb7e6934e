import Foundation

extension TemplateScorer {
  /// The explanation of `evaluation`, with its facts and their lines.
  func explain(
    _ template: CompiledTemplate, _ evaluation: Evaluation, phrase: String
  ) -> MatchExplanation {
    var explanation = MatchExplanation()
    var lines = [String(format: "score %.2f for \"%@\"", evaluation.score, phrase)]
    var explained = evaluation.consumed
    for pair in evaluation.pairs {
      explained[pair.token] = true
      let literal = template.literals[pair.literal]
      let match = MatchExplanation.WordMatch(
        utteranceWord: analysis.words[pair.token], phraseWord: literal.word,
        how: pair.how == .exact && analysis.words[pair.token] != literal.word ? .stem : pair.how,
        weight: (literal.weight * pair.similarity * 100).rounded() / 100)
      explanation.matches.append(match)
      lines.append(
        "\"\(match.utteranceWord)\" -> \"\(match.phraseWord)\" (\(match.how.rawValue), "
          + String(format: "weight %.2f)", match.weight))
    }
    if let mention = evaluation.mention {
      explanation.appNameFound = mention.text
      lines.append("app name \"\(index.apps[mention.app].label)\" found as \"\(mention.text)\"")
    } else if template.needsAppName {
      lines.append("app name not found")
    }
    if let slot = evaluation.slot, let span = evaluation.slotSpan {
      explanation.slotSpan = analysis.text(of: span)
      let kind: String
      switch slot.value {
      case .entry:
        kind = evaluation.slotQuality >= 0.999 ? "exact" : "partial or misspelled"
      case .raw: kind = "not in the vocabulary, kept as text"
      default: kind = "read as a value"
      }
      lines.append(
        "slot \(slot.name) = \"\(slot.value.description)\" from \"\(slot.text)\" (\(kind), "
          + String(format: "%.2f)", evaluation.slotQuality))
    } else if let slot = template.slot {
      lines.append("slot \(slot.name) not found in the utterance")
    }
    explanation.unmatchedWords = analysis.words.indices
      .filter { !explained[$0] && !analysis.tokens[$0].isFiller }
      .map { analysis.words[$0] }
    if !explanation.unmatchedWords.isEmpty {
      lines.append("unmatched words: " + quoted(explanation.unmatchedWords))
    }
    let said = Set(evaluation.pairs.map(\.literal))
    explanation.missingWords = template.literals.indices
      .filter { !said.contains($0) && !FillerWords.contains(template.literals[$0].word) }
      .map { template.literals[$0].word }
    if !explanation.missingWords.isEmpty {
      lines.append("missing phrase words: " + quoted(explanation.missingWords))
    }
    explanation.penalties = evaluation.penalties
    lines += evaluation.penalties.map { "penalty: \($0)" }
    explanation.lines = lines
    return explanation
  }

  private func quoted(_ words: [String]) -> String {
    words.map { "\"\($0)\"" }.joined(separator: ", ")
  }
}
