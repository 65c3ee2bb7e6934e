import Foundation

// How much of a phrase the request says: its words paired, their share and order.
extension TemplateScorer {
  /// The share of the phrase the utterance says by its own words: its meaningful (non-filler)
  /// literal words, weighted by how well they tell intents apart and how closely each is said,
  /// and its slot, which counts when filled and is said only by a known value (words kept as
  /// raw text are no evidence). Words of the intent's other phrases stand in for unsaid ones (see
  /// `standInWeight(of:_:explained:)`).
  func wordShare(of template: CompiledTemplate, _ result: Evaluation, explained: [Bool]) -> Double {
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
    said += standInWeight(of: template, result, explained: explained)
    return mass > 0 ? said / mass : 0
  }

  /// The weight of the phrase's unsaid words that words of its intent's other phrases stand in
  /// for, the least telling first, one for each: "where's my car" says the "car" of "Show my
  /// car's location" and, for its "location", the "where" of "Where did I park". Only once the
  /// phrase is recognised by a word of its own beyond a question's frame, and only where the
  /// request says nothing else: "get my soup delivered to the office" asks for a delivery. Never
  /// for the phrase's first word, which says what it asks: "is my order ready" says the "Is"
  /// of "Is my coffee ready", and no "where" of "Where's my order".
  private func standInWeight(
    of template: CompiledTemplate, _ result: Evaluation, explained: [Bool]
  ) -> Double {
    let rest = explained.indices.filter { !explained[$0] && !analysis.tokens[$0].isFiller }
    guard result.pairs.contains(where: { saysBeyondFrame($0, of: template) }),
      rest.allSatisfy({ saysAnotherPhraseWord(at: $0, of: template, explained: explained) })
    else { return 0 }
    let saidLiterals = Set(result.pairs.map(\.literal))
    let unsaid = template.literals.indices.filter { literal in
      !template.literals[literal].isFiller && !saidLiterals.contains(literal)
        && literal != template.lead && literal != result.placeholder?.literal
    }
    return unsaid.map { template.literals[$0].weight }.sorted().prefix(rest.count).reduce(0, +)
  }

  /// Whether `pair` says a meaningful word of the phrase beyond the words that frame a question
  /// (see `evidenceCounts(of:_:explained:)`).
  func saysBeyondFrame(_ pair: Pair, of template: CompiledTemplate) -> Bool {
    let literal = template.literals[pair.literal]
    return !literal.isFiller && !literal.isQuestion && !analysis.questionWords[pair.token]
      && !SlotFinder.namesNothing(literal.word)
  }

  /// Whether the word at `position`, which the phrase does not explain, is clearly a word of
  /// another of the intent's phrases (not a particle).
  func saysAnotherPhraseWord(at position: Int, of template: CompiledTemplate, explained: [Bool])
    -> Bool
  {
    guard !explained[position] else { return false }
    return analysis.saysWord(ofIntent: template.group, at: position)
  }

  /// Whether the request says nothing but the phrase's words, one of them as written, and the
  /// value its slot lists if it has one: then it is that phrase, however few of its words it
  /// says ("skip" of "Skip this song in Tempo"), and needs no app name to be recognised.
  /// Words kept as a name no vocabulary lists are no such value ("open the camera"); a word
  /// that only stands in for the phrase's ("cancel" for "delete") says too little; "it" or
  /// "them" is a thing the phrase does not name ("open it"); and a phrase without a slot says
  /// no word that names a value ("i need coffee" names Drip Coffee, which "Start a coffee
  /// order" does not take). `explained` marks the tokens the phrase, its slot or an app name
  /// explains.
  func saysOnlyThePhrase(_ template: CompiledTemplate, _ result: Evaluation, explained: [Bool])
    -> Bool
  {
    let valueSaid =
      template.slot == nil
      ? analysis.entityHits.isEmpty : result.slot != nil && !result.slotIsRaw
    return valueSaid
      && result.pairs.contains { pair in
        (pair.how == .exact || pair.how == .stem) && !template.literals[pair.literal].isFiller
      }
      && explained.indices.allSatisfy { position in
        explained[position]
          || analysis.tokens[position].isFiller
            && !Lexicon.objectPronouns.contains(analysis.words[position])
      }
  }

