import Foundation

/// Scores one phrase template against one analysed utterance.
///
/// The score is 0…1:
///
/// - *recall* — the share of the phrase the utterance says: literal words weighted by how well
///   they tell intents apart (times the match quality: 1 exact or same stem, 0.85 one typo,
///   0.7 two typos, a shared beginning or a synonym), plus the app name and the slot with
///   weight 1 each; a slot the utterance does not fill counts only 0.4 against it; a word
///   that stands for a value ("someone", "money") is said by a value of another parameter;
/// - *precision* — the share of the utterance the phrase explains, with filler and value words
///   weighing little and words no phrase uses weighing ``PhraseIndex/unknownWordWeight``;
/// - *base* = 0.4 × recall + 0.6 × precision, times 0.9 + 0.1 × the share of matched word
///   pairs in phrase order;
/// - *intent support* — how well the utterance's words outside the app name and slot are
///   explained by all the phrases of the template's intent (a word used by a share s of them
///   counts s^0.3); the score is 0.4 × base + 0.6 × support;
/// - times ``frameMismatchFactor`` when one of the utterance and the phrase is a question and
///   the other a command; in a yes/no question the word that says a command phrase's first
///   word (its verb) is no evidence of it, and 0 for every command phrase of an intent whose
///   verb the question says ("is the trail open" does not ask to open it, "did i order a
///   latte" does not order one);
/// - times ``verbConflictFactor`` for a question phrase when a yes/no question's lead is the
///   verb of one of the app's command phrases ("have i ordered soup" is not "What soups …");
/// - when the phrase's verb is not said: times ``verbConflictFactor`` when the request opens
///   with the verb of another of the app's command phrases, times ``unsaidActionFactor`` when
///   it opens with an action no phrase of the intent says (a state such as "my saved trails"
///   says none) or says a word of the phrase as its verb ("favorite cedar falls"), and 0 when
///   it opens with the action that undoes the phrase's or another phrase's of the intent ("add
///   bear creek to my favorites" does not remove it);
/// - times ``unsaidActionFactor`` for a phrase that names its app when the request opens with
///   a name of the app's as its verb, of values the intent does not take ("shuffle my cards",
///   where "Shuffle" names a setting), with a verb, known by its object, that no phrase of
///   the app uses ("repot the basil"), or with a change no phrase of the intent says against a
///   question phrase ("add tomato to the menu" is not "What's on the menu");
/// - times ``unsaidActionFactor`` for a phrase that names its app and opens with an action
///   that loses something (`Synonyms.losses`) when the request says nothing of the intent but
///   its value and app name ("navigate to bear creek trail" does not remove it);
/// - ``appNameOnlyFactor`` of the score when a question says only a value of a command
///   phrase's slot ("how much is a latte at brew" does not order one);
/// - 0 when the utterance says no meaningful word of the phrase and no typed slot value, and
///   ``appNameOnlyFactor`` of the score when it says only the app name;
/// - 0 when the utterance names a different app (the app name routes), and times
///   ``missingAppNameFactor`` when the phrase names its app and the utterance names none
///   (times ``rawSlotWithoutAppNameFactor`` more when its slot holds words that name no value,
///   and 0 when the utterance says no more than ``wordShareWithoutAppName`` of its words).
///
/// ``PhraseIndex/match(_:options:)`` then keeps each intent's best phrase (one that keeps a
/// value the person named, when it scores within 0.25), and the ``ScoringModel`` weighs its
/// score as the phrase's evidence (`PhraseEvidence`) beside the intent's other features. The
/// documentation's Scoring article works one example through.
struct TemplateScorer {
  /// The share of recall (against precision) in the base score.
  static var recallWeight: Double { MatcherSettings.shared.recallWeight }
  /// The share of intent support in the score.
  static var supportWeight: Double { MatcherSettings.shared.supportWeight }
  /// Support counts a word used by a share s of the intent's phrases as s raised to this power,
  /// so a word most phrases of the intent use is not worth much more than one a few use.
  static var supportExponent: Double { MatcherSettings.shared.supportExponent }
  /// How much of the phrase an unfilled slot is, against 1 for a filled one: a phrase said
  /// without its value is said in part, but the value can be asked for.
  static var missingSlotMass: Double { MatcherSettings.shared.missingSlotMass }
  /// The share of the base score that rests on the request saying the phrase's words in the
  /// phrase's order; the rest is the words said, in any order.
  static var wordOrderShare: Double { MatcherSettings.shared.orderShare }

