extension PhraseIndex {
  /// The best candidate's score s₁ less this share of the runner-up's s₂ must reach
  /// ``leadThreshold`` or nothing matches: a request that two intents explain about equally
  /// little is one that neither does.
  static let runnerUpWeight = 0.3
  /// See ``runnerUpWeight``: s₁ − 0.3 × s₂ ≥ 0.23.
  static let leadThreshold = 0.23
  /// How much a second phrase of the same intent that also matches raises the best one's
  /// score s: s + weight × second × (1 − s).
  static let agreementWeight = 0.3
  /// The most an intent's score falls, as a share, when its phrase explains none of the
  /// request and the request means another intent of its app by the app's spread or more (see
  /// `MeaningProfile`).
  static let meaningWeight = 0.75
  /// The share of a request left unexplained from which its meaning weighs in full (see
  /// ``meaningWeight``); below it, in proportion.
  static let meaningShare = 0.5
  /// How many times its app's least meaning a request no phrase's words match must mean an
  /// intent to be matched by its meaning alone.
  static let meantAloneFactor = 1.25
  /// How far, in spreads of its app, a request no phrase's words match must mean an intent more
  /// than any other of the app to be matched by its meaning alone.
  static let meantAloneLead = 0.2
  /// The share of an intent's score that comes from the letter-trigram similarity of the
  /// utterance to the intent's phrases (see `CharacterProfile`).
  static let characterWeight = 0.6
  /// How many of the best intents get their letter-trigram similarity computed.
  static let characterPool = 8
  /// The letter-trigram similarity of the most similar intent below which the similarity
  /// weighs less than ``characterWeight``, in proportion: "tell me about cedar falls" shares
  /// few letters with any phrase, so its words decide.
  static let characterFloor = 0.1

  /// The candidates of a flexible or Siri-like match by the hand-set rules, each intent once,
  /// best first: `kept` re-ranked by letter likeness, raised by agreement, lowered by meaning,
  /// and refused when the best leads by too little (see the Scoring article's "Rules").
  func rankByRules(
    _ analysis: UtteranceAnalysis, kept collected: [Kept], unlisted: [Int]
  ) -> MatchResult {
    let utterance = analysis.utterance
    let options = analysis.options
    let scorer = TemplateScorer(index: self, analysis: analysis)
    var kept = collected
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
      let withheld = ranked.prefix(Self.withheldCount).map {
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
    _ kept: [Kept],
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
          $0.evaluation.isRuledOut && templates[$0.template].group == group
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
    let order = kept.indices.filter { !kept[$0].evaluation.isRuledOut }
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
      let groups = best.map { templates[kept[$0].template].group }
      let shapes = letterSimilarities(of: groups, analysis)
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
    for index in kept.indices where !kept[index].evaluation.isRuledOut {
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
        kept[index].evaluation.score = TemplateScorer.vetoed
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

}
