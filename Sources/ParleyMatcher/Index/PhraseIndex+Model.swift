extension PhraseIndex {
  /// How many intents of each app the request's meaning alone proposes as candidates (see
  /// `MeaningOnly`): enough for the model to choose among those it means most.
  static var meaningProposals: Int { Int(MatcherSettings.shared.meaningProposals) }
  /// The least probability a candidate other than the best needs to be listed: below it, no
  /// one would choose it from a list.
  static var listedShare: Double { MatcherSettings.shared.listedShare }
  /// How many candidates a result withholds when none leads by enough to act on (see
  /// ``MatchResult/withheld``): the two a question of which was meant names.
  static var withheldCount: Int { Int(MatcherSettings.shared.withheldCount) }

  /// An intent's best evaluation among the retrieved templates, and the evidence of its
  /// second-best phrase.
  typealias Kept = (evaluation: TemplateScorer.Evaluation, template: Int, second: Double)

  /// One candidate intent as the ``ScoringModel`` reads it.
  struct ModelCandidate {
    /// The template the candidate's values are read from.
    var template: Int
    /// Its evaluation; `score` is the phrase's evidence until the model replaces it.
    var evaluation: TemplateScorer.Evaluation
    /// The candidate features, in ``ModelFeatures/candidate`` order.
    var features: [Double]
  }

  /// What the model weighs for one request: its candidates and the "nothing" option.
  struct ModelInput {
    var candidates: [ModelCandidate]
    /// The nothing features, in ``ModelFeatures/nothing`` order.
    var nothing: [Double]
  }

  /// The candidates of `kept` that no veto ruled out, the intents the request's meaning alone
  /// proposes, and the nothing option, each with its features.
  ///
  /// Letter likeness is read for every candidate in its own app's trigram weights, against the
  /// likest; meaning in each app's profile, for the apps of the candidates and the apps the
  /// request names (every app with a profile when no phrase's words matched); each candidate's
  /// evidence against the best of the others' (a candidate proposed by meaning alone has
  /// none). The candidates' evaluations are taken from `kept`, not copied: it keeps only those
  /// a veto ruled out.
  func modelInput(_ kept: inout [Kept], _ analysis: UtteranceAnalysis) -> ModelInput {
    // Each candidate no veto ruled out: its template, evaluation (taken from `kept`, not
    // copied), evidence of its second phrase and likeness.
    var entries:
      [(
        template: Int, evaluation: TemplateScorer.Evaluation, second: Double, likeness: Double,
        meaningOnly: Bool
      )] = []
    entries.reserveCapacity(kept.count)
    for place in kept.indices where !kept[place].evaluation.isRuledOut {
      entries.append(
        (kept[place].template, kept[place].evaluation.take(), kept[place].second, 0, false))
    }
    let likeness = letterLikeness(of: entries.map { templates[$0.template].group }, analysis)
    for place in entries.indices { entries[place].likeness = likeness[place] }
    let liveScopes = entries.map { groupScopes[templates[$0.template].group] }
    // The scopes whose meanings are read.
    var scopes = Set(liveScopes)
    scopes.formUnion(analysis.appMentions.map(\.app))
    if entries.isEmpty { scopes = Set(meanings.indices) }
    var readings: [Int: [Double]] = [:]
    var topics: [Int: Double] = [:]
    // Each scope's intent it means most, by place, and the similarity of the next.
    var leaders: [Int: (place: Int, next: Double?)] = [:]
    for scope in scopes.sorted() {
      guard meanings.indices.contains(scope), let meaning = meanings[scope] else { continue }
      let vector = meaning.vector(of: meaningWords(of: analysis, in: scope))
      let found = meaning.similarities(of: vector)
      readings[scope] = found
      topics[scope] = meaning.topicSimilarity(of: vector)
      if let place = found.indices.max(by: { found[$0] < found[$1] }) {
        leaders[scope] = (place, found.indices.filter { $0 != place }.map { found[$0] }.max())
      }
    }
    if analysis.options.mode == .flexible {
      for proposal in meaningOnlyCandidates(kept, readings, analysis) {
        entries.append(
          (
            template: proposal.template, evaluation: proposal.evaluation, second: 0, likeness: 0,
            meaningOnly: true
          ))
      }
    }
    func reading(_ group: Int) -> MeaningReading? {
      let scope = groupScopes[group]
      guard let meaning = meanings[scope], let found = readings[scope] else { return nil }
      let place = characterPlaces[group]
      let leader = leaders[scope]
      return MeaningReading(
        similarity: found[place], highest: found.max() ?? 0, spread: meaning.spread,
        least: meaning.leastMeaning,
        otherHighest: leader.flatMap { $0.place == place ? $0.next : found[$0.place] },
        topic: topics[scope] ?? 0)
    }
    // Each candidate's evidence against the best of the others'.
    let evidences = entries.map { $0.meaningOnly ? 0 : $0.evaluation.score }
    var top = (first: 0.0, second: 0.0)
    for evidence in evidences {
      if evidence > top.first {
        top = (evidence, top.first)
      } else if evidence > top.second {
        top.second = evidence
      }
    }
    // The request's first meaningful word's vector, read once.
    let leadVector = analysis.lead.flatMap { lead in
      WordVectors.shared?.unitVector(of: analysis.tokens[lead].word)
    }
    var candidates: [ModelCandidate] = []
    candidates.reserveCapacity(entries.count)
    // By place, so that each evaluation is copied once, into its context.
    for place in entries.indices {
      let template = entries[place].template
      let evidence = evidences[place]
      let rival = evidence == top.first ? top.second : top.first
      var context = CandidateContext(
        evaluation: entries[place].evaluation.take(), second: entries[place].second,
        likeness: entries[place].likeness, meaning: reading(templates[template].group),
        meaningOnly: entries[place].meaningOnly, lead: evidence - rival)
      context.leadVector = leadVector
      context.verb = templates[template].leadLiteral?.word
      context.slotReadFromWords = slotReadFromWords(context.evaluation, analysis)
      let features = ModelFeatures.candidate.map { $0.value(context) }
      candidates.append(
        ModelCandidate(
          template: template, evaluation: context.evaluation.take(), features: features))
    }
    let named = analysis.appMentions.filter(\.isSaid).map(\.app)
    let asked = named.isEmpty ? liveScopes : named
    let nothing = NothingContext(
      analysis: analysis, scopes: Array(Set(asked)).sorted(),
      namesApp: !named.isEmpty)
    return ModelInput(
      candidates: candidates, nothing: ModelFeatures.nothing.map { $0.value(nothing) })
  }

  /// The intents the request's meaning proposes that no phrase's words retrieved: in each app
  /// whose meanings were read, the ``meaningProposals`` intents it means most. Only intents
  /// that take no value (the values a request gives are not read by meaning), through a phrase
  /// with no slot; never an intent a veto ruled out among `kept`, never for a request not to
  /// do something, never for an app another app named excludes or one of whose negative
  /// phrases the request says, and not through a phrase naming its app when the request opens
  /// with a verb no phrase of the app uses (App Shortcut phrases list all an app does).
  private func meaningOnlyCandidates(
    _ kept: [Kept], _ readings: [Int: [Double]], _ analysis: UtteranceAnalysis
  ) -> [(template: Int, evaluation: TemplateScorer.Evaluation)] {
    guard !analysis.negatesAction else { return [] }
    let present = Set(kept.map { templates[$0.template].group })
    let negated = negatedApps(analysis)
    var proposed: [(template: Int, evaluation: TemplateScorer.Evaluation)] = []
    for (scope, found) in readings.sorted(by: { $0.key < $1.key }) where !negated.contains(scope) {
      let mention = analysis.appMentions.first { $0.app == scope }
      if mention == nil && !analysis.appMentions.isEmpty { continue }
      var order = TopK(capacity: Self.meaningProposals)
      for place in found.indices { order.insert(place, found[place]) }
      for place in order.items {
        let group = scopeGroups[scope][place]
        guard !present.contains(group), groupParameters[group].isEmpty,
          let template = templates.firstIndex(where: { $0.group == group && $0.slot == nil }),
          !templates[template].needsAppName || !analysis.leadIsUnknownVerb(in: scope)
        else { continue }
        var evaluation = TemplateScorer.Evaluation()
        evaluation.consumed = [Bool](repeating: false, count: analysis.tokens.count)
        for position in mention?.span ?? 0..<0 { evaluation.consumed[position] = true }
        evaluation.mention = mention
        evaluation.frameMismatch = analysis.isQuestion != templates[template].isQuestion
        evaluation.asksAboutAction =
          !templates[template].isQuestion && !analysis.askedVerbs(in: scope).isEmpty
        proposed.append((template, evaluation))
      }
    }
    return proposed
  }

  /// Whether the evaluation's slot holds a name read through a typo from words the word
  /// vectors all know as whole words (see ``MisreadWord``).
  private func slotReadFromWords(
    _ evaluation: TemplateScorer.Evaluation, _ analysis: UtteranceAnalysis
  ) -> Bool {
    guard evaluation.slotHadTypo, let span = evaluation.slotSpan, let table = WordVectors.shared
    else { return false }
    return span.allSatisfy { table.pieces(of: analysis.tokens[$0].word).count == 1 }
  }

  /// The letter-trigram similarity of the request to each group of `groups`, as a share of the
  /// highest among them (1 for a lone group).
  private func letterLikeness(of groups: [Int], _ analysis: UtteranceAnalysis) -> [Double] {
    guard groups.count > 1 else { return groups.map { _ in 1 } }
    let shapes = letterSimilarities(of: groups, analysis)
    guard let highest = shapes.max(), highest > 0 else { return shapes }
    return shapes.map { $0 / highest }
  }

  /// The letter-trigram similarity of the request to each group of `groups`. Each group is
  /// compared in its own app's trigram weights, one app at a time. The phrases' words are
  /// compared without their app name, so the request's are without the app names it says
  /// ("trails" is no likeness to "Open my favorite trails"), nor the "me" or "us" right after
  /// its verb, which names the speaker, not the action ("tell me" is no likeness to "Show me
  /// ${target}").
  func letterSimilarities(of groups: [Int], _ analysis: UtteranceAnalysis) -> [Double] {
    var named = [Bool](repeating: false, count: analysis.tokens.count)
    for mention in analysis.appMentions {
      for position in mention.span { named[position] = true }
    }
    if let speaker = analysis.speakerAfterLead { named[speaker] = true }
    let counts = CharacterProfile.trigramCounts(
      of: analysis.tokens.indices.filter { !named[$0] }.map { analysis.tokens[$0].word })
    var shapes = [Double](repeating: 0, count: groups.count)
    // The scopes of `groups`, each once; a few, so found without hashing.
    var scopes: [Int] = []
    for group in groups where !scopes.contains(groupScopes[group]) {
      scopes.append(groupScopes[group])
    }
    for scope in scopes {
      let members = groups.indices.filter { groupScopes[groups[$0]] == scope }
      let found = characters[scope].similarities(
        of: counts, to: members.map { characterPlaces[groups[$0]] })
      for (member, similarity) in zip(members, found) { shapes[member] = similarity }
    }
    return shapes
  }

  /// The request's words as the phrases would say them for `MeaningProfile`: without the app
  /// names it says, and with each name a vocabulary lists, said clearly, replaced by the kind of
  /// value it is, as a phrase's slot is ("hike cedar falls" says "activity trail"): the names
  /// of the vocabularies the intents of `scope` take, so that another app's names change
  /// nothing.
  func meaningWords(of analysis: UtteranceAnalysis, in scope: Int) -> [String] {
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
        words.append(spelling(at: position, analysis, in: scope))
      }
    }
    return words
  }

  /// The word at `position` as the catalog spells it: a word neither the catalog nor the word
  /// vectors know that is a typo of one phrase word only ("wether") reads as that word, so its
  /// meaning is the one meant, not that of the pieces a misspelling splits into. So does a
  /// word read as the phrase word it misspells (see ``spelled(_:)``); one read as another word
  /// of the vectors is read as typed.
  private func spelling(at position: Int, _ analysis: UtteranceAnalysis, in scope: Int) -> String {
    let token = analysis.tokens[position]
    if token.misspelt != nil && terms.id(of: token.stem) != nil { return token.word }
    let word = token.misspelt ?? token.word
    let found = analysis.matches[position]
    guard !found.contains(where: { $0.how != .typo }), meanings[scope]?.knows(word) == false
    else { return word }
    let typos = Set(found.filter { $0.how == .typo }.map(\.term))
    guard typos.count == 1, let term = typos.first, let form = surfaces[Int(term)].first
    else { return word }
    return form
  }
}