  /// Whether the request opens with a word no phrase of the app says, names no value the
  /// phrase's slot lists, and says the phrase's own verb nowhere a later clause opens with it:
  /// such a request asks for something else ("refund my last coffee", "rate my soup order"),
  /// while "i ran out of my usual, reorder it" goes on to ask for the phrase's action.
  func opensWithWordTheAppLacks(_ template: CompiledTemplate, _ result: Evaluation, scope: Int)
    -> Bool
  {
    analysis.leadIsUnknown(in: scope) && (result.slot == nil || result.slotIsRaw)
      && !result.pairs.contains {
        $0.literal == template.lead && analysis.opensLaterClause(at: $0.token)
      }
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
  func evidenceCounts(
    of template: CompiledTemplate, _ result: Evaluation, explained: [Bool]
  ) -> (all: Int, beyondFrame: Int) {
    var all = 0
    var beyondFrame = 0
    for pair in result.pairs where !template.literals[pair.literal].isFiller {
      all += 1
      if saysBeyondFrame(pair, of: template) { beyondFrame += 1 }
    }
    for position in explained.indices
    where saysAnotherPhraseWord(at: position, of: template, explained: explained) {
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
  func placeholderSaid(_ template: CompiledTemplate, _ result: Evaluation)
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

  /// The positions of the kind words of names no entry holds, of the app's vocabularies, that
  /// `template`'s intent takes no value of: "trail" of "open mist trail" for "Open my favorite
  /// trails". Empty where no name is read by its kind.
  private func kindWordsNotTaken(by template: CompiledTemplate) -> Set<Int> {
    guard !analysis.kindNames.isEmpty else { return [] }
    let own = index.scopeVocabularies[index.groupScopes[template.group]]
    var kinds: [Int: Bool] = [:]
    for name in analysis.kindNames where own.contains(name.vocabulary) {
      let taken = takesValue(of: name.vocabulary, template)
      for position in name.span where analysis.saysKind(at: position, of: name.vocabulary) {
        kinds[position] = (kinds[position] ?? false) || taken
      }
    }
    return Set(kinds.filter { !$0.value }.keys)
  }

  /// Whether the request names, as it is and in full, a thing of a list that only other apps'
  /// intents take (an entity's name the list holds, or a name read by its kind), whose words
  /// `template` leaves unread and no list of its own app holds: "travel" of "show my travel
  /// folder", a folder Notes lists, against Flashcards' "Open a folder" (which could only
  /// read it by its kind, as a folder it lacks); "mesa trail" against Soup Shop's "What's on
  /// the menu".
  func namesAnotherAppsThing(_ template: CompiledTemplate, explained: [Bool]) -> Bool {
    let own = index.scopeVocabularies[index.groupScopes[template.group]]
    func ownNames(_ span: Range<Int>) -> Bool {
      analysis.entityHits.contains { own.contains($0.vocabulary) && $0.span.overlaps(span) }
    }
    func another(_ vocabulary: Int, _ span: Range<Int>) -> Bool {
      !own.contains(vocabulary) && !span.contains { explained[$0] } && !ownNames(span)
    }
    return analysis.entityHits.contains { hit in
      hit.quality >= UtteranceAnalysis.clearNameQuality && !hit.hadTypo
        && another(hit.vocabulary, hit.span)
    } || analysis.kindNames.contains { another($0.vocabulary, $0.span) }
  }

  /// Pairs phrase words with utterance tokens, each used once: the heaviest phrase words
  /// choose first, each taking its most similar free token (the nearest to where the phrase
  /// puts it on a tie).
  func align(_ template: CompiledTemplate, consumed: [Bool], foreign: [Range<Int>])
    -> [Pair]
  {
    let literals = template.literals
    let table = analysis.matchTable
    var usedTokens = consumed
    var pairs: [Pair] = []
    pairs.reserveCapacity(template.weightOrder.count)
    // The words of a name the intent does not take are the name's (see `foreignNames`); the
    // name may still say its kind ("latte" says the "coffee" of "Is my coffee ready"). A name
    // of a value the intent takes, in a slot or as another parameter, is that value's, never a
    // phrase word said by its kind ("large" of Large Bowl is no "bowl" of "Get me a bowl of
    // ${soup}", whose intent takes a size).
    func named(_ position: Int) -> Bool { foreign.contains { $0.contains(position) } }
    // The kind word of a name no entry holds of the app's says a phrase's word only for an
    // intent that takes a value of that kind: "move groceries to the shopping folder" says
    // the "folder" of "Move ${note} to another folder", "open mist trail" no "trails" of
    // "Open my favorite trails".
    // Read once per phrase, and only where a name is read by its kind.
    let kindsNotTaken = kindWordsNotTaken(by: template)
    // A state ("my saved trails") is not the action the request opens with ("add …", "save
    // …"), unless the request says it as a state too.
    let verbLead = analysis.leadIsParticiple ? nil : analysis.lead
    for literalIndex in template.weightOrder {
      let isState = literals[literalIndex].isState
      var best: Pair?
      table.forEachMatch(of: literals[literalIndex].term) { position, match in
        guard !usedTokens[position], !(isState && position == verbLead),
          match.vocabulary < 0
            ? !named(position) && !kindsNotTaken.contains(position)
            : !takesValue(of: match.vocabulary, template)
        else { return }
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
      if let best {
        usedTokens[best.token] = true
        pairs.append(best)
      }
    }
    if let lead = analysis.lead,
      pairs.contains(where: { $0.literal == template.lead && $0.token == lead })
    {
      for literal in literals.indices
      where literals[literal].isDestination && !pairs.contains(where: { $0.literal == literal }) {
        // A word the app name's lead-in took, where no app name follows it, is free to say
        // where a thing goes: "put my packing list note *in* travel".
        var free = usedTokens
        let leadIn = pairs.firstIndex { $0.literal == template.appNameLeadIn }
        if let leadIn { free[pairs[leadIn].token] = consumed[pairs[leadIn].token] }
        guard let pair = destinationSaidOtherwise(literal, of: template, after: lead, used: free)
        else { continue }
        if let leadIn, pairs[leadIn].token == pair.token { pairs.remove(at: leadIn) }
        usedTokens[pair.token] = true
        pairs.append(pair)
      }
    }
    pairs.sort { $0.literal < $1.literal }
    return pairs
  }

  /// The free token that says where a thing goes by another preposition of ``Lexicon/goals``
  /// than the phrase's "to" (or "into", "onto") at `literal`, where the request's verb says
  /// the phrase's: "put my budget note *in* the finance folder" says the "to" of "Move a note
  /// to ${folder}", "put swimsuit *on* the list" the "to" of "Add an item to my packing
  /// list". Only after the verb, and never the word that leads to an app's name ("add a card
  /// *in* flashcards"), though one the phrase's lead-in to its app name took where no app
  /// name follows may be; a verb that does not move things says where they are ("show me the
  /// notes *in* my travel folder" moves none).
  private func destinationSaidOtherwise(
    _ literal: Int, of template: CompiledTemplate, after lead: Int, used: [Bool]
  ) -> Pair? {
    let start = lead + 1
    guard start < analysis.words.count else { return nil }
    let said = template.literals[literal].word
    let position = (start..<analysis.words.count).first { position in
      let word = analysis.words[position]
      return !used[position] && word != said && Lexicon.goals.contains(word)
        && !analysis.appMentions.contains { $0.span.lowerBound == position + 1 }
    }
    return position.map {
      Pair(literal: literal, token: $0, similarity: Synonyms.similarity, how: .synonym)
    }
  }

  /// The share of pairs of matched words that appear in the phrase's order.
  func orderShare(_ pairs: [Pair]) -> Double {
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
