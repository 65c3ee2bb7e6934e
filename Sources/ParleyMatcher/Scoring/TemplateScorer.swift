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
/// value the person named, when it scores within 0.25), re-ranks competing intents by the
/// letter-trigram similarity c of the utterance to each intent's phrases,
/// s × (0.4 + 0.6 × c / c_max), and raises the score by the intent's second-best s₂ (another
/// phrase agreeing): s + 0.3 × s₂ × (1 − s). Nothing matches when the best s₁ and the
/// runner-up s₂ give s₁ − 0.3 × s₂ < 0.23 and the utterance does not name the best's app (see
/// ``PhraseIndex/leadThreshold``). The documentation's Scoring article works one example through.
struct TemplateScorer {
  /// The share of recall (against precision) in the base score.
  static let recallWeight = 0.4
  /// The share of intent support in the score.
  static let supportWeight = 0.6
  /// Support counts a word used by a share s of the intent's phrases as s raised to this power,
  /// so a word most phrases of the intent use is not worth much more than one a few use.
  static let supportExponent = 0.3

  /// The factor applied when the utterance is a question ("what's …", "is …", "how …") and the
  /// phrase a command, or the other way round: the frame of a request is evidence of its intent.
  static let frameMismatchFactor = 0.8

  /// Whether a phrase or utterance that starts with `word` is a question.
  static func isQuestion(_ word: String?) -> Bool {
    guard let word else { return false }
    return Lexicon.questionStarts.contains(word)
  }

  /// How closely a value of another of the intent's parameters says the intent, against 1 for
  /// a word of the phrase itself.
  static let otherValueSimilarity = 0.7

  /// How much a text said after one of ``textIntroducers`` says a value of a text parameter,
  /// against 1 for a vocabulary entry named in full: any words may follow the introducer.
  static let introducedTextQuality = 0.5
  /// How much words no phrase says, right before a value the slot takes ("oat milk" of
  /// "my oat milk latte"), say a value of the intent's, against 1 for a vocabulary entry.
  static let modifierQuality = 0.5

  /// The factor applied when the request opens with the verb of other command phrases and this
  /// command phrase's verb is not said: "add bear creek to my favorites" is not "remove".
  static let verbConflictFactor = 0.6
  /// The factor applied when the request opens with a word that says an action (see
  /// `Synonyms.actions`) that no phrase of the intent says, not even as a synonym ("add cedar
  /// falls to my favorites" does not ask to open them), or with a verb no phrase of the app
  /// uses ("repot the basil"). Low enough that "add a favorite in trails", which says little
  /// else, falls under the floor though it names the app.
  static let unsaidActionFactor = 0.15

  /// The factor applied when a phrase names its app but the utterance names none: an App
  /// Shortcut phrase without its app name must be otherwise convincing to match.
  static let missingAppNameFactor = 0.6
  /// The factor applied when the utterance says nothing of the phrase but its app name (and
  /// perhaps fillers or words kept as raw text); with neither, the score is 0.
  static let appNameOnlyFactor = 0.4
  /// The further factor when the app name is not said and the slot holds words that name no
  /// known value: without the app name, unknown words are no evidence of the app.
  static let rawSlotWithoutAppNameFactor = 0.5
  /// When the app name is not said, the phrase must be said by more than this share of its own
  /// meaningful words (see `wordShare`), and by at least two pieces of evidence (two words, or
  /// a known slot value), or it does not match at all.
  static let wordShareWithoutAppName = 0.5

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

  /// One literal word of the phrase paired with one token of the utterance.
  struct Pair: Sendable {
    let literal: Int
    let token: Int
    let similarity: Double
    let how: MatchExplanation.How
    /// Whether the token says the phrase word only as a value of a vocabulary whose entries
    /// share it ("latte" says "coffee").
    var viaValue = false
  }

  /// An action a request opens with that a command phrase does not say.
  enum OpeningAction: Sendable {
    /// The verb of another of the app's command phrases.
    case another
    /// The action that undoes the phrase's.
    case opposite
    /// A yes/no question about the state that the phrase's action undoes ("is the door
    /// locked" against "Unlock the door").
    case oppositeState
    /// An action no phrase of the intent says.
    case unsaid
    /// The phrase's verb completed by another particle than its own: "turn the volume off"
    /// against "Turn the volume up".
    case otherParticle
    /// A verb, known by its object, that no phrase of the app uses.
    case unknownVerb
    /// A name of the app's, said as the verb, of values the intent does not take: "shuffle
    /// my cards" where "Shuffle" names a setting.
    case namedVerb
  }