  /// The factor applied when the utterance is a question ("what's …", "is …", "how …") and the
  /// phrase a command, or the other way round: the frame of a request is evidence of its intent.
  static var frameMismatchFactor: Double { MatcherSettings.shared.frameMismatchFactor }

  /// Whether a phrase or utterance that starts with `word` is a question.
  static func isQuestion(_ word: String?) -> Bool {
    guard let word else { return false }
    return Lexicon.questionStarts.contains(word)
  }

  /// How much a text said after one of ``textIntroducers`` says a value of a text parameter,
  /// against 1 for a vocabulary entry named in full: any words may follow the introducer.
  static var introducedTextQuality: Double { MatcherSettings.shared.introducedTextQuality }
  /// How much words no phrase says, right before a value the slot takes ("oat milk" of
  /// "my oat milk latte"), say a value of the intent's, against 1 for a vocabulary entry.
  static var modifierQuality: Double { MatcherSettings.shared.modifierQuality }

  /// The factor applied when the request opens with the verb of other command phrases and this
  /// command phrase's verb is not said: "add bear creek to my favorites" is not "remove".
  static var verbConflictFactor: Double { MatcherSettings.shared.verbConflictFactor }
  /// The factor applied when the request opens with a word that says an action (see
  /// `Synonyms.actions`) that no phrase of the intent says, not even as a synonym ("add cedar
  /// falls to my favorites" does not ask to open them), or with a verb no phrase of the app
  /// uses ("repot the basil"). Low enough that "add a favorite in trails", which says little
  /// else, is weak evidence though it names the app.
  static var unsaidActionFactor: Double { MatcherSettings.shared.unsaidActionFactor }

  /// The factor applied when a phrase names its app but the utterance names none: an App
  /// Shortcut phrase without its app name must be otherwise convincing to match.
  static var missingAppNameFactor: Double { MatcherSettings.shared.missingAppNameFactor }
  /// The factor applied when the utterance says nothing of the phrase but its app name (and
  /// perhaps fillers or words kept as raw text); with neither, the score is 0.
  static var appNameOnlyFactor: Double { MatcherSettings.shared.appNameOnlyFactor }
  /// The further factor when the app name is not said and the slot holds words that name no
  /// known value: without the app name, unknown words are no evidence of the app.
  static var rawSlotWithoutAppNameFactor: Double {
    MatcherSettings.shared.rawSlotWithoutAppNameFactor
  }
  /// When the app name is not said, the phrase must be said by more than this share of its own
  /// meaningful words (see `wordShare`), and by at least two pieces of evidence (two words, or
  /// a known slot value), or it does not match at all.
  static var wordShareWithoutAppName: Double { MatcherSettings.shared.wordShareWithoutAppName }
  /// The score a veto gives a phrase: no evidence outweighs it, and the model does not weigh
  /// the phrase (see `Evaluation.isRuledOut`).
  static let vetoed = 0.0

  let index: PhraseIndex
  let analysis: UtteranceAnalysis
  /// Whether words kept as raw text for a vocabulary whose query takes any name are scored as
  /// a name the query finds (see ``MatchResult/unconfirmed``), read by its kind.
  var assumesNamed = false

  /// The score of `template`.
  func score(_ template: CompiledTemplate) -> Double {
    evaluate(template).score
  }

