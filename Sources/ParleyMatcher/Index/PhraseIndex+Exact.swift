extension PhraseIndex {
  /// The templates `analysis` says word for word (``MatchingMode/exact``): after case,
  /// punctuation and contractions are folded, every word of the utterance is a word of the
  /// phrase, the app name or one of its synonyms, and the slot an entry's title or synonym (or,
  /// for a typed slot, a value read there). Only the templates of the apps the utterance names
  /// are tried.
  func matchExactly(_ analysis: UtteranceAnalysis) -> MatchResult {
    let scorer = TemplateScorer(index: self, analysis: analysis)
    var groups = Set<Int>()
    var candidates: [MatchCandidate] = []
    let pool = Set(analysis.appMentions.map(\.app)).flatMap { templatesByApp[$0] }.sorted()
    for template in pool.map(Int.init) {
      let compiled = templates[template]
      guard !groups.contains(compiled.group), var evaluation = exactEvaluation(compiled, analysis)
      else { continue }
      groups.insert(compiled.group)
      evaluation.score = 1
      evaluation.consumed = [Bool](repeating: true, count: analysis.tokens.count)
      candidates.append(scorer.candidate(compiled, evaluation))
    }
    let limited = Array(candidates.prefix(analysis.options.limit))
    return MatchResult(
      utterance: analysis.utterance, candidates: limited, isAmbiguous: limited.count > 1)
  }

  /// The evaluation of a template the utterance says exactly, or `nil`.
  private func exactEvaluation(_ template: CompiledTemplate, _ analysis: UtteranceAnalysis)
    -> TemplateScorer.Evaluation?
  {
    let parts = catalogTemplates[template.index].parts
    let words = analysis.words
    func walk(_ part: Int, _ position: Int, _ evaluation: TemplateScorer.Evaluation)
      -> TemplateScorer.Evaluation?
    {
      guard part < parts.count else { return position == words.count ? evaluation : nil }
      for (length, next) in readings(of: parts[part], template, at: position, analysis) {
        var extended = evaluation
        let span = position..<(position + length)
        switch next {
        case .mention(let app):
          extended.mention = UtteranceAnalysis.AppMention(
            app: app, span: span, text: analysis.text(of: span))
        case .value(let name, let value):
          extended.slot = SlotFill(name: name, text: analysis.text(of: span), value: value)
          extended.slotSpan = span
          extended.slotQuality = 1
        case .words:
          break
        }
        if let found = walk(part + 1, position + length, extended) { return found }
      }
      return nil
    }
    return walk(0, 0, TemplateScorer.Evaluation())
  }

  private enum ExactReading {
    case words
    case mention(Int)
    case value(String, SlotValue)
  }

  /// The ways `part` can be said at `position`: how many words each takes and what it reads.
  private func readings(
    of part: PhraseTemplate.Part, _ template: CompiledTemplate, at position: Int,
    _ analysis: UtteranceAnalysis
  ) -> [(Int, ExactReading)] {
    let words = analysis.words
    func says(_ text: String) -> Int? {
      let wanted = Tokenizer.tokens(text).map(\.word)
      guard !wanted.isEmpty, position + wanted.count <= words.count,
        Array(words[position..<(position + wanted.count)]) == wanted
      else { return nil }
      return wanted.count
    }
    switch part {
    case .text(let text):
      let wanted = Tokenizer.tokens(text).map(\.word)
      if wanted.isEmpty { return [(0, .words)] }
      return says(text).map { [($0, .words)] } ?? []
    case .appName:
      guard let app = template.app else { return [] }
      return apps[app].names.compactMap { name in says(name.text).map { ($0, .mention(app)) } }
    case .slot(let name, let type):
      switch type {
      case .vocabulary:
        guard let vocabulary = template.vocabulary else { return [] }
        return vocabularies[vocabulary].entries.flatMap { entry in
          ([entry.title] + entry.synonyms).compactMap { spoken in
            says(spoken).map { ($0, .value(name, .entry(value: entry.value, title: entry.title))) }
          }
        }
      case .integer, .decimal, .date, .boolean:
        let spans: [UtteranceAnalysis.ValueSpan]
        switch type {
        case .integer: spans = analysis.numbers
        case .decimal: spans = analysis.decimals
        case .date: spans = analysis.dates
        default: spans = analysis.booleans
        }
        return spans.filter { $0.span.lowerBound == position }
          .map { ($0.span.count, .value(name, $0.value)) }
      case .text:
        return (1...max(1, words.count - position)).reversed().compactMap { length in
          guard position + length <= words.count else { return nil }
          let span = position..<(position + length)
          return (length, .value(name, .text(analysis.text(of: span))))
        }
      }
    }
  }
}