  /// The parts of a score, kept for the explanation.
  struct Evaluation: Sendable {
    var score = 0.0
    var slot: SlotFill?
    var slotSpan: Range<Int>?
    var slotQuality = 0.0
    var slotIsRaw = false
    /// The share of the request (its words weighted) that the phrase, its slot, the app name
    /// and the intent's other values explain.
    var precision = 0.0
    /// The share of the phrase (its words weighted, its slot and app name) that the request
    /// says.
    var recall = 0.0
    /// The phrase's evidence (see `PhraseEvidence`) once the model has replaced ``score``
    /// with its probability.
    var evidence: Double?
    /// The candidate features the model weighed, in `ModelFeatures.candidate` order; empty
    /// before the model has read them.
    var features: [Double] = []
    /// What the request's meaning made of the score (see `PhraseIndex.meaningWeight`): the
    /// factor it was multiplied by, and the intent of the app the request means most, where
    /// that lowered it.
    var meaningFactor = 1.0
    var meantIntent: String?
    /// For an intent matched by the request's meaning alone, how many times its app's least
    /// meaning the request means it.
    var meantAlone: Double?
    /// Whether one of the request and the phrase is a question and the other a command.
    var frameMismatch = false
    /// What the letter-trigram likeness made of the score (see
    /// `PhraseIndex.characterWeight`): the factor it was multiplied by, and the intent whose
    /// phrases the request looks most like, where that lowered it.
    var characterFactor = 1.0
    var likerIntent: String?
    var pairs: [Pair] = []
    var mention: UtteranceAnalysis.AppMention?
    /// The app's name as said in the request: `mention` unless it is the app in focus.
    var saidMention: UtteranceAnalysis.AppMention? { mention?.isSaid == true ? mention : nil }
    var consumed: [Bool] = []
    var appNameMissing = false
    var slotMissing = false
    var otherAppNamed = false
    var tooLittleWithoutAppName = false
    var onlyAppName = false
    /// Whether the request says nothing of the phrase but a verb that stands in for its
    /// question word ("find" for "what") and perhaps the app name.
    var onlyQuestionSynonym = false
    /// Whether a question says nothing of this command phrase but a value of its slot.
    var onlyValue = false
    /// Whether the request says only the phrase's question words (or words of the value's
    /// name) and names a value its intent does not take.
    var aboutAnotherValue = false
    /// Whether a command says only this command phrase's verb and names a value its intent does
    /// not take, which another intent of the app takes: "play slow" sets the speed.
    var verbBesideAnotherValue = false
    /// The action the request opens with, when this command phrase does not say it.
    var openingAction: OpeningAction?
    /// Whether the request says not to do what this command phrase does.
    var negated = false
    /// Whether a yes/no question says this command phrase's verb.
    var askedAction = false
    /// Whether the phrase's verb loses something (see `Synonyms.losses`) and the request says
    /// nothing of its intent but the value and the app name.
    var unsaidLoss = false
    /// Whether the request asks to see a list of a kind another intent lists ("show me
    /// biking trails"), of values this intent does not take.
    var anotherList = false
    /// Whether the request's object is the plural of the kind of the phrase's slot, with no
    /// name, and the slot holds nothing: "show me my notes" asks for no one note.
    var pluralWithoutName = false
    /// Whether the request asks to see the list this phrase shows of its slot's values, said
    /// in full or nearly: "show me biking trails" and "Find ${activity} trails".
    var listsKind = false
    /// The tokens that say values of the intent's other parameters, with how well.
    var otherValues: [(span: Range<Int>, quality: Double)] = []
    /// Further names of values the intent takes, with the words that join them: explained.
    var furtherNames: [Range<Int>] = []
    /// The phrase word that stands for a value ("someone"), said by a name of another
    /// parameter's values, and how well.
    var placeholder: (literal: Int, quality: Double)?
    /// The score of the intent's second-best phrase, when another phrase of it matched too.
    var agreement: Double?
  }