  /// `template` as a candidate with its slot value and explanation.
  func candidate(_ template: CompiledTemplate, _ evaluation: Evaluation? = nil) -> MatchCandidate {
    let evaluation = evaluation ?? evaluate(template)
    let source = index.catalogTemplates[template.index]
    let phrase = index.phrases[template.index]
    let flexible = analysis.options.mode == .flexible
    let read = ValueExtractor(analysis: analysis).read(
      evaluation, template: template,
      parameters: flexible ? index.groupParameters[template.group] : [],
      readsTimes: flexible && index.groupsListingParameters[template.group])
    var candidate = MatchCandidate(
      templateIndex: template.index, app: source.app, intent: source.intent,
      phrase: phrase, score: evaluation.score, slot: read.slot,
      explanation: explain(template, evaluation, phrase: phrase))
    candidate.values = read.values
    candidate.furtherItems = read.further
    candidate.unusedWords = read.unused
    candidate.unknownOptions = read.unknownOptions
    candidate.leftOutWords = read.leftOut
    candidate.unusedTimes = read.unusedTimes
    candidate.opensWithLoss = template.opensWithLoss
    if !evaluation.features.isEmpty {
      candidate.contributions = index.model.candidateContributions(evaluation.features)
    }
    return candidate
  }

  func evaluate(_ template: CompiledTemplate) -> Evaluation {
    var result = Evaluation()
    let count = analysis.tokens.count
    result.consumed = [Bool](repeating: false, count: count)
    let named = appMention(for: template)
    result.mention = named.mention
    result.mentionIsKindWord = named.isKindWord
    if let mention = result.mention {
      for position in mention.span { result.consumed[position] = true }
    }
    if let slot = template.slot {
      SlotFinder(analysis: analysis).fillTyped(
        slot, vocabulary: template.vocabulary, units: template.slotUnits,
        saysPhraseWord: { position in
          template.literals.contains {
            index.terms.stems[Int($0.term)] == analysis.tokens[position].stem
          }
        }, into: &result)
    }
    // The names the app knows that the intent does not take, read once for both their uses.
    let otherValues = analysis.entityHits.isEmpty ? [] : valuesNotTaken(by: template)
    let foreign = foreignNames(otherValues, template)
    result.pairs = align(template, consumed: result.consumed, foreign: foreign)
    // "i need some light in the kitchen" says no "… lights on in ${applicationName}": the word
    // that leads to the app's name says it only where the request names the app.
    if result.mention == nil, let leadIn = template.appNameLeadIn {
      result.pairs.removeAll { $0.literal == leadIn }
    }
    // "look up cedar falls", "jot down a note": a particle right after the request's verb,
    // or after the "me" or "us" that follows it ("quiz me on spanish"), that no phrase of the
    // app says, is the verb's; so is one that makes a phrasal verb of it after its object.
    if let lead = analysis.lead, result.pairs.contains(where: { $0.token == lead }) {
      let next = analysis.speakerAfterLead.map { $0 + 1 } ?? lead + 1
      if next < count, analysis.particles[next], !result.consumed[next],
        !analysis.matches[next].contains(where: {
          index.weight(of: $0.term, in: index.groupScopes[template.group]) != nil
        })
      {
        result.consumed[next] = true
      }
      if let particle = analysis.phrasalParticle { result.consumed[particle] = true }
    }
    // "display hiking trails" asks for what "Find ${activity} trails" finds: the verb that
    // shows says the phrase's verb.
    if let span = result.slotSpan, result.slotQuality >= UtteranceAnalysis.clearNameQuality {
      result.listsKind = kindListSaid(after: span, by: template)
    }
    if result.listsKind, let lead = analysis.lead, !result.consumed[lead],
      !result.pairs.contains(where: { $0.token == lead || $0.literal == template.lead })
    {
      result.pairs.insert(
        Pair(literal: template.lead, token: lead, similarity: Synonyms.similarity, how: .synonym),
        at: 0)
    }
    var stateToken: Int?
    // In "is the heater off", "off" says a state too, not the "off" of "Turn off …"; so does
    // the "open" of "how long is bear creek and is it open".
    if !template.isQuestion,
      let verb = result.pairs.firstIndex(where: { pair in
        analysis.asksYesNo(at: pair.token)
          && (pair.literal == template.lead
            || analysis.stateQuestions.contains(pair.token)
              && template.literals[pair.literal].word == template.verbParticle)
      }),
      !analysis.asksFor(result.pairs[verb].token)
    {
      // In "is bear creek trail open", "open" says a state, not the command "Open …": it is
      // no evidence of the command, by this phrase or by the intent's others.
      stateToken = result.pairs[verb].token
      result.pairs.remove(at: verb)
    }
    if let slot = template.slot, result.slot == nil {
      SlotFinder(analysis: analysis).fillRaw(
        slot, template: template, vocabularies: index.vocabularies, names: foreign,
        into: &result)
      if assumesNamed, result.slotIsRaw, template.vocabulary != nil {
        // "order a mocha": a name the query is to confirm counts as one read by its kind.
        result.slotIsRaw = false
        result.slotQuality = SlotFinder.kindNameQuality
      }
    }
    result.phraseWordAsAppName = phraseWordAsAppName(template, result)
    // The words the app name, the slot and the phrase's words explain: fixed from here on.
    var explained = result.consumed
    for pair in result.pairs { explained[pair.token] = true }
    result.otherValues = otherParameterValues(template, result, explained: explained)
    if analysis.options.mode == .flexible,
      let span = valueModifiers(result, explained: explained)
    {
      // "my oat milk latte": what the request says of the value is the value's, for the intent
      // that takes it.
      result.otherValues.append((span, Self.modifierQuality))
    }
    result.placeholder = placeholderSaid(template, result)
    var phraseMass = template.literals.reduce(0) { $0 + $1.weight }
    var phraseSaid = result.pairs.reduce(0) {
      $0 + template.literals[$1.literal].weight * $1.similarity
    }
    if let placeholder = result.placeholder {
      phraseSaid += template.literals[placeholder.literal].weight * placeholder.quality
    }
    if template.needsAppName {
      phraseMass += 1
      if result.mention != nil {
        phraseSaid += 1
      } else {
        result.appNameMissing = true
      }
    }
    if template.slot != nil {
      if result.slot != nil {
        phraseMass += 1
        phraseSaid += result.slotQuality
      } else {
        phraseMass += Self.missingSlotMass
        result.slotMissing = true
      }
    }
    let recall = phraseMass > 0 ? phraseSaid / phraseMass : 0
    result.recall = recall
    result.furtherNames = furtherNames(template, result, explained: explained)
    // What explains a word besides the phrase, looked up word by word: most requests say no
    // other value and no further name.
    let values = result.otherValues
    let further = result.furtherNames
    let pairs = result.pairs
    var utteranceMass = 0.0
    var utteranceSaid = 0.0
    var supportMass = 0.0
    var support = 0.0
    let profile = index.groupProfiles[template.group]
    let scope = index.groupScopes[template.group]
    let weights = analysis.weights(in: scope)
    let flat = analysis.matchTable.flat
    let offsets = analysis.matchTable.offsets
    for position in 0..<count {
      let weight = weights[position]
      utteranceMass += weight
      if result.consumed[position] || further.contains(where: { $0.contains(position) }) {
        if result.slotIsRaw && result.slotSpan?.contains(position) ?? false {
          utteranceSaid += weight * SlotFinder.rawQuality
          supportMass += weight
        } else {
          utteranceSaid += weight
        }
        continue
      }
      // The last value read over the word says it.
      let quality = values.last { $0.span.contains(position) }?.quality ?? 0
      if quality > 0 {
        // "order an extra large latte": a size is evidence for the intent that takes one.
        // It counts as a close word, not as the phrase's own.
        let said = quality * Synonyms.similarity
        utteranceSaid += weight * said
        supportMass += weight
        support += weight * said
        continue
      }
      supportMass += weight
      var best = 0.0
      // A value says its kind where this phrase says it ("is my latte ready"); elsewhere it
      // is the name of something the intent does not take, no evidence from its other
      // phrases: "order my oat latte" says no "coffee" of "Reorder my last coffee".
      let saysKind = pairs.contains { $0.viaValue && $0.token == position }
      for match in flat[offsets[position]..<offsets[position + 1]]
      where match.vocabulary < 0 || saysKind {
        if let share = profile[match.term] { best = max(best, share * match.similarity) }
      }
      if position != stateToken { support += weight * best }
    }
    for pair in result.pairs { utteranceSaid += weights[pair.token] * pair.similarity }
    let precision = utteranceMass > 0 ? utteranceSaid / utteranceMass : 0
    result.precision = precision
    var base = Self.recallWeight * recall + (1 - Self.recallWeight) * precision
    base *= 1 - Self.wordOrderShare + Self.wordOrderShare * orderShare(result.pairs)
    let supportShare = supportMass > 0 ? support / supportMass : base
    var score = (1 - Self.supportWeight) * base + Self.supportWeight * supportShare
    if analysis.isQuestion != template.isQuestion {
      score *= Self.frameMismatchFactor
      result.frameMismatch = true
    }
    if stateToken != nil || asksAboutAnAction(of: template) {
      // "have i paid for my soup" asks whether it is paid, "is the door locked" whether it is
      // locked: a yes/no question that says a command's verb asks about it, not for it, and
      // no phrase of the intent does it ("did i order a latte" is no "Get me a ${drink}").
      score = Self.vetoed
      result.askedAction = true
    }
    result.asksAboutAction = !template.isQuestion && !analysis.askedVerbs(in: scope).isEmpty
    let action = openingAction(template, result, scope: scope)
    result.openingAction = action
    result.verbInClause = saysActionOnlyInClause(template, result, scope: scope)
    switch action {
    case .another?:
      score *= Self.verbConflictFactor
    case .opposite?, .oppositeState?:
      score = Self.vetoed
    case .unsaid?, .unknownVerb?, .namedVerb?, .otherParticle?:
      score *= Self.unsaidActionFactor
    case nil:
      break
    }
    // "i don't want bear creek in my favorites anymore" asks for the loss a phrase opens with.
    let asksForLoss = template.opensWithLoss && analysis.deniesWanting
    if analysis.negatesAction, !asksForLoss, !template.isQuestion || !analysis.isQuestion,
      !index.groupNegates[template.group] || deniesAnotherAction(result, scope: scope)
    {
      // "never turn on the kettle", "i don't want the heater on": a request not to do what a
      // command does asks for none of it, unless a phrase of its intent says so too, and the
      // action it denies is not another phrase's ("don't hoover the living room" is no "I
      // don't need light"); nor, as it asks nothing, does it ask what a question phrase
      // answers ("don't turn on the lamp" is no "Is ${device} on").
      score = Self.vetoed
      result.negated = true
    } else if analysis.saysNegation, template.opensWithLoss, !asksForLoss,
      !result.pairs.contains(where: { $0.literal == template.lead })
    {
      // "my last set won't save" tells a problem with the set: it asks to delete nothing.
      score = Self.vetoed
      result.negatedLoss = true
    }
    if let app = template.app, !analysis.entityHits.isEmpty,
      kindListVocabularies(in: app).contains(where: { !takesValues(of: $0, template) })
    {
      // "show me biking trails" asks for the biking trails another intent lists: it opens no
      // trail called "biking trails", nor the favourites.
      score *= Self.unsaidActionFactor
      result.anotherList = true
    }
    if result.slot == nil, let vocabulary = template.vocabulary,
      analysis.pluralKindObject.contains(vocabulary)
    {
      // "show me my notes" asks for the notes, not for the one "Show my ${note} note" shows.
      score *= Self.verbConflictFactor
      result.pluralWithoutName = true
    }
    if result.openingAction == nil || result.openingAction == .another,
      losesUnsaid(template, result)
    {
      // "navigate to bear creek trail" does not remove it from the favourites.
      score *= Self.unsaidActionFactor
      result.unsaidLoss = true
    }
    // Fillers, an app name or words kept as raw text alone are no evidence of a phrase.
    // A particle ("on", "up") or a value that only says its kind ("latte" for "coffee") is
    // not enough: "text jane i'm on the trail" says nothing Trails does. Nor is a phrase's
    // question word said by a verb that only stands in for it: "find episodes" asks nothing
    // of "What's playing".
    let standsIn = { (pair: Pair) in
      template.literals[pair.literal].isQuestion && pair.how == .synonym
    }
    let said = result.pairs.filter {
      !template.literals[$0.literal].isFiller && !$0.viaValue
        && !template.literals[$0.literal].isParticle && !standsIn($0)
    }
    // A word of the phrase said as the app's name where it leads to the value, or as the
    // object of a request that leaves out the verb, is said all the same: "notes about
    // groceries" says the "notes" of "Find notes about ${note}", "trails near moab" the
    // "trails" of "Suggest trails".
    let saysAWord =
      !said.isEmpty || result.phraseWordAsAppName == .beforeValue
      || result.phraseWordAsAppName == .opensRequest
    // Question words say that the request is a question, not about what: a phrase said by
    // them alone, when the request names a value the intent does not take, is not the one
    // ("what's my daily goal" names a setting, not a folder of "What's in ${folder}"). Nor
    // does a word of that value's name say the phrase: "what's my card order" names the
    // setting Card Order, and says no "cards" of "Get cards from ${folder}".
    let saysOnlyItsFrame = said.allSatisfy { pair in
      template.literals[pair.literal].isQuestion
        || analysis.questionWords[pair.token]
          && !analysis.stateQuestions.contains(pair.token)
        || otherValues.contains { $0.span.contains(pair.token) }
    }
    if saysOnlyItsFrame && (result.slot == nil || result.slotIsRaw)
      && (namesAValueNotTaken(otherValues, by: template, result)
        || namesAnotherAppsValue(template))
    {
      score = Self.vetoed
      result.aboutAnotherValue = true
    } else if !saysAWord && (result.slot == nil || result.slotIsRaw)
      && result.pairs.contains(where: standsIn)
    {
      score = Self.vetoed
      result.onlyQuestionSynonym = true
    } else if !saysAWord && (result.slot == nil || result.slotIsRaw) {
      score *= result.mention == nil ? 0 : Self.appNameOnlyFactor
      result.onlyAppName = result.mention != nil
    } else if !analysis.isQuestion, !template.isQuestion,
      said.allSatisfy({ $0.literal == template.lead }),
      result.slot == nil || result.slotIsRaw,
      namesAValueNotTaken(otherValues, by: template, result)
        || namesAnAmountNotTaken(by: template, explained: explained)
    {
      // "play slow in airwaves", where "slow" names the playback speed Half Speed: a command
      // that says only this phrase's verb ("Play a playlist") and names a value its intent
      // does not take asks for the intent that takes it ("Play at ${speed}"). An amount is
      // such a value: "set the thermostat to 68" sets no mode.
      score *= Self.verbConflictFactor
      result.verbBesideAnotherValue = true
    } else if !saysAWord && analysis.isQuestion && !template.isQuestion {
      // A question that names a value and says nothing of a command phrase asks about the
      // value: "how much is a latte at brew" does not order one.
      score *= Self.appNameOnlyFactor
      result.onlyValue = true
    }
    result.namesAnotherAppsThing = namesAnotherAppsThing(template, explained: explained)
    if result.mention == nil && namesAnotherApp(than: template.app) {
      // The app name routes: a request that names another app is not this app's.
      score = Self.vetoed
      result.otherAppNamed = true
    } else if result.mention == nil && template.needsAppName {
      score *= Self.missingAppNameFactor
      if result.slotIsRaw { score *= Self.rawSlotWithoutAppNameFactor }
      let evidence = evidenceCounts(of: template, result, explained: explained)
      // Too few of its words, unless the request says nothing else (read only then).
      let saysTooFew =
        (wordShare(of: template, result, explained: explained) <= Self.wordShareWithoutAppName
          || evidence.all < 2)
        && !saysOnlyThePhrase(template, result, explained: explained)
      if saysTooFew || opensWithWordTheAppLacks(template, result, scope: scope)
        || evidence.beyondFrame == 0
      {
        // Without the app name, a phrase must be recognisable from its own words.
        score = Self.vetoed
        result.tooLittleWithoutAppName = true
      }
    }
    result.score = min(1, max(0, score))
    return result
  }

}