extension PhraseIndex {
  /// The features the scoring model reads for `utterance`, whatever its weights: each
  /// candidate intent's (its app, intent and ``ScoringModel/candidateFeatureNames`` values)
  /// and the nothing option's (``ScoringModel/nothingFeatureNames``). What a fit learns from.
  ///
  /// - Complexity: as ``match(_:options:)``.
  package func modelFeatures(_ utterance: String, options: MatchOptions = MatchOptions())
    -> ModelFeatureRows
  {
    let analysis = UtteranceAnalysis(utterance, index: self, options: options)
    guard !analysis.tokens.isEmpty, options.mode != .exact else {
      return ModelFeatureRows(candidates: [], nothing: [])
    }
    let input = gather(analysis).input
    return ModelFeatureRows(
      candidates: input.candidates.map { candidate in
        let source = catalogTemplates[candidate.template]
        return (source.app, source.intent, candidate.features)
      },
      nothing: input.nothing)
  }
}

/// The features of one request's candidates and of its nothing option (see
/// ``PhraseIndex/modelFeatures(_:options:)``).
package struct ModelFeatureRows: Sendable {
  /// Each candidate intent's app, intent and features.
  package var candidates: [(app: String, intent: String, features: [Double])]
  /// The nothing option's features.
  package var nothing: [Double]
}
