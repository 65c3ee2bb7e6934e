extension PhraseIndex {
  /// Ranks the templates `utterance` may mean.
  ///
  /// Candidates come from the inverted index (templates sharing a word, a typo-corrected word
  /// or a synonym with the utterance), the templates of an app the utterance names, and the
  /// templates whose vocabulary slot the utterance fills; only those are scored. Every
  /// returned candidate scores at least ``threshold``, and each `(app, intent)` appears once.
  /// An app whose negative phrase the utterance says contributes no candidate.
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

  /// The candidates of a flexible or Siri-like match, each intent once, best first.
  private func rank(_ analysis: UtteranceAnalysis) -> MatchResult {
    let utterance = analysis.utterance
    let options = analysis.options
    var excludedApps = Set<Int>()
    if hasNegativePhrases {
      let said = analysis.tokens.filter { !$0.isFiller }.map(\.stem)
      excludedApps = Set(apps.indices.filter { apps[$0].isNegative(saying: said) })
    }
    let scorer = TemplateScorer(index: self, analysis: analysis)
    // Each intent group's best evaluation, and the score of its second best.
    var kept: [(evaluation: TemplateScorer.Evaluation, template: Int, second: Double)] = []
    // Each group's best evaluation that fills its slot, by the group's place in `kept`.
    var filled: [Int: (score: Double, template: Int)] = [:]
    var slotOfGroup: [Int: Int] = [:]
    // The templates whose slot holds a name no vocabulary lists, for a query that takes any.
    var unlisted: [Int] = []
    for template in retrieve(analysis) {
      let compiled = templates[template]
      if let app = compiled.app, excludedApps.contains(app) { continue }
      let evaluation = scorer.evaluate(compiled)
      if evaluation.slotIsRaw, compiled.vocabulary != nil { unlisted.append(template) }
      // Siri runs an App Shortcut only when its app is named.
      if options.mode == .siri && evaluation.mention == nil { continue }
      let place = slotOfGroup[compiled.group] ?? kept.count
      if evaluation.slot != nil, evaluation.score > (filled[place]?.score ?? 0) {
        filled[place] = (evaluation.score, template)
      }
      guard let slot = slotOfGroup[compiled.group] else {
        slotOfGroup[compiled.group] = kept.count
        kept.append((evaluation, template, 0))
        continue
      }
      let existing = kept[slot].evaluation.score
      kept[slot].second = max(kept[slot].second, min(existing, evaluation.score))
      if evaluation.score > existing {
        kept[slot].evaluation = evaluation
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
    blendCharacterSimilarity(into: &kept, analysis)
    for index in kept.indices where kept[index].second > 0 {
      let score = kept[index].evaluation.score
      kept[index].evaluation.score =
        score + Self.agreementWeight * kept[index].second * (1 - score)
      kept[index].evaluation.agreement = kept[index].second
    }
    let meant = weighMeaning(into: &kept, analysis)
    let ranked = kept.filter { $0.evaluation.score >= Self.threshold }
      .sorted {
        $0.evaluation.score > $1.evaluation.score
          || $0.evaluation.score == $1.evaluation.score && $0.template < $1.template
      }
      .prefix(options.limit)
    // The best must lead: a weak best that a runner-up nearly matches explains too little of
    // the request to act on, unless the request names the best's app.
    if let best = ranked.first?.evaluation, best.mention == nil,
      best.score - Self.runnerUpWeight * (ranked.dropFirst().first?.evaluation.score ?? 0)
        < Self.leadThreshold
    {
      // Where the words cannot choose between two intents, a meaning that clearly chooses one
      // of them does.
      if options.mode == .flexible, let alone = meantAlone(analysis, kept, meant),
        let chosen = ranked.prefix(2).first(where: {
          templates[$0.template].group == templates[alone.template].group
        })
      {
        var evaluation = chosen.evaluation
        evaluation.meantAlone = alone.evaluation.meantAlone
        return MatchResult(
          utterance: utterance,
          candidates: [scorer.candidate(templates[chosen.template], evaluation)],
          isAmbiguous: false)
      }
      let withheld = ranked.prefix(2).map {
        scorer.candidate(templates[$0.template], $0.evaluation)
      }
      return MatchResult(
        utterance: utterance, candidates: [], isAmbiguous: false, withheld: withheld)
    }
    let candidates = ranked.map { scorer.candidate(templates[$0.template], $0.evaluation) }
    let isAmbiguous =
      candidates.count > 1 && candidates[0].score - candidates[1].score < Self.ambiguityMargin
    var result = MatchResult(
      utterance: utterance, candidates: candidates, isAmbiguous: isAmbiguous)
    if candidates.isEmpty, options.mode == .flexible, !unlisted.isEmpty {
      result.unconfirmed = unconfirmed(unlisted, analysis)
    }
    if candidates.isEmpty, options.mode == .flexible, result.unconfirmed.isEmpty,
      let alone = meantAlone(analysis, kept, meant)
    {
      result.candidates = [scorer.candidate(templates[alone.template], alone.evaluation)]
    }
    return result
  }

  /// The intent a request no phrase's words match means by itself, when one app's meanings say
  /// so clearly: the request means it at least ``meantAloneFactor`` times the app's least
  /// meaning (`MeaningProfile.leastMeaning`), and more than any other intent of the app by
  /// ``meantAloneLead`` of the app's spread. "will it rain today" asks for the weather of an
  /// app whose weather phrases say no "rain". Only an intent that takes no value is matched so
  /// (the values a request gives it are not read by meaning), by a phrase that has no slot, at
  /// the least score a match has; and only when one app alone has such an intent, not another
  /// app the request names. What the words refuse stays refused: an intent a phrase of which
  /// scored 0 among `kept` ("have i ordered some food" asks about an order, not for one), a
  /// request not to do something, and a verb no phrase of an app uses where its phrases name
  /// the app, as App Shortcut phrases list all an app does ("delete the mocha" in a coffee
  /// app that deletes nothing). `read` holds the similarities `weighMeaning(into:_:)` already
  /// read, by scope.
  private func meantAlone(
    _ analysis: UtteranceAnalysis,
    _ kept: [(evaluation: TemplateScorer.Evaluation, template: Int, second: Double)],
    _ read: [Int: [Double]]
  ) -> (template: Int, evaluation: TemplateScorer.Evaluation)? {
    guard !analysis.negatesAction else { return nil }
    var found: [(template: Int, evaluation: TemplateScorer.Evaluation)] = []
    for (scope, meaning) in meanings.enumerated() {
      guard let meaning, let least = meaning.leastMeaning else { continue }
      let mention = analysis.appMentions.first { $0.app == scope }
      if mention == nil && !analysis.appMentions.isEmpty { continue }
      let similarities =
        read[scope]
        ?? meaning.similarities(of: meaning.vector(of: meaningWords(of: analysis, in: scope)))
      let order = similarities.indices.sorted { similarities[$0] > similarities[$1] }
      guard order.count > 1, similarities[order[0]] >= Self.meantAloneFactor * least,
        similarities[order[0]] - similarities[order[1]] >= Self.meantAloneLead * meaning.spread
      else { continue }
      let group = scopeGroups[scope][order[0]]
      guard groupParameters[group].isEmpty,
        !kept.contains(where: {
          $0.evaluation.score == 0 && templates[$0.template].group == group
        }),
        let template = templates.firstIndex(where: { $0.group == group && $0.slot == nil }),
        !templates[template].needsAppName || !analysis.leadIsUnknownVerb(in: scope)
      else { continue }
      var evaluation = TemplateScorer.Evaluation()
      evaluation.score = Self.threshold
      evaluation.consumed = [Bool](repeating: false, count: analysis.tokens.count)
      for position in mention?.span ?? 0..<0 { evaluation.consumed[position] = true }
      evaluation.mention = mention
      evaluation.meantAlone = similarities[order[0]] / least
      found.append((template, evaluation))
    }
    return found.count == 1 ? found[0] : nil
  }

  /// The candidates among `templates` (whose slot holds a name no vocabulary lists) that match
  /// when that name is read as one the vocabulary's query finds: best first, each intent once,
  /// but for phrases whose verb loses something and names that a vocabulary lists. See
  /// ``MatchResult/unconfirmed``.
  private func unconfirmed(_ templates: [Int], _ analysis: UtteranceAnalysis) -> [MatchCandidate] {
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

  /// Re-ranks competing intents by the letter-trigram similarity of the utterance to each
  /// intent's phrases: an intent's score s becomes s × (1 − w + w × c / c_max), where c_max is
  /// the highest similarity among the best ``characterPool`` intents that score at least
  /// (1 − w) of the best (the others, which cannot overtake it, count c = 0).
  /// The most similar intent keeps its score, and an intent with no rival is left alone, so the
  /// similarity moves rankings without moving the threshold. Scores of 0 (ruled out) stay 0.
  /// When c_max is under ``characterFloor``, w shrinks in proportion for the best intent: a
  /// request little like any phrase keeps the best its words give.
  private func blendCharacterSimilarity(
    into kept: inout [(evaluation: TemplateScorer.Evaluation, template: Int, second: Double)],
    _ analysis: UtteranceAnalysis
  ) {
    let order = kept.indices.filter { kept[$0].evaluation.score > 0 }
      .sorted { kept[$0].evaluation.score > kept[$1].evaluation.score }
    guard order.count > 1 else { return }
    let weight = Self.characterWeight
    // The weight against the intent the words say best (see below).
    var bestWeight = weight
    // Below (1 − w) of the best score, an intent cannot overtake the best however similar.
    let floor = kept[order[0]].evaluation.score * (1 - weight)
    let best = Array(order.prefix(Self.characterPool).prefix { kept[$0].evaluation.score >= floor })
    var shape = [Double](repeating: 0, count: kept.count)
    // The intent whose phrases the request looks most like.
    var liker: String?
    if best.count > 1 {
      // Each intent is compared in its own app's trigram weights, one app at a time. The
      // phrases' words are compared without their app name, so the request's are without the
      // app names it says ("trails" is no likeness to "Open my favorite trails"), nor the "me"
      // or "us" right after its verb, which names the speaker, not the action ("tell me" is no
      // likeness to "Show me ${target}").
      var named = [Bool](repeating: false, count: analysis.tokens.count)
      for mention in analysis.appMentions {
        for position in mention.span { named[position] = true }
      }
      if let speaker = analysis.speakerAfterLead { named[speaker] = true }
      let counts = CharacterProfile.trigramCounts(
        of: analysis.tokens.indices.filter { !named[$0] }.map { analysis.tokens[$0].word })
      let groups = best.map { templates[kept[$0].template].group }
      var shapes = [Double](repeating: 0, count: best.count)
      for scope in Set(groups.map { groupScopes[$0] }) {
        let members = groups.indices.filter { groupScopes[groups[$0]] == scope }
        let found = characters[scope].similarities(
          of: counts, to: members.map { characterPlaces[groups[$0]] })
        for (member, similarity) in zip(members, found) { shapes[member] = similarity }
      }
      guard let highest = shapes.max(), highest > 0 else { return }
      // A request that looks little like any phrase is no likeness against the intent its
      // words say best: "tell me about cedar falls in trails" shares few letters with any
      // phrase, and "tell" says the "get" of "Get conditions for ${trail}".
      bestWeight *= min(1, highest / Self.characterFloor)
      for (position, index) in best.enumerated() { shape[index] = shapes[position] / highest }
      if let likest = shapes.indices.max(by: { shapes[$0] < shapes[$1] }) {
        liker = groupIntents[groups[likest]]
      }
    } else {
      shape[order[0]] = 1
    }
    for index in order {
      // A phrase the request says whole, and nothing besides, needs no likeness of letters:
      // "play relaxing in tunes" says "Play ${playlist} in ${applicationName}", whatever the
      // letters of its value, a name of the playlist Chill, look like.
      if kept[index].evaluation.precision >= 1 && kept[index].evaluation.recall >= 1 { continue }
      let share = index == order[0] ? bestWeight : weight
      let factor = 1 - share + share * shape[index]
      kept[index].evaluation.score *= factor
      kept[index].evaluation.characterFactor = factor
      // An explanation names the intent looked more like where the factor shows to two places.
      if factor < 0.995 { kept[index].evaluation.likerIntent = liker }
    }
  }

  /// Lowers each intent's score by how much less the request means it than the intent of its
  /// app it means most, in proportion to the share of the request its phrase leaves
  /// unexplained, in full from ``meaningShare`` of it on:
  /// s × (1 − ``meaningWeight`` × min(1, (1 − p) / ``meaningShare``) × min(1, (m_max − m) /
  /// spread)), where p is the phrase's precision, m the similarity of the request's meaning to
  /// the intent's (see `MeaningProfile`), m_max the highest among all the app's intents, also
  /// those no word of the request retrieved, and spread the app's. An intent that takes no
  /// value and that the request means less than its app's least meaning
  /// (`MeaningProfile.leastMeaning`), in the same proportion, is dropped:
  /// m < leastMeaning × min(1, (1 − p) / ``meaningShare``). A request its phrase
  /// explains whole, and the intent it means most, keep their scores; an app with no meanings
  /// is left alone. Returns the similarities it read, by scope.
  private func weighMeaning(
    into kept: inout [(evaluation: TemplateScorer.Evaluation, template: Int, second: Double)],
    _ analysis: UtteranceAnalysis
  ) -> [Int: [Double]] {
    // Each app's similarities, and the intent it means most, read once per request.
    var read: [Int: (found: [Double], nearest: Int)] = [:]
    for index in kept.indices where kept[index].evaluation.score > 0 {
      let unexplained = max(0, 1 - kept[index].evaluation.precision)
      let group = templates[kept[index].template].group
      let scope = groupScopes[group]
      guard unexplained > 0, let meaning = meanings[scope] else { continue }
      if read[scope] == nil {
        let found = meaning.similarities(
          of: meaning.vector(of: meaningWords(of: analysis, in: scope)))
        guard let nearest = found.indices.max(by: { found[$0] < found[$1] }) else { continue }
        read[scope] = (found, nearest)
      }
      guard let (found, nearest) = read[scope] else { continue }
      let part = min(1, unexplained / Self.meaningShare)
      // An intent that takes values is spared: the names, titles and times a request gives it
      // are read by the vectors as what their words say ("make a note called packing list").
      let takesValues =
        templates[kept[index].template].slot != nil || !groupParameters[group].isEmpty
      if let least = meaning.leastMeaning, !takesValues,
        found[characterPlaces[group]] < least * part
      {
        // "what does the fox say" shares "what does" with "what does serendipity mean" and
        // means nothing the app's phrases mean.
        kept[index].evaluation.score = 0
        kept[index].evaluation.meaningFactor = 0
        continue
      }
      let distance = min(1, (found[nearest] - found[characterPlaces[group]]) / meaning.spread)
      guard distance > 0 else { continue }
      let factor = 1 - Self.meaningWeight * part * distance
      kept[index].evaluation.score *= factor
      kept[index].evaluation.meaningFactor = factor
      // An explanation names the intent meant more where the factor shows to two places.
      if factor < 0.995 {
        kept[index].evaluation.meantIntent = groupIntents[scopeGroups[scope][nearest]]
      }
    }
    return read.mapValues(\.found)
  }

  /// The request's words as the phrases would say them for `MeaningProfile`: without the app
  /// names it says, and with each name a vocabulary lists, said clearly, replaced by the kind of
  /// value it is, as a phrase's slot is ("hike cedar falls" says "activity trail"): the names
  /// of the vocabularies the intents of `scope` take, so that another app's names change
  /// nothing.
  private func meaningWords(of analysis: UtteranceAnalysis, in scope: Int) -> [String] {
    var replaced = [[String]?](repeating: nil, count: analysis.tokens.count)
    var skipped = [Bool](repeating: false, count: analysis.tokens.count)
    // Names first: an app name inside one ("trail" of "bear creek trail") is the name's.
    for hit in analysis.entityHits
    where hit.quality >= UtteranceAnalysis.clearNameQuality
      && scopeVocabularies[scope].contains(hit.vocabulary)
    {
      guard hit.span.allSatisfy({ !skipped[$0] }) else { continue }
      for position in hit.span { skipped[position] = true }
      replaced[hit.span.lowerBound] = vocabularyKinds[hit.vocabulary]
    }
    for mention in analysis.appMentions where !mention.span.contains(where: { skipped[$0] }) {
      for position in mention.span { skipped[position] = true }
    }
    // The "me" or "us" right after the verb names the speaker, not the action: "tell me about
    // cedar falls" means no "Show me ${target}".
    if let speaker = analysis.speakerAfterLead { skipped[speaker] = true }
    // The state a question asks about ("open" in "is bear creek open", "ordered" in "have i
    // ordered soup") is no action, though a word vector cannot tell it from the verb.
    for position in analysis.tokens.indices
    where analysis.stateQuestions.contains(position)
      || analysis.isYesNoQuestion && Stemmer.isPastParticiple(analysis.tokens[position].word)
    {
      skipped[position] = true
    }
    var words: [String] = []
    for position in analysis.tokens.indices {
      if let kind = replaced[position] {
        words += kind
      } else if !skipped[position] {
        words.append(analysis.tokens[position].word)
      }
    }
    return words
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
      for template in templatesByApp[mention.app] { add(template, 0.3) }
    }
    var seenVocabularies = Set<Int>()
    for hit in analysis.entityHits where seenVocabularies.insert(hit.vocabulary).inserted {
      for template in templatesByVocabulary[hit.vocabulary] { add(template, hit.quality * 0.8) }
    }
    if touched.count <= Self.candidatePool { return touched.map(Int.init) }
    var best = TopK(capacity: Self.candidatePool)
    for template in touched { best.insert(Int(template), gains[Int(template)]) }
    return best.items
  }

  /// The catalog terms `token` may be: its own stem, typo neighbours and synonyms.
  func termMatches(for token: Token) -> [UtteranceAnalysis.TermMatch] {
    var found: [UtteranceAnalysis.TermMatch] = []
    if let id = terms.id(of: token.stem) {
      let how: MatchExplanation.How
      if NumberReader.units[token.word] != nil && token.stem != token.word {
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
        found.append(.init(term: term, similarity: PrefixIndex.similarity, how: .stem))
      }
    }
    if !token.isFiller {
      // "card" says the "flashcard" of "Make a new flashcard", as a close word.
      for term in compounds.compounds(endingWith: token.stem)
      where !found.contains(where: { $0.term == term }) {
        found.append(.init(term: term, similarity: CompoundIndex.similarity, how: .stem))
      }
      for synonym in Synonyms.synonyms(of: token.stem) + (Synonyms.ofWord[token.word] ?? []) {
        if let id = terms.id(of: synonym), !found.contains(where: { $0.term == id }) {
          found.append(.init(term: id, similarity: 0.7, how: .synonym))
        }
      }
    }
    return found
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
      for first in matches[start] where first.similarity >= 0.85 {
        for app in appNamesByTerm[first.term] ?? [] {
          for name in apps[app].names where name.terms.first == first.term {
            let end = start + name.terms.count
            guard end <= tokens.count else { continue }
            let fits = (1..<name.terms.count).allSatisfy { offset in
              matches[start + offset].contains {
                $0.term == name.terms[offset] && $0.similarity >= 0.85
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
    return mentions.sorted { $0.span.count > $1.span.count }
  }
}
