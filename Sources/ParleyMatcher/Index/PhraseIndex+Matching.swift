extension PhraseIndex {
  /// Ranks the templates `utterance` may mean.
  ///
  /// Candidates come from the inverted index (templates sharing a word, a typo-corrected word
  /// or a synonym with the utterance), the templates of an app the utterance names, and the
  /// templates whose vocabulary slot the utterance fills; only those are scored, and the
  /// fitted ``ScoringModel`` weighs them against the option "nothing": a candidate's score is
  /// the model's probability that the utterance means it, and nothing matches when "nothing"
  /// is at least as likely as the best (an exact match takes the phrases said word for word
  /// instead, each scored 1). Each `(app, intent)` appears once. An app whose negative phrase
  /// the utterance says contributes no candidate.
  ///
  /// ```swift
  /// index.match("show me my favourite trails").best?.intent  // "OpenFavorites"
  /// index.match("play some jazz").candidates                 // []
  /// ```
  ///
  /// - Parameters:
  ///   - utterance: What the person typed or said.
  ///   - options: The clock for relative dates and how many candidates to return.
  /// - Returns: The ranked candidates and whether the top two are too close to call.
  /// - Complexity: O(utterance words × (typo probes + posting lengths)) to retrieve, plus
  ///   O(``candidatePool`` × phrase words × utterance words) to score; independent of the
  ///   number of templates and entity names apart from posting lengths.
  public func match(_ utterance: String, options: MatchOptions = MatchOptions()) -> MatchResult {
    let analysis = UtteranceAnalysis(utterance, index: self, options: options)
    guard !analysis.tokens.isEmpty, options.limit > 0 else {
      return MatchResult(utterance: utterance, candidates: [], isAmbiguous: false)
    }
    var result = options.mode == .exact ? matchExactly(analysis) : rank(analysis)
    result.namedApps = analysis.namedApps.map { apps[$0].label }
    return result
  }

  /// The candidates of a flexible or Siri-like match, each intent once, best first, as the
  /// ``ScoringModel`` weighs them.
  private func rank(_ analysis: UtteranceAnalysis) -> MatchResult {
    var (kept, unlisted) = collect(analysis)
    let scorer = TemplateScorer(index: self, analysis: analysis)
    var result = decide(modelInput(&kept, analysis), unlisted: unlisted, analysis, scorer: scorer)
    // The model's input took the evaluations of the phrases no veto ruled out; `kept` still
    // holds those one did.
    if result.candidates.isEmpty, let ruled = mostSaidRuledOut(kept) {
      result.ruledOut = [
        scorer.candidate(templates[kept[ruled].template], kept[ruled].evaluation)
      ]
    }
    return result
  }

  /// The phrase a veto ruled out that says most of a refused request, a word of it as it is:
  /// by its share of the request explained, then of the phrase said.
  private func mostSaidRuledOut(_ kept: [Kept]) -> Int? {
    kept.indices.filter { place in
      kept[place].evaluation.isRuledOut
        && kept[place].evaluation.pairs.contains { $0.how == .exact || $0.how == .stem }
    }
    .max { first, second in
      (kept[first].evaluation.precision, kept[first].evaluation.recall)
        < (kept[second].evaluation.precision, kept[second].evaluation.recall)
    }
  }

  /// What the model weighs for `analysis`, and the templates whose slot holds a name no
  /// vocabulary lists (for a query that takes any name).
  func gather(_ analysis: UtteranceAnalysis) -> (input: ModelInput, unlisted: [Int]) {
    var (kept, unlisted) = collect(analysis)
    return (modelInput(&kept, analysis), unlisted)
  }

  /// The apps one of whose negative phrases the request says: none of their intents is a
  /// candidate, by its phrases or by what the request means.
  func negatedApps(_ analysis: UtteranceAnalysis) -> Set<Int> {
    guard hasNegativePhrases else { return [] }
    let said = analysis.tokens.filter { !$0.isFiller }.map(\.stem)
    return Set(apps.indices.filter { apps[$0].isNegative(saying: said) })
  }

  /// Each intent's best evaluation among the retrieved templates, with the evidence of its
  /// second-best phrase, and the templates whose slot holds a name no vocabulary lists.
  private func collect(_ analysis: UtteranceAnalysis) -> (kept: [Kept], unlisted: [Int]) {
    let options = analysis.options
    let excludedApps = negatedApps(analysis)
    let scorer = TemplateScorer(index: self, analysis: analysis)
    // Each intent group's best evaluation, and the score of its second best.
    var kept: [Kept] = []
    // Each group's best evaluation that fills its slot, by the group's place in `kept`.
    var filled: [FilledSlot?] = []
    // Each group's place in `kept`, once one of its templates is kept.
    var slotOfGroup = [Int?](repeating: nil, count: groupScopes.count)
    // The templates whose slot holds a name no vocabulary lists, for a query that takes any.
    var unlisted: [Int] = []
    let retrieved = retrieve(analysis)
    // Room for every group at once: an evaluation is large, and a grown array moves them all.
    kept.reserveCapacity(retrieved.count)
    filled.reserveCapacity(retrieved.count)
    for template in retrieved {
      let compiled = templates[template]
      if let app = compiled.app, !excludedApps.isEmpty, excludedApps.contains(app) { continue }
      let evaluation = scorer.evaluate(compiled)
      if evaluation.slotIsRaw, compiled.vocabulary != nil { unlisted.append(template) }
      // Siri runs an App Shortcut only when its app is named.
      if options.mode == .siri && evaluation.mention == nil { continue }
      let place = slotOfGroup[compiled.group] ?? kept.count
      if place == kept.count { filled.append(nil) }
      if evaluation.slot != nil, evaluation.score > (filled[place]?.score ?? 0) {
        filled[place] = FilledSlot(evaluation.score, template)
      }
      guard let slot = slotOfGroup[compiled.group] else {
        slotOfGroup[compiled.group] = kept.count
        kept.append((consume evaluation, template, 0))
        continue
      }
      let existing = kept[slot].evaluation.score
      let score = evaluation.score
      kept[slot].second = max(kept[slot].second, min(existing, score))
      if score > existing {
        // Moved, not copied: an evaluation holds several arrays.
        kept[slot].evaluation = consume evaluation
        kept[slot].template = template
      }
    }
    // A phrase of the same intent that keeps what the person named wins over a close one that
    // drops it ("get conditions for mesa trail in trails" names the trail).
    for index in kept.indices where kept[index].evaluation.slot == nil {
      guard let alternative = filled[index],
        alternative.score >= kept[index].evaluation.score - Self.filledSlotMargin
      else { continue }
      let evaluation = scorer.evaluate(templates[alternative.template])
      guard namesWhatIsLeft(evaluation, after: kept[index].evaluation, analysis) else { continue }
      kept[index].second = kept[index].evaluation.score
      kept[index].evaluation = evaluation
      kept[index].template = alternative.template
    }
    return (kept, unlisted)
  }

  /// A group's best evaluation that fills its slot: its score and template.
  private struct FilledSlot {
    let score: Double
    let template: Int
    init(_ score: Double, _ template: Int) {
      self.score = score
      self.template = template
    }
  }

  /// The model's answer for `input`: the candidates by their probability, best first, or
  /// nothing when "nothing" is at least as likely as the best (the best two then withheld, and
  /// the names a query may confirm offered; see ``MatchResult/unconfirmed``).
  private func decide(
    _ input: ModelInput, unlisted: [Int], _ analysis: UtteranceAnalysis,
    scorer: TemplateScorer
  ) -> MatchResult {
    let utterance = analysis.utterance
    let weights = model.candidateVector
    let (probabilities, nothing) = ScoringModel.probabilities(
      candidates: input.candidates.map { ScoringModel.linear($0.features, weights) },
      nothing: ScoringModel.linear(input.nothing, model.nothingVector))
    let scored = input.candidates
    // The candidates' places, by probability (then template), best first.
    let ranked = scored.indices.sorted {
      probabilities[$0] > probabilities[$1]
        || probabilities[$0] == probabilities[$1] && scored[$0].template < scored[$1].template
    }
    // A candidate as the model weighed it: its probability as its score, with the phrase's
    // evidence and the features.
    func candidate(_ place: Int) -> MatchCandidate {
      var evaluation = scored[place].evaluation
      evaluation.evidence = evaluation.score
      evaluation.score = probabilities[place]
      evaluation.features = scored[place].features
      return scorer.candidate(templates[scored[place].template], evaluation)
    }
    let reading = NothingReading(
      score: nothing, contributions: model.nothingContributions(input.nothing))
    guard let best = ranked.first, probabilities[best] > nothing else {
      let withheld = ranked.prefix(Self.withheldCount).map(candidate)
      var result = MatchResult(
        utterance: utterance, candidates: [], isAmbiguous: false, withheld: withheld)
      result.nothing = reading
      if analysis.options.mode == .flexible, !unlisted.isEmpty {
        result.unconfirmed = unconfirmed(unlisted, analysis)
      }
      return result
    }
    let candidates = ranked.prefix(analysis.options.limit)
      .filter {
        scored[$0].template == scored[best].template || probabilities[$0] >= Self.listedShare
      }
      .map(candidate)
    let isAmbiguous =
      candidates.count > 1 && candidates[0].score - candidates[1].score < Self.ambiguityMargin
    var result = MatchResult(
      utterance: utterance, candidates: candidates, isAmbiguous: isAmbiguous)
    result.nothing = reading
    return result
  }

  /// The candidates among `templates` (whose slot holds a name no vocabulary lists) that match
  /// when that name is read as one the vocabulary's query finds: best first, each intent once,
  /// but for phrases whose verb loses something and names that a vocabulary lists. See
  /// ``MatchResult/unconfirmed``.
  func unconfirmed(_ templates: [Int], _ analysis: UtteranceAnalysis) -> [MatchCandidate] {
    var scorer = TemplateScorer(index: self, analysis: analysis)
    scorer.assumesNamed = true
    var best: [Int: (evaluation: TemplateScorer.Evaluation, template: Int)] = [:]
    // An action that loses something is not taken on a guess ("cancel the latte" deletes no
    // note about lattes), nor is a name of any app's values a name to confirm: "latte" is
    // Brew's drink.
    for template in templates where !self.templates[template].opensWithLoss {
      let evaluation = scorer.evaluate(self.templates[template])
      let group = self.templates[template].group
      guard evaluation.score >= Self.threshold, let span = evaluation.slotSpan,
        !analysis.entityHits.contains(where: {
          $0.quality >= UtteranceAnalysis.clearNameQuality && $0.span.overlaps(span)
        }),
        evaluation.score > best[group]?.evaluation.score ?? 0
      else { continue }
      best[group] = (evaluation, template)
    }
    return best.values
      .sorted {
        $0.evaluation.score > $1.evaluation.score
          || $0.evaluation.score == $1.evaluation.score && $0.template < $1.template
      }
      .prefix(analysis.options.limit)
      .map { scorer.candidate(self.templates[$0.template], $0.evaluation) }
  }

  /// Whether `filled`'s slot holds a meaningful word that `winner` leaves unexplained: only
  /// then does the slot name something the better phrase drops.
  private func namesWhatIsLeft(
    _ filled: TemplateScorer.Evaluation, after winner: TemplateScorer.Evaluation,
    _ analysis: UtteranceAnalysis
  ) -> Bool {
    guard let span = filled.slotSpan else { return false }
    var used = winner.consumed
    for pair in winner.pairs where used.indices.contains(pair.token) { used[pair.token] = true }
    return span.contains { position in
      used.indices.contains(position) && !used[position] && !analysis.tokens[position].isFiller
    }
  }

  /// The templates worth scoring for `analysis`, most promising first.
  private func retrieve(_ analysis: UtteranceAnalysis) -> [Int] {
    var gains = [Double](repeating: 0, count: templates.count)
    var touched: [Int32] = []
    touched.reserveCapacity(256)
    func add(_ template: Int32, _ gain: Double) {
      if gains[Int(template)] == 0 { touched.append(template) }
      gains[Int(template)] += gain
    }
    let commonLimit = max(64, templates.count / 4)
    for (position, found) in analysis.matches.enumerated() where !analysis.tokens[position].isFiller
    {
      for match in found {
        let list = postings[Int(match.term)]
        guard list.count <= commonLimit || found.count == 1 && analysis.tokens.count <= 2
        else { continue }
        let weights = postingWeights[Int(match.term)]
        for (place, template) in list.enumerated() {
          add(template, weights[place] * match.similarity)
        }
      }
      _ = position
    }
    for mention in analysis.appMentions {
      for template in templatesByApp[mention.app] { add(template, Self.appMentionRetrieval) }
    }
    // "i'd like a mocha": a phrase of small words only is retrieved by the words it says, as
    // its slot may hold a name only the vocabulary's query knows.
    if !smallWordPhrases.isEmpty {
      let said = Set(analysis.matches.joined().map(\.term))
      for template in smallWordPhrases {
        let gain = templates[Int(template)].literals.filter { said.contains($0.term) }
          .reduce(0) { $0 + $1.weight }
        if gain > 0 { add(template, gain) }
      }
    }
    var seenVocabularies = Set<Int>()
    for hit in analysis.entityHits where seenVocabularies.insert(hit.vocabulary).inserted {
      for template in templatesByVocabulary[hit.vocabulary] {
        add(template, hit.quality * Self.vocabularyRetrieval)
      }
    }
    if touched.count <= Self.candidatePool { return touched.map(Int.init) }
    var best = TopK(capacity: Self.candidatePool)
    for template in touched { best.insert(Int(template), gains[Int(template)]) }
    return best.items
  }

  /// The catalog terms `token` may be: its own stem, typo neighbours and synonyms; for a word
  /// read as the word it misspells, that word's, each as a typo.
  func termMatches(for token: Token) -> [UtteranceAnalysis.TermMatch] {
    var found: [UtteranceAnalysis.TermMatch] = []
    if let id = terms.id(of: token.stem) {
      let how: MatchExplanation.How
      if Lexicon.numberUnits[token.word] != nil && token.stem != token.word {
        how = .number
      } else {
        how = .exact
      }
      found.append(.init(term: id, similarity: 1, how: how))
    } else if !token.isFiller {
      for match in typos.matches(of: token.stem) where typoKeepsWord(token.word, match.term) {
        found.append(
          .init(
            term: match.term, similarity: EditDistance.similarity(edits: match.edits), how: .typo))
      }
      for term in prefixes.relatives(of: token.stem, in: terms)
      where !found.contains(where: { $0.term == term }) && sharesABeginning(token.word, term) {
        found.append(.init(term: term, similarity: Synonyms.similarity, how: .stem))
      }
    }
    if !token.isFiller {
      // "card" says the "flashcard" of "Make a new flashcard", as a close word.
      for term in compounds.compounds(endingWith: token.stem)
      where !found.contains(where: { $0.term == term }) {
        found.append(.init(term: term, similarity: Synonyms.similarity, how: .stem))
      }
      for synonym in Synonyms.synonyms(of: token.stem) + (Synonyms.ofWord[token.word] ?? []) {
        if let id = terms.id(of: synonym), !found.contains(where: { $0.term == id }) {
          found.append(.init(term: id, similarity: Synonyms.similarity, how: .synonym))
        }
      }
    }
    // A word read as the word it misspells says that word's terms through a typo.
    guard token.misspelt != nil else { return found }
    let typo = EditDistance.similarity(edits: Self.misspellingEdits)
    return found.map { .init(term: $0.term, similarity: min($0.similarity, typo), how: .typo) }
  }

  /// Whether `word` is within one edit more than its length allows of a phrase word with the
  /// stem `term`: stems can meet where the words do not ("evening" and "events" stem to
  /// "even" and "event").
  private func typoKeepsWord(_ word: String, _ term: Int32) -> Bool {
    let forms = surfaces[Int(term)]
    if forms.isEmpty { return true }
    return forms.contains { form in
      let limit = EditDistance.allowedEdits(forLength: max(form.utf8.count, word.utf8.count)) + 1
      return EditDistance.distance(word, form, limit: limit) != nil
    }
  }

  /// Whether `word` and a phrase word with the stem `term` share a beginning of at least two
  /// thirds of the longer word, as their stems must ("louder" and "loud", not "evening" and
  /// "events").
  private func sharesABeginning(_ word: String, _ term: Int32) -> Bool {
    let forms = surfaces[Int(term)]
    if forms.isEmpty { return true }
    let letters = Array(word.utf8)
    return forms.contains { form in
      let other = Array(form.utf8)
      var shared = 0
      while shared < min(letters.count, other.count) && letters[shared] == other[shared] {
        shared += 1
      }
      return 3 * shared >= 2 * max(letters.count, other.count)
    }
  }

  /// The app names and synonyms said in `tokens`, longest first where they overlap.
  func appMentions(
    in tokens: [Token], matches: [[UtteranceAnalysis.TermMatch]], utterance: String
  ) -> [UtteranceAnalysis.AppMention] {
    var mentions: [UtteranceAnalysis.AppMention] = []
    for start in tokens.indices {
      for first in matches[start] where first.similarity >= UtteranceAnalysis.clearWordSimilarity {
        for app in appNamesByTerm[first.term] ?? [] {
          for name in apps[app].names where name.terms.first == first.term {
            let end = start + name.terms.count
            guard end <= tokens.count else { continue }
            let fits = (1..<name.terms.count).allSatisfy { offset in
              matches[start + offset].contains {
                $0.term == name.terms[offset]
                  && $0.similarity >= UtteranceAnalysis.clearWordSimilarity
              }
            }
            guard fits else { continue }
            let text = String(
              utterance[tokens[start].range.lowerBound..<tokens[end - 1].range.upperBound])
            mentions.append(.init(app: app, span: start..<end, text: text))
          }
        }
      }
    }
    mentions += namesSaidApart(in: tokens, utterance: utterance)
    return mentions.sorted { $0.span.count > $1.span.count }
  }

  /// The app names of one word said as two, each as it is written ("book wise" for Bookwise,
  /// "in tune" for Intune), as a name of several words may be said as one ("soupshop"): how a
  /// name is heard, or typed by someone who never saw it written.
  private func namesSaidApart(
    in tokens: [Token], utterance: String
  ) -> [UtteranceAnalysis.AppMention] {
    zip(tokens.indices, tokens.indices.dropFirst()).flatMap { first, second in
      appNamesApart.apps(spelledBy: tokens[first].word, tokens[second].word).map { app in
        let text = String(
          utterance[tokens[first].range.lowerBound..<tokens[second].range.upperBound])
        return UtteranceAnalysis.AppMention(app: app, span: Range(first...second), text: text)
      }
    }
  }
}