  func evaluate(_ template: CompiledTemplate) -> Evaluation {
    var result = Evaluation()
    let count = analysis.tokens.count
    result.consumed = [Bool](repeating: false, count: count)
    if let app = template.app {
      // An app name inside an entity name ("Bear Creek Trail" in Trails) is the entity's.
      // Of several, the longest and then the last ("conditions on the mist trail with trails":
      // App Shortcut phrases end with the app name far more often than not).
      result.mention = analysis.appMentions.filter { $0.app == app }.max { first, second in
        let a = (!analysis.isInsideEntity(first), first.span.count, first.span.lowerBound)
        let b = (!analysis.isInsideEntity(second), second.span.count, second.span.lowerBound)
        return a.0 != b.0 ? !a.0 : a.1 != b.1 ? a.1 < b.1 : a.2 < b.2
      }
      // When the only app name said lies inside a value this phrase's slot takes ("is bear
      // creek trail open"), reading it as the value explains more: the app was not named.
      if let mention = result.mention, mention.isSaid, let vocabulary = template.vocabulary,
        analysis.entityHits.contains(where: { hit in
          hit.vocabulary == vocabulary && hit.quality >= 0.6
            && hit.span.lowerBound <= mention.span.lowerBound
            && mention.span.upperBound <= hit.span.upperBound
        })
      {
        result.mention = nil
      }
      // Nor is an app name inside a longer name said in full or nearly the app's, whatever
      // the phrase takes: "navigate to bear creek trail" names no app.
      if let mention = result.mention, mention.isSaid,
        analysis.entityHits.contains(where: { hit in
          hit.quality >= UtteranceAnalysis.clearNameQuality
            && hit.span.count > mention.span.count
            && hit.span.lowerBound <= mention.span.lowerBound
            && mention.span.upperBound <= hit.span.upperBound
        })
      {
        result.mention = nil
      }
    }
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
    // app says, is the verb's.
    if let lead = analysis.lead, result.pairs.contains(where: { $0.token == lead }) {
      let next = analysis.speakerAfterLead.map { $0 + 1 } ?? lead + 1
      if next < count, analysis.particles[next], !result.consumed[next],
        !analysis.matches[next].contains(where: {
          index.weight(of: $0.term, in: index.groupScopes[template.group]) != nil
        })
      {
        result.consumed[next] = true
      }
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
        Pair(literal: template.lead, token: lead, similarity: 0.7, how: .synonym), at: 0)
    }
    var stateToken: Int?
    // In "is the heater off", "off" says a state too, not the "off" of "Turn off …".
    if analysis.isYesNoQuestion, !template.isQuestion,
      let verb = result.pairs.firstIndex(where: { pair in
        pair.literal == template.lead
          || analysis.stateQuestions.contains(pair.token)
            && template.literals[pair.literal].word == template.verbParticle
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
        phraseMass += 0.4
        result.slotMissing = true
      }
    }
    let recall = phraseMass > 0 ? phraseSaid / phraseMass : 0
    result.recall = recall
    var valueQuality = [Double](repeating: 0, count: count)
    for value in result.otherValues {
      for position in value.span { valueQuality[position] = value.quality }
    }
    result.furtherNames = furtherNames(template, result, explained: explained)
    var furtherName = [Bool](repeating: false, count: count)
    for span in result.furtherNames { for position in span { furtherName[position] = true } }
    var utteranceMass = 0.0
    var utteranceSaid = 0.0
    var supportMass = 0.0
    var support = 0.0
    let profile = index.groupProfiles[template.group]
    let scope = index.groupScopes[template.group]
    let weights = analysis.weights(in: scope)
    let flat = analysis.flatMatches
    let offsets = analysis.matchOffsets
    // A value says its kind where this phrase says it ("is my latte ready"); elsewhere it is
    // the name of something the intent does not take, no evidence from its other phrases:
    // "order my oat latte" says no "coffee" of "Reorder my last coffee".
    var saysKind = [Bool](repeating: false, count: count)
    for pair in result.pairs where pair.viaValue { saysKind[pair.token] = true }
    for position in 0..<count {
      let weight = weights[position]
      utteranceMass += weight
      if result.consumed[position] || furtherName[position] {
        if result.slotIsRaw && result.slotSpan?.contains(position) ?? false {
          utteranceSaid += weight * SlotFinder.rawQuality
          supportMass += weight
        } else {
          utteranceSaid += weight
        }
        continue
      }
      if valueQuality[position] > 0 {
        // "order an extra large latte": a size is evidence for the intent that takes one.
        // It counts as a close word, not as the phrase's own.
        let said = valueQuality[position] * Self.otherValueSimilarity
        utteranceSaid += weight * said
        supportMass += weight
        support += weight * said
        continue
      }
      supportMass += weight
      var best = 0.0
      for match in flat[offsets[position]..<offsets[position + 1]]
      where match.vocabulary < 0 || saysKind[position] {
        if let share = profile[match.term] { best = max(best, share * match.similarity) }
      }
      if position != stateToken { support += weight * best }
    }
    for pair in result.pairs { utteranceSaid += weights[pair.token] * pair.similarity }
    let precision = utteranceMass > 0 ? utteranceSaid / utteranceMass : 0
    result.precision = precision
    var base = Self.recallWeight * recall + (1 - Self.recallWeight) * precision
    base *= 0.9 + 0.1 * orderShare(result.pairs)
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
      score = 0
      result.askedAction = true
    }
    let action = openingAction(template, result, scope: scope)
    result.openingAction = action
    switch action {
    case .another?:
      score *= Self.verbConflictFactor
    case .opposite?, .oppositeState?:
      score = 0
    case .unsaid?, .unknownVerb?, .namedVerb?, .otherParticle?:
      score *= Self.unsaidActionFactor
    case nil:
      break
    }
    if analysis.negatesAction, !template.isQuestion || !analysis.isQuestion,
      !index.groupNegates[template.group] || deniesAnotherAction(result, scope: scope)
    {
      // "never turn on the kettle", "i don't want the heater on": a request not to do what a
      // command does asks for none of it, unless a phrase of its intent says so too, and the
      // action it denies is not another phrase's ("don't hoover the living room" is no "I
      // don't need light"); nor, as it asks nothing, does it ask what a question phrase
      // answers ("don't turn on the lamp" is no "Is ${device} on").
      score = 0
      result.negated = true
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
    let saysAWord = !said.isEmpty
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
      score = 0
      result.aboutAnotherValue = true
    } else if !saysAWord && (result.slot == nil || result.slotIsRaw)
      && result.pairs.contains(where: standsIn)
    {
      score = 0
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
    if result.mention == nil && namesAnotherApp(than: template.app) {
      // The app name routes: a request that names another app is not this app's.
      score = 0
      result.otherAppNamed = true
    } else if result.mention == nil && template.needsAppName {
      score *= Self.missingAppNameFactor
      if result.slotIsRaw { score *= Self.rawSlotWithoutAppNameFactor }
      let evidence = evidenceCounts(of: template, result, explained: explained)
      if wordShare(of: template, result) <= Self.wordShareWithoutAppName || evidence.all < 2
        || analysis.leadIsUnknown(in: scope) && (result.slot == nil || result.slotIsRaw)
        || evidence.beyondFrame == 0
      {
        // Without the app name, a phrase must be recognisable from its own words.
        score = 0
        result.tooLittleWithoutAppName = true
      }
    }
    result.score = min(1, max(0, score))
    return result
  }

  /// Whether the request opens with an action a command phrase does not say, and which one:
  /// its first meaningful word is unpaired and the phrase's verb is not said, and either that
  /// word says the action that undoes this phrase's, or one of the intent's phrases opens with
  /// such an action and none says the word ("add bear creek to my favorites" is not "Remove …
  /// from my favorites", nor "Unfavorite …" of the same intent, whatever other apps are
  /// loaded); or the word is the verb of another of the app's command phrases, or says an
  /// action that no phrase of the intent says ("add … to my favorites" does not open them).
  private func openingAction(_ template: CompiledTemplate, _ result: Evaluation, scope: Int)
    -> OpeningAction?
  {
    // "is the front door locked" asks whether it is locked: it asks for no action, least of
    // all the one that undoes that state ("Unlock the front door").
    if let verb = template.leadLiteral, analysis.stateOpposites.contains(verb.term),
      !result.pairs.contains(where: { $0.literal == template.lead })
    {
      return .oppositeState
    }
    // "turn on the kettle" undoes what "Turn off the ${device}" does, and asks for none of
    // the intent's phrases ("Shut the ${device}"), unless one of them says it too ("Switch
    // ${device} on"). "turn the volume off" asks for neither "Turn the volume up" nor down.
    if !template.isQuestion, let lead = analysis.lead, !analysis.verbParticles.isEmpty {
      let particles = index.groupParticles[template.group]
      let undone = particles.contains { verb, particle in
        (Synonyms.oppositeParticle(of: particle).map(analysis.verbParticles.contains) ?? false)
          && analysis.matches[lead].contains { $0.term == verb && $0.vocabulary < 0 }
      }
      if undone, !particles.contains(where: { analysis.words.contains($0.particle) }) {
        return .opposite
      }
      // The phrase's own verb, said as it is, completed otherwise.
      if let particle = template.verbParticle, let verb = template.leadLiteral,
        analysis.matches[lead].contains(where: { $0.term == verb.term && $0.similarity == 1 }),
        !analysis.verbParticles.contains(particle)
      {
        return .otherParticle
      }
    }
    // "shuffle my cards", where "Shuffle" names a setting of the app: the request's verb is
    // the name, and asks what an intent that takes its values does; no other intent of the
    // app does it, whether or not it reads the word as a name of its own ("a folder called
    // shuffle"), unless the request names a value of its slot: "hike bear creek trail" names
    // the trail. Only App Shortcut phrases list all an intent does.
    if template.needsAppName, result.slot == nil || result.slotIsRaw,
      analysis.leadVerbNames(in: scope).contains(where: { !takesValue(of: $0, template) })
    {
      return .namedVerb
    }
    // "has my soup been paid for" asks about paying: a phrase of another intent that does not
    // say it asks or does something else, whatever words it shares ("What soups does Soup
    // Shop have", "Order soup"). Only App Shortcut phrases list all an app does.
    let asked = template.needsAppName ? analysis.askedVerbs(in: scope) : []
    if !asked.isEmpty, !result.askedAction,
      !asked.contains(where: { verb in result.pairs.contains { $0.token == verb.position } })
    {
      return .another
    }
    guard let lead = analysis.lead, !result.consumed[lead] else { return nil }
    // The intent undoes what the request asks when one of its phrases opens with the opposite
    // action and none with the request's: "favorite cedar falls" is not "Unfavorite …", even
    // by "Remove … from my favorites".
    let verbs = index.groupVerbs[template.group]
    if !analysis.leadOpposites.isDisjoint(with: verbs)
      && !analysis.matches[lead].contains(where: { verbs.contains($0.term) })
    {
      return .opposite
    }
    // "share cedar falls with trails": a verb no phrase of the app uses, with nothing but a
    // value to say which intent, asks for what the app does not do. Only App Shortcut phrases,
    // which name their app, list all an app does; and a request that says other words of the
    // phrase uses another verb for its action: "recommend hiking trails", "take a note".
    if template.needsAppName && analysis.leadIsUnknownVerb(in: scope)
      && !saysAnotherWord(of: template, result, besides: lead)
    {
      return .unknownVerb
    }
    // A yes/no question about an action the app's commands do asks about that action, not
    // for what another question asks: "have i ordered soup" is not "What soups does Soup Shop
    // have today".
    if analysis.isYesNoQuestion, template.isQuestion,
      !result.pairs.contains(where: { $0.token == lead }), analysis.leadVerb(in: scope) != nil
    {
      return .another
    }
    // A command that opens with a change no phrase of the intent says asks no question of
    // the intent's either: "add tomato to the menu" does not ask what is on it, while "show
    // me the menu" asks what "what's on the menu" asks. Only App Shortcut phrases list all
    // an intent does.
    if template.needsAppName, !analysis.isQuestion, template.isQuestion,
      !result.pairs.contains(where: { $0.token == lead }), analysis.leadSaysAction,
      !analysis.leadShows, !intentSaysLead(template)
    {
      return .unsaid
    }
    // A command phrase opens with its verb; a question or "I'd like …" does not.
    guard let verb = template.leadLiteral, !verb.isFiller, !verb.isQuestion,
      !result.pairs.contains(where: { $0.literal == template.lead })
    else { return nil }
    // "show me biking trails" asks for the list "Find ${activity} trails" finds, whatever
    // other phrase opens with "show".
    if result.listsKind { return nil }
    if result.pairs.contains(where: { $0.token == lead }) {
      // The lead says a word of the phrase other than its verb. Followed by its object, it is
      // the request's verb, and the intent does not do it unless one of its phrases opens
      // with it: "favorite cedar falls" does not open the favourites. Only App Shortcut
      // phrases list all an intent does.
      guard analysis.leadTakesObject(in: scope) && template.needsAppName else { return nil }
      let opensAPhrase = analysis.matches[lead].contains {
        $0.vocabulary < 0 && verbs.contains($0.term)
      }
      return opensAPhrase ? nil : .unsaid
    }
    if analysis.leadOpposites.contains(verb.term) { return .opposite }
    if let lead = analysis.leadVerb(in: scope), lead.term != verb.term { return .another }
    guard analysis.leadSaysAction else { return nil }
    // "disable shuffle": the verb switches a value the intent takes, named after it.
    if analysis.leadSwitchesName,
      analysis.leadVerbNames(in: scope).contains(where: { takesValue(of: $0, template) })
    {
      return nil
    }
    return intentSaysLead(template) ? nil : .unsaid
  }

  /// Whether the verb a request denies (``UtteranceAnalysis/negatedVerb(in:)``) is one that
  /// `result` does not pair: the request refuses an action some other command phrase says.
  private func deniesAnotherAction(_ result: Evaluation, scope: Int) -> Bool {
    guard let denied = analysis.negatedVerb(in: scope) else { return false }
    return !result.pairs.contains { $0.token == denied }
  }

  /// Whether the request is a yes/no question that says the verb of one of the command
  /// phrases of `template`'s intent (a command phrase itself; see
  /// ``UtteranceAnalysis/askedVerbs(in:)``): it asks whether that was done or holds ("did i
  /// order a latte", "have i paid", "is the door locked"), and asks for none of the intent's
  /// commands.
  private func asksAboutAnAction(of template: CompiledTemplate) -> Bool {
    guard let first = template.leadLiteral, !first.isFiller, !first.isQuestion
    else { return false }
    let verbs = index.groupVerbs[template.group]
    return analysis.askedVerbs(in: index.groupScopes[template.group]).contains {
      verbs.contains($0.term)
    }
  }

  /// Whether a phrase of `template`'s intent says the request's first meaningful word, or a
  /// synonym of it, other than as a state: "my saved trails" is no action of the intent.
  private func intentSaysLead(_ template: CompiledTemplate) -> Bool {
    guard let lead = analysis.lead else { return false }
    let actionTerms = index.groupActionTerms[template.group]
    return analysis.matches[lead].contains {
      $0.vocabulary < 0 && actionTerms.contains($0.term)
    }
  }

  /// Whether the phrase opens with an action that loses something (see `Synonyms.losses`:
  /// "remove", "reset", "unfavorite") that the request does not say, nor any other word of
  /// the intent outside the slot's value and the app name: a request that says only a trail
  /// ("bear creek trail in trails") or another verb ("navigate to …") does not ask to remove
  /// it. Only App Shortcut phrases list all an intent does.
  private func losesUnsaid(_ template: CompiledTemplate, _ result: Evaluation) -> Bool {
    guard template.needsAppName, template.opensWithLoss,
      !result.pairs.contains(where: { $0.literal == template.lead })
    else { return false }
    return !saysAnotherWord(of: template, result, besides: nil)
  }

  /// Whether a meaningful word of the request other than `lead`, outside the app name, the
  /// slot's value and the names of the app's values said in full or nearly, says a word of the
  /// intent's phrases (not a filler nor a particle): "recommend hiking trails" says the
  /// "trails" of "Suggest ${activity} trails", "take cedar falls off my favorites" the
  /// "favorites" of "Remove ${trail} from my favorites".
  private func saysAnotherWord(
    of template: CompiledTemplate, _ result: Evaluation, besides lead: Int?
  ) -> Bool {
    let profile = index.groupProfiles[template.group]
    // Words kept as raw slot text, or a name said only in part, are no clear value: "trail"
    // is no activity, even if an activity is named "Trail Running".
    let clear = !result.slotIsRaw && result.slotQuality >= UtteranceAnalysis.clearNameQuality
    let slot = clear ? result.slotSpan ?? 0..<0 : 0..<0
    let mention = result.mention?.span ?? 0..<0
    let vocabularies = index.scopeVocabularies[index.groupScopes[template.group]]
    // The words of a name the app knows, said in full or nearly, are the name's: "share bear
    // creek trail" says no "trails" of "Find ${activity} trails".
    let names = analysis.entityHits.filter { hit in
      hit.vocabulary == template.vocabulary && slot.overlaps(hit.span)
        || hit.quality >= UtteranceAnalysis.clearNameQuality
          && vocabularies.contains(hit.vocabulary)
    }
    // A word that says the kind of a value the intent takes, or of a name said next to it
    // ("note" of "the trip to lisbon note"), says what the request acts on, not how.
    let kinds = index.groupTakes[template.group]
    func saysObjectKind(_ position: Int) -> Bool {
      kinds.contains { analysis.saysKind(at: position, of: $0) }
        || names.contains { hit in
          (hit.span.upperBound == position || hit.span.lowerBound == position + 1)
            && analysis.saysKind(at: position, of: hit.vocabulary)
        }
    }
    return analysis.tokens.indices.contains { position in
      position != lead && !mention.contains(position)
        && !names.contains { $0.span.contains(position) }
        && !saysObjectKind(position)
        && !analysis.tokens[position].isFiller
        && !analysis.particles[position]
        && analysis.matches[position].contains { match in
          match.vocabulary < 0 && match.similarity >= 0.85 && profile[match.term] != nil
            && !index.termIsParticle[Int(match.term)]
        }
    }
  }

  /// The share of the phrase the utterance says by its own words: its meaningful (non-filler)
  /// literal words, weighted by how well they tell intents apart and how closely each is said,
  /// and its slot, which counts when filled and is said only by a known value (words kept as
  /// raw text are no evidence).
  private func wordShare(of template: CompiledTemplate, _ result: Evaluation) -> Double {
    // A question for a state does not say the verb of the command that gets it: "how's bear
    // creek" asks for the conditions "Get conditions for …" gets, without "get".
    let verbUnsaid =
      analysis.isQuestion && !template.isQuestion
      && !result.pairs.contains { $0.literal == template.lead }
      && result.pairs.contains { analysis.stateQuestions.contains($0.token) }
    var mass = template.literals.enumerated()
      .filter { !$0.element.isFiller && !(verbUnsaid && $0.offset == template.lead) }
      .reduce(0) { $0 + $1.element.weight }
    var said = result.pairs.filter { !template.literals[$0.literal].isFiller }
      .reduce(0) { $0 + template.literals[$1.literal].weight * $1.similarity }
    if let placeholder = result.placeholder {
      said += template.literals[placeholder.literal].weight * placeholder.quality
    }
    if result.slot != nil {
      mass += 1
      if !result.slotIsRaw { said += result.slotQuality }
    }
    return mass > 0 ? said / mass : 0
  }

  /// How many meaningful words of the intent the utterance says, a known slot value (a name as
  /// specific as "flat white") counting as two: the phrase's own words, and words that other
  /// phrases of the intent use ("is my order ready" says "ready" of "is my coffee ready" and
  /// "order" of "check my order"). Without the app name, one verb ("order an uber") is not
  /// enough. `explained` marks the tokens the app name, the slot or a phrase word explains.
  /// Counted in one pass, all of them and those beyond the words that frame a question
  /// (question words and those of a closed class, `SlotFinder.namesNothing(_:)`: "what",
  /// "do", "have"), which are no evidence alone: "what folders do i have" says nothing of
  /// "What notes do I have" but its frame, while "where is my coffee" says the "coffee" of "Is
  /// my coffee ready", of Check Order Status.
  private func evidenceCounts(
    of template: CompiledTemplate, _ result: Evaluation, explained: [Bool]
  ) -> (all: Int, beyondFrame: Int) {
    var all = 0
    var beyondFrame = 0
    for pair in result.pairs {
      let literal = template.literals[pair.literal]
      guard !literal.isFiller else { continue }
      all += 1
      if !literal.isQuestion && !analysis.questionWords[pair.token]
        && !SlotFinder.namesNothing(literal.word)
      {
        beyondFrame += 1
      }
    }
    let profile = index.groupProfiles[template.group]
    let flat = analysis.flatMatches
    let offsets = analysis.matchOffsets
    for position in explained.indices
    where !explained[position] && !analysis.tokens[position].isFiller
      && flat[offsets[position]..<offsets[position + 1]].contains(where: { match in
        match.similarity >= 0.85 && match.vocabulary < 0 && profile[match.term] != nil
          && !index.termIsParticle[Int(match.term)]
      })
    {
      all += 1
      if !analysis.questionWords[position] && !SlotFinder.namesNothing(analysis.words[position]) {
        beyondFrame += 1
      }
    }
    let values =
      (result.slot != nil && !result.slotIsRaw ? 2 : 0) + (result.placeholder != nil ? 1 : 0)
    return (all + values, beyondFrame + values)
  }

  /// The phrase word that stands for a value ("someone" of "Message someone in Courier",
  /// "money" of "Send money"), when the request does not say it but names a value of another
  /// of the intent's parameters: a name in full or nearly for "someone" ("text ana kim"), an
  /// amount in one of its parameter's units for "money" ("send ana kim 5 dollars"). The value
  /// says the word as well as it is said.
  private func placeholderSaid(_ template: CompiledTemplate, _ result: Evaluation)
    -> (literal: Int, quality: Double)?
  {
    guard let literal = template.placeholder, !result.otherValues.isEmpty,
      !result.pairs.contains(where: { $0.literal == literal })
    else { return nil }
    let saysAmount = Lexicon.amountPlaceholders.contains(template.literals[literal].word)
    let units = index.groupParameters[template.group].flatMap(\.units).compactMap(\.first)
    let named = result.otherValues.filter { value in
      guard value.quality >= UtteranceAnalysis.clearNameQuality else { return false }
      if saysAmount {
        // The amount holds its unit ("5 dollars"), or the unit follows the number.
        let end = value.span.upperBound
        return value.span.contains { units.contains(analysis.words[$0]) }
          || analysis.words.indices.contains(end) && units.contains(analysis.words[end])
      }
      return analysis.entityHits.contains { $0.span.overlaps(value.span) }
    }
    return named.map(\.quality).max().map { (literal, $0) }
  }

  /// The spans of the utterance, outside the app name, the slot and the paired words, that say
  /// a value of another of the intent's parameters (a vocabulary entry, with a word that
  /// changes it before it: "extra large"; a number or date for a numeric or date parameter, or
  /// an article that counts one of what a numeric parameter names: "an extra shot"; words
  /// after a word that introduces a text parameter's place or name: "near moab"), with the
  /// value's quality. Only when every parameter is read (flexible matching). `explained`
  /// marks the tokens the app name, the slot or a phrase word explains.
  private func otherParameterValues(
    _ template: CompiledTemplate, _ result: Evaluation, explained: [Bool]
  ) -> [(span: Range<Int>, quality: Double)] {
    let parameters = index.groupParameters[template.group]
    guard analysis.options.mode == .flexible, !parameters.isEmpty,
      !analysis.entityHits.isEmpty || analysis.saysANumberOrDate || analysis.saysAnArticle
        || analysis.saysATextIntroducer
    else { return [] }
    var taken = explained
    var found: [(span: Range<Int>, quality: Double)] = []
    for parameter in parameters where parameter.name != template.slot?.name {
      guard let vocabulary = parameter.vocabulary else {
        // "near moab": a place or a name said for a text parameter, after the word that
        // introduces it, is some evidence for the intent that takes one.
        if parameter.type == .text {
          if let span = introducedText(taken) {
            for position in span { taken[position] = true }
            found.append((span, Self.introducedTextQuality))
          }
          continue
        }
        // "three drip coffees": a count is evidence for the intent that takes one.
        let values: [UtteranceAnalysis.ValueSpan]
        switch parameter.type {
        case .integer: values = analysis.numbers
        case .decimal: values = analysis.decimals
        case .date: values = analysis.dates
        default: continue
        }
        let free = { (span: Range<Int>) in !span.contains { taken[$0] } }
        // "70 degrees": an amount in the parameter's units is its value, units and all.
        if parameter.type != .date,
          let amount = AmountReader.firstSpan(
            in: analysis.words, units: parameter.units, where: free)
        {
          for position in amount.span { taken[position] = true }
          found.append((amount.span, 1))
          continue
        }
        // "with an extra shot": an article counts one of a noun the parameter names, and
        // "with no extra shots" none.
        let number = values.first(where: { free($0.span) })?.span
        // "two or three lattes": both numbers are the count's words.
        let either = parameter.type == .date ? nil : number.flatMap(analysis.alternatives(around:))
        // Read only when no number is said, as the values are.
        func counted() -> Range<Int>? {
          guard parameter.type != .date else { return nil }
          let extractor = ValueExtractor(analysis: analysis)
          return extractor.countedAsNone(parameter.words, where: free)
            ?? extractor.countedByArticle(parameter.words, where: free)
        }
        guard let span = either.flatMap({ free($0) ? $0 : nil }) ?? number ?? counted()
        else { continue }
        for position in span { taken[position] = true }
        found.append((span, 1))
        continue
      }
      guard
        let hit = analysis.entityHits.first(where: { hit in
          hit.vocabulary == vocabulary && hit.quality >= 0.8 && !hit.span.contains { taken[$0] }
        })
      else { continue }
      var span = hit.span
      if span.lowerBound > 0, !taken[span.lowerBound - 1],
        Lexicon.modifiers.contains(analysis.tokens[span.lowerBound - 1].word)
      {
        span = (span.lowerBound - 1)..<span.upperBound
      }
      for position in span { taken[position] = true }
      found.append((span, hit.quality))
    }
    return found
  }

  /// The words right before the slot's value, said in full, that no phrase says, nor
  /// numbers, up to the request's first meaningful word: what the request says of the value
  /// ("oat milk" of "order my oat milk latte"; not "share" of "share cedar falls").
  /// `explained` marks the tokens the app name, the slot or a phrase word explains.
  private func valueModifiers(_ result: Evaluation, explained: [Bool]) -> Range<Int>? {
    guard let span = result.slotSpan, !result.slotIsRaw,
      result.slotQuality >= UtteranceAnalysis.clearNameQuality
    else { return nil }
    let paired = explained
    var start = span.lowerBound
    while start > 0, start - 1 != analysis.lead, !paired[start - 1], !analysis.fillers[start - 1],
      analysis.matches[start - 1].isEmpty, !analysis.numberWords[start - 1]
    {
      start -= 1
    }
    return start < span.lowerBound ? start..<span.lowerBound : nil
  }

  /// The span of a place or a name said for a text parameter: a word that introduces one
  /// ("near", "around", "called", "named") and the words after it that no phrase says, outside `taken`: "near moab".
  private func introducedText(_ taken: [Bool]) -> Range<Int>? {
    let tokens = analysis.tokens
    for start in tokens.indices
    where !taken[start] && Lexicon.textIntroducers.contains(tokens[start].word) {
      var end = start + 1
      while end < tokens.count, !taken[end], !tokens[end].isFiller,
        analysis.matches[end].isEmpty
      {
        end += 1
      }
      if end > start + 1 { return start..<end }
    }
    return nil
  }

  /// The spans of further names of values the intent takes, outside what `result` explains,
  /// each with the words that join it to the request ("water basil and the snake plant", "a
  /// latte and a muffin" where the drink query takes any name): the
  /// request says them as it says its slot's value, and they are set aside as further items
  /// (see ``MatchCandidate/furtherItems``), so they count as explained. Only when every
  /// parameter is read (flexible matching). `explained` marks the tokens the app name, the
  /// slot or a phrase word explains.
  private func furtherNames(
    _ template: CompiledTemplate, _ result: Evaluation, explained: [Bool]
  ) -> [Range<Int>] {
    let words = analysis.words
    guard analysis.options.mode == .flexible,
      analysis.entityHits.count > 1 || analysis.saysAConjunction,
      result.slot != nil || !result.otherValues.isEmpty
    else { return [] }
    var taken = explained
    var isValue = [Bool](repeating: false, count: taken.count)
    for value in result.otherValues {
      for position in value.span {
        taken[position] = true
        isValue[position] = true
      }
    }
    let takes = index.groupTakes[template.group]
    var found: [Range<Int>] = []
    // "and a muffin": for a vocabulary whose query takes any name, an item no entry names,
    // said as an item is (a determiner or number after the conjunction), is set aside too.
    if takes.contains(where: { index.vocabularies[$0].acceptsUnknownValues }) {
      func unknown(_ position: Int) -> Bool {
        !taken[position] && !analysis.fillers[position] && analysis.matches[position].isEmpty
      }
      // A value of the item's own ("small" in "and a small muffin") goes with it.
      var named = isValue
      for hit in analysis.entityHits
      where hit.quality >= UtteranceAnalysis.clearNameQuality && takes.contains(hit.vocabulary) {
        for position in hit.span where !taken[position] { named[position] = true }
      }
      for joint in words.indices.dropLast()
      where Lexicon.conjunctions.contains(words[joint]) && !taken[joint] {
        let first = joint + 1
        guard Lexicon.determiners.contains(words[first]) || analysis.numberWords[first]
        else { continue }
        var end = first + 1
        while end < words.count, named[end] || unknown(end) { end += 1 }
        guard (first + 1..<end).contains(where: unknown) else { continue }
        let span = joint..<end
        for position in span { taken[position] = true }
        found.append(span)
      }
    }
    for hit in analysis.entityHits
    where hit.quality >= UtteranceAnalysis.clearNameQuality && takes.contains(hit.vocabulary)
      && !hit.span.contains(where: { taken[$0] })
    {
      // "and a small mocha": the size said for the further item is explained already.
      guard let joint = analysis.itemJoint(before: hit.span.lowerBound, skipping: { isValue[$0] }),
        !(joint..<hit.span.lowerBound).contains(where: { taken[$0] && !isValue[$0] })
      else { continue }
      let span = joint..<hit.span.upperBound
      for position in span { taken[position] = true }
      found.append(span)
    }
    return found
  }

  /// The spans of the names the intent does not take, with a word its phrases do not use:
  /// their words are the names', no phrase word nor words of a slot's raw value. "navigate to
  /// bear creek trail" says no "trails" of "Open my favorite trails", and "show me hiking
  /// trails" names an activity, no trail called "hiking trails"; while "coffee" (a drink)
  /// still says the "coffee" of "Add a shot to my coffee".
  /// `values` are the template's ``valuesNotTaken(by:)``.
  private func foreignNames(_ values: [EntityIndex.Hit], _ template: CompiledTemplate)
    -> [Range<Int>]
  {
    values.filter { saysAWordNotUsed($0, by: template) }.map(\.span)
  }

  /// The values said in full or nearly (``UtteranceAnalysis/clearNameQuality``) of the
  /// vocabularies of `template`'s app that no slot or parameter of its intent takes.
  private func valuesNotTaken(by template: CompiledTemplate) -> [EntityIndex.Hit] {
    let scope = index.groupScopes[template.group]
    return analysis.entityHits.filter { hit in
      hit.quality >= UtteranceAnalysis.clearNameQuality
        && index.scopeVocabularies[scope].contains(hit.vocabulary)
        && !takesValue(of: hit.vocabulary, template)
    }
  }

  /// Whether the request names a value of another app's, in full and as it is, with a word
  /// no phrase of `template`'s intent uses: "what's the weather on bear creek trail" asks about
  /// a trail, not "What's on the menu at ${applicationName}", which only its "what" says.
  private func namesAnotherAppsValue(_ template: CompiledTemplate) -> Bool {
    let known = index.scopeVocabularies[index.groupScopes[template.group]]
    return analysis.entityHits.contains { hit in
      hit.quality >= 1 && !hit.hadTypo && !known.contains(hit.vocabulary)
        && saysAWordNotUsed(hit, by: template)
    }
  }

  /// Whether the utterance names one of `values` (see `valuesNotTaken(by:)`) outside what the
  /// evaluation explains but by words of the values' names, and with a word no phrase of the
  /// intent uses ("coffee" of "Is my coffee ready" is the intent's own word, whatever drink it
  /// also names).
  private func namesAValueNotTaken(
    _ values: [EntityIndex.Hit], by template: CompiledTemplate, _ result: Evaluation
  ) -> Bool {
    // Words kept as raw slot text, a value read as its kind word, or a phrase word said by a
    // word of one of the names, explain nothing.
    var used = [Bool](repeating: false, count: analysis.tokens.count)
    for position in result.mention?.span ?? 0..<0 { used[position] = true }
    for pair in result.pairs
    where !pair.viaValue && !values.contains(where: { $0.span.contains(pair.token) }) {
      used[pair.token] = true
    }
    return values.contains { hit in
      !hit.span.contains { used[$0] } && saysAWordNotUsed(hit, by: template)
    }
  }

  /// Whether the request says a number, outside what `explained` marks and any date, that no
  /// parameter of `template`'s intent takes (its parameters are listed, and none is a number)
  /// while another intent of the app takes one: "68" of "set the thermostat to 68" is the
  /// temperature's, no value of "Set ${applicationName} to ${mode}".
  /// So is an amount said in the units of another intent's parameter that none of the
  /// intent's own is measured in: "set it to 70 degrees" gives no brightness.
  private func namesAnAmountNotTaken(by template: CompiledTemplate, explained: [Bool]) -> Bool {
    guard let app = template.app, index.groupsListingParameters[template.group] else {
      return false
    }
    let free = { (span: Range<Int>) in
      !span.contains { explained[$0] } && !analysis.dates.contains { $0.span.overlaps(span) }
    }
    guard analysis.decimals.contains(where: { free($0.span) }) else { return false }
    let others = Set(index.templatesByApp[app].map { index.templates[Int($0)].group })
      .subtracting([template.group])
    guard takesANumber(template.group, in: app) else {
      return others.contains { takesANumber($0, in: app) }
    }
    let own = Set(index.groupParameters[template.group].flatMap(\.units))
    let units = others.flatMap { index.groupParameters[$0].flatMap(\.units) }
      .filter { !own.contains($0) }
    return AmountReader.firstSpan(in: analysis.words, units: units, where: free) != nil
  }

  /// Whether the intent `group` of `app` takes a number, as a listed parameter or in a
  /// phrase's slot.
  private func takesANumber(_ group: Int, in app: Int) -> Bool {
    let numeric = { (type: SlotType) in type == .integer || type == .decimal }
    return index.groupParameters[group].contains { numeric($0.type) }
      || index.templatesByApp[app].contains { place in
        let template = index.templates[Int(place)]
        return template.group == group && template.slot.map { numeric($0.type) } ?? false
      }
  }

  /// Whether the name `hit` holds a meaningful word that no phrase of `template`'s intent
  /// uses: "bear creek trail" does, while "coffee", a drink, is a word of "Is my coffee ready".
  private func saysAWordNotUsed(_ hit: EntityIndex.Hit, by template: CompiledTemplate) -> Bool {
    let profile = index.groupProfiles[template.group]
    return hit.span.contains { position in
      !analysis.tokens[position].isFiller
        && !analysis.matches[position].contains { $0.vocabulary < 0 && profile[$0.term] != nil }
    }
  }

  /// Whether the request asks to see a list of a kind: its verb shows ("show", "display"),
  /// and a value said in full or nearly ends at `span`, followed by a plural that says the
  /// word `template`, a phrase that shows, finds or suggests, has right after its slot of the
  /// value's vocabulary: "show me biking trails" and "Find ${activity} trails".
  private func kindListSaid(after span: Range<Int>, by template: CompiledTemplate) -> Bool {
    guard analysis.leadShows, template.slot != nil, template.slotPosition > 0,
      template.slotPosition < template.literals.count, template.opensWithListing,
      span.upperBound < analysis.tokens.count, analysis.isPlural(span.upperBound)
    else { return false }
    let kind = template.literals[template.slotPosition].term
    return analysis.matches[span.upperBound].contains { $0.term == kind && $0.similarity >= 0.85 }
  }

  /// The vocabularies whose list of a kind the request asks to see (see `kindListSaid`) from
  /// a phrase of `app`: "show me biking trails" asks Trails for biking trails. Read once per
  /// app and request: every template of the app asks.
  private func kindListVocabularies(in app: Int) -> [Int] {
    if let known = analysis.kindLists[app] { return known }
    var found: [Int] = []
    for hit in analysis.entityHits
    where hit.quality >= UtteranceAnalysis.clearNameQuality && !found.contains(hit.vocabulary) {
      let lists = index.templatesByApp[app].contains { place in
        let template = index.templates[Int(place)]
        return template.vocabulary == hit.vocabulary
          && kindListSaid(after: hit.span, by: template)
      }
      if lists { found.append(hit.vocabulary) }
    }
    analysis.kindLists[app] = found
    return found
  }

  /// Whether `template`'s intent takes values of `vocabulary`, in a phrase's slot or as a
  /// parameter.
  private func takesValue(of vocabulary: Int, _ template: CompiledTemplate) -> Bool {
    index.groupTakes[template.group].contains(vocabulary)
  }

  /// Whether a phrase of `template`'s intent has a slot of `vocabulary`.
  private func takesValues(of vocabulary: Int, _ template: CompiledTemplate) -> Bool {
    index.groupVocabularies[template.group].contains(vocabulary)
  }

  /// Whether the utterance names an app other than `app`, outside the name of an entity it
  /// says ("cold brew" names a drink, not the app Brew).
  private func namesAnotherApp(than app: Int?) -> Bool {
    analysis.appMentions.contains { $0.app != app && !analysis.isInsideEntity($0) }
  }

  /// Pairs phrase words with utterance tokens, each used once: the heaviest phrase words
  /// choose first, each taking its most similar free token (the nearest to where the phrase
  /// puts it on a tie).
  private func align(_ template: CompiledTemplate, consumed: [Bool], foreign: [Range<Int>])
    -> [Pair]
  {
    let literals = template.literals
    let flat = analysis.flatMatches
    let offsets = analysis.matchOffsets
    var usedTokens = consumed
    var pairs: [Pair] = []
    // The words of a name the intent does not take are the name's (see `foreignNames`); the
    // name may still say its kind ("latte" says the "coffee" of "Is my coffee ready").
    var named = [Bool](repeating: false, count: consumed.count)
    for span in foreign { for position in span { named[position] = true } }
    // A state ("my saved trails") is not the action the request opens with ("add …", "save
    // …"), unless the request says it as a state too.
    let verbLead = analysis.leadIsParticiple ? nil : analysis.lead
    for literalIndex in template.weightOrder {
      let term = literals[literalIndex].term
      let isState = literals[literalIndex].isState
      var best: Pair?
      for position in usedTokens.indices
      where !usedTokens[position] && !(isState && position == verbLead) {
        for match in flat[offsets[position]..<offsets[position + 1]]
        where match.term == term
          && (match.vocabulary < 0
            ? !named[position] : !takesValues(of: match.vocabulary, template))
        {
          let better =
            match.similarity > (best?.similarity ?? 0)
            || match.similarity == best?.similarity
              && abs(position - literalIndex) < abs((best?.token ?? 0) - literalIndex)
          if better {
            best = Pair(
              literal: literalIndex, token: position, similarity: match.similarity, how: match.how,
              viaValue: match.vocabulary >= 0)
          }
        }
      }
      if let best {
        usedTokens[best.token] = true
        pairs.append(best)
      }
    }
    pairs.sort { $0.literal < $1.literal }
    return pairs
  }

  /// The share of pairs of matched words that appear in the phrase's order.
  private func orderShare(_ pairs: [Pair]) -> Double {
    guard pairs.count > 1 else { return 1 }
    var ordered = 0
    var total = 0
    for first in 0..<(pairs.count - 1) {
      for second in (first + 1)..<pairs.count {
        total += 1
        if pairs[first].token < pairs[second].token { ordered += 1 }
      }
    }
    return Double(ordered) / Double(total)
  }
}
