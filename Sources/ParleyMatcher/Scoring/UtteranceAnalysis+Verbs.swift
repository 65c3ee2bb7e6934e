import Foundation

// The request's words as one app's phrases weigh them, and the verb it opens with.
extension UtteranceAnalysis {
  /// The weight of each token for the templates of `scope` (an app): the weight of the
  /// heaviest of the app's terms it may be (a value's kind word aside), or, for a word no
  /// phrase of the app uses, ``PhraseIndex/unknownWordWeight`` (less for a filler or value
  /// word).
  func weights(in scope: Int) -> [Double] {
    if let known = scopeWeights[scope] { return known }
    let weights = tokens.indices.map { position -> Double in
      // A value read as its kind word ("latte" for "coffee") is a name, not that word.
      var known: Double?
      for match in matches[position] where match.vocabulary < 0 {
        if let weight = index.weight(of: match.term, in: scope), weight > known ?? -1 {
          known = weight
        }
      }
      let token = tokens[position]
      // "tell me if": the words that ask for an embedded question weigh nothing unless a
      // phrase says them.
      let unknown =
        embeddedFrame.contains(position)
        ? 0
        : token.isFiller
          ? PhraseIndex.fillerUnknownWeight
          : ValueWords.contains(token.stem)
            ? PhraseIndex.unknownWordWeight * ValueWords.weightFactor
            : PhraseIndex.unknownWordWeight
      return known ?? unknown
    }
    scopeWeights[scope] = weights
    return weights
  }

  /// Whether the first meaningful word is one no phrase of `scope` uses, nor a typo or synonym
  /// of one: "remind me to buy coffee beans" asks something the app's phrases do not say. A
  /// word of a name the app lists, said in full and not as a verb, is the app's own word: "is
  /// my flat white ready" opens with Brew's drink.
  func leadIsUnknown(in scope: Int) -> Bool {
    guard let lead else { return false }
    return !matches[lead].contains { index.weight(of: $0.term, in: scope) != nil }
      && !ValueWords.contains(tokens[lead].stem) && !TemplateScorer.isQuestion(tokens[lead].word)
      && (leadReadsAsVerb || index.scopeVocabularies[scope].isDisjoint(with: leadClearNames))
  }

  /// Whether the first meaningful word reads as a verb by what follows it, its object (see
  /// `readsAsVerb`), for the phrases of `scope`: a word of a name of the app's is no verb.
  func leadTakesObject(in scope: Int) -> Bool {
    leadReadsAsVerb && index.scopeVocabularies[scope].isDisjoint(with: leadNames)
  }

  /// The vocabularies of `scope` a name said as the request's verb belongs to: the first
  /// meaningful word reads as a verb by its object, and is a word of a name of the app said in
  /// full ("shuffle my cards" in Flashcards, whose setting Card Order is also "Shuffle").
  func leadVerbNames(in scope: Int) -> Set<Int> {
    leadReadsAsVerb ? leadClearNames.intersection(index.scopeVocabularies[scope]) : []
  }

  /// Whether the first meaningful word reads as a verb (see `readsAsVerb`) that no phrase of
  /// `scope` uses, nor a typo of a question word or of one of its command phrases' verbs, nor
  /// one that gets something for the speaker: "share cedar falls" asks Trails for what it does
  /// not do, "wite a note" misspells "write", "wheue's my order" "where's", and "grab me a
  /// latte" asks for one.
  func leadIsUnknownVerb(in scope: Int) -> Bool {
    guard leadTakesObject(in: scope) else { return false }
    if let known = unknownVerbs[scope] { return known }
    let unknown = readLeadAsUnknownVerb(in: scope)
    unknownVerbs[scope] = unknown
    return unknown
  }

  func readLeadAsUnknownVerb(in scope: Int) -> Bool {
    guard leadIsUnknown(in: scope), let lead else { return false }
    // "grab me a latte", "pour us two coffees": a verb of getting something for the speaker
    // asks for it, whatever the verb.
    if let object = speakerAfterLead.map({ $0 + 1 }), object < tokens.count,
      FillerWords.opensObject(tokens[object].word) || numberWords[object]
        || entityHits.contains(where: {
          $0.quality >= Self.clearNameQuality && $0.span.lowerBound == object
        })
    {
      return false
    }
    let word = tokens[lead].word
    func misspells(_ known: String) -> Bool {
      known.first == word.first && EditDistance.distance(known, word, limit: 1) != nil
    }
    let verbs = index.commandVerbs[scope]
    return !Lexicon.questionStarts.contains(where: misspells)
      && !Self.verbForms(near: word, index: index).contains { verbs.contains($0.term) }
  }

  /// The first meaningful word, when it is the verb some command phrase of `scope` starts
  /// with: "add bear creek to my favorites" asks to add, whatever else it shares with
  /// "remove … from my favorites".
  func leadVerb(in scope: Int) -> (position: Int, term: Int32)? {
    guard let lead, let exact = matches[lead].first(where: { $0.similarity == 1 }),
      index.commandVerbs[scope].contains(exact.term)
    else { return nil }
    return (lead, exact.term)
  }

  /// Whether the request says not to do something (``negatesAction``) by denying that it
  /// wants a thing: the negation, then a verb of `Lexicon.wantingVerbs` and its object ("i
  /// don't want bear creek in my favorites anymore", "i don't need the alarm"). Not wanting a
  /// thing asks to lose it, where not wanting *to* do something denies that action ("i don't
  /// want to remove it").
  var deniesWanting: Bool {
    guard negatesAction,
      let negation = tokens.firstIndex(where: { Synonyms.negations.contains($0.word) }),
      let verb = tokens.indices[(negation + 1)...].first(where: {
        !FillerWords.isAdverb(tokens[$0].word)
      }),
      Lexicon.wantingVerbs.contains(tokens[verb].word), verb + 1 < tokens.count
    else { return false }
    return !Lexicon.infinitiveMarkers.contains(tokens[verb + 1].word)
  }

  /// When the request says not to do something (``negatesAction``), the place of the word
  /// the negation denies, when it is the verb some command phrase of `scope` starts with:
  /// "hoover" in "don't hoover the living room".
  func negatedVerb(in scope: Int) -> Int? {
    guard negatesAction, let denied = Self.denied(by: tokens),
      let exact = matches[denied].first(where: { $0.similarity == 1 }),
      index.commandVerbs[scope].contains(exact.term)
    else { return nil }
    return denied
  }

  /// In a yes/no question, the words that say the verb of one of the command phrases of
  /// `scope` (exactly or by a typo) as a state or a past action, with that verb: a past
  /// participle or a state word ("paid" in "has my soup been paid for", "locked" in "is the
  /// door locked"), or the verb right after "did", "do" or "does" and its subject ("order" in
  /// "did i order a latte"). "are there any events coming up" asks about no action, "don't
  /// make any sounds" is no question, and a verb after "to" is asked for, not about (see
  /// `asksFor(_:)`). A question word before "did", "do" or "does" asks the same of the verb
  /// after the subject: "what did i order" asks what was ordered, not for an order.
  func askedVerbs(in scope: Int) -> [(position: Int, term: Int32)] {
    if let known = questionVerbs[scope] { return known }
    let found = readAskedVerbs(in: scope)
    questionVerbs[scope] = found
    return found
  }

  private func readAskedVerbs(in scope: Int) -> [(position: Int, term: Int32)] {
    let auxiliary = askingAuxiliary
    guard isYesNoQuestion || auxiliary != nil else { return [] }
    let verbs = index.commandVerbs[scope]
    let opening =
      embeddedFrame.last ?? auxiliary ?? words.firstIndex(where: Synonyms.yesNoStarts.contains)
      ?? 0
    // "don't make any sounds" is no question.
    guard opening + 1 >= words.count || words[opening + 1] != "not" else { return [] }
    let doing = Lexicon.questionAuxiliaries.contains(words[opening]) ? opening + 2 : nil
    var found: [(position: Int, term: Int32)] = []
    for position in tokens.indices
    where position > opening && !fillers[position] && !asksFor(position)
      && (position == doing || stateQuestions.contains(position)
        || Stemmer.isPastParticiple(words[position]))
    {
      for match in matches[position]
      where match.vocabulary < 0 && match.similarity >= Self.clearWordSimilarity
        && verbs.contains(match.term)
      {
        found.append((position, match.term))
      }
    }
    return found
  }

  /// Whether the word at `position` is an adverb before the request's verb, which says how or
  /// when it is meant and names nothing: "actually" and "now" of "actually turn it off", "now
  /// turn it off" (see `FillerWords.isAdverb(_:)`).
  func qualifiesVerb(_ position: Int) -> Bool {
    guard let lead, position < lead else { return false }
    return FillerWords.isAdverb(words[position])
  }

  /// Whether the words at `span` name nothing, as a value: words of a closed class ("what
  /// cards do i have", "list all my cards"; see `SlotFinder.namesNothing(_:)`), or adverbs
  /// before the verb ("now turn it off"; see `qualifiesVerb(_:)`).
  func namesNothing(_ span: Range<Int>) -> Bool {
    span.allSatisfy { SlotFinder.namesNothing(words[$0]) } || span.allSatisfy(qualifiesVerb)
  }

  /// Whether the word at `position` is a verb asked for, after "to", even in a yes/no
  /// question: "is it possible to order a latte", "are you able to lock the door"; so are the
  /// words that ask for an embedded question ("check" in "check if my order is ready").
  func asksFor(_ position: Int) -> Bool {
    position > 0 && words[position - 1] == "to"
      || embeddedFrame.contains(position)
  }

  /// The place of the word that carries the request's verb after its subject where the
  /// request asks about doing, not for it: "did", "do" or "does" after a question word, with a
  /// word of degree between or not ("what did i order", "when do you open", "how often do i
  /// water it"), or the modal of advice there or first ("how often should i water it", "should
  /// i water the fern"). `nil` for any other request.
  var askingAuxiliary: Int? {
    guard let first = words.firstIndex(where: { !Synonyms.leadIns.contains($0) }) else {
      return nil
    }
    if Lexicon.adviceModals.contains(words[first]) { return first }
    guard Lexicon.questionWords.contains(words[first]) else { return nil }
    var next = first + 1
    if next < words.count, Lexicon.degreeQuestionWords.contains(words[next]) { next += 1 }
    return next < words.count && Lexicon.questionAuxiliaries.contains(words[next]) ? next : nil
  }

  /// The place of the word the request's first negation denies: the first after it that is
  /// neither a filler nor an adverb ("hoover" in "don't ever hoover the living room").
  static func denied(by tokens: [Token]) -> Int? {
    guard let negation = tokens.firstIndex(where: { Synonyms.negations.contains($0.word) })
    else { return nil }
    return tokens.indices[(negation + 1)...].first {
      !tokens[$0].isFiller && !FillerWords.isAdverb(tokens[$0].word)
    }
  }

  /// See ``negatesAction``.
  static func negatesAction(_ tokens: [Token], mentions: [AppMention]) -> Bool {
    guard let negation = tokens.firstIndex(where: { Synonyms.negations.contains($0.word) })
    else { return false }
    // "i don't know the size of my bed" tells what the speaker does not know, and asks for
    // help with it.
    if let denied = denied(by: tokens), Synonyms.knowing.contains(tokens[denied].stem) {
      return false
    }
    // "the fan should not be on": a short subject, then its auxiliary; not the auxiliary of a
    // clause of its own ("send an email to bill that i didn't call").
    if negation > 0, Synonyms.auxiliaries.contains(tokens[negation - 1].word) {
      // "i can't change my order" asks for help with the change.
      let auxiliary = tokens[negation - 1].word
      guard Synonyms.forbiddingAuxiliaries.contains(auxiliary) else { return false }
      // "my card won't work" tells a problem with the card; a name before the auxiliary may
      // be the one spoken to ("homey, don't turn on the kettle").
      let thing = tokens[..<(negation - 1)].contains { token in
        FillerWords.opensObject(token.word)
          || Synonyms.subjects.contains(token.word) && !Synonyms.speakers.contains(token.word)
      }
      if thing && !Synonyms.normativeAuxiliaries.contains(auxiliary) { return false }
      let subject = tokens[..<(negation - 1)].filter { !$0.isFiller }
      if subject.count <= 3,
        !subject.contains(where: { Synonyms.clauseOpeners.contains($0.word) })
      {
        return true
      }
    }
    return tokens.indices[..<negation].allSatisfy { position in
      let word = tokens[position].word
      return tokens[position].isFiller || Synonyms.auxiliaries.contains(word)
        || Synonyms.subjects.contains(word) || Synonyms.leadIns.contains(word)
        || mentions.contains { $0.span.contains(position) }
    }
  }
}

extension UtteranceAnalysis {
  /// The place of the "to" after the first meaningful word when that word opens the clause as a
  /// command with its object ("remind me to", "tell my wife to", "remember to"; see
  /// `opensClause(at:)`) and asks for something of its own: not a word that passes its clause
  /// on as the request ("help me to order", "start to study", "wanted to know"; see
  /// `Lexicon.clausePassingWords` and `Lexicon.aspectVerbs`) nor a question word ("how to
  /// order"). `nil` when there is none.
  func readLeadClause() -> Int? {
    guard let lead,
      let clause = tokens.indices.first(where: {
        $0 > lead && Lexicon.infinitiveMarkers.contains(tokens[$0].word)
      }), opensClause(at: clause)
    else { return nil }
    let word = tokens[lead]
    let passes =
      TemplateScorer.isQuestion(word.word) || FillerWords.contains(word.stem)
      || Self.clausePassingStems.contains(word.stem)
    return passes ? nil : clause
  }

  /// The stems of the words that pass their clause on (`Lexicon.clausePassingWords`, and the
  /// aspect verbs: "start to study"), stemmed once.
  private static let clausePassingStems = Set(
    Lexicon.clausePassingWords.union(Lexicon.aspectVerbs).map(Stemmer.stem))

  /// Whether the word at `position` opens a clause after the request's first: a comma or a
  /// word that joins clauses (`Lexicon.clauseJoiners`) comes before it, with only fillers
  /// between. "reorder" of "i'm out of my usual, reorder it" does; "order" of "checkout my
  /// soup order" does not.
  func opensLaterClause(at position: Int) -> Bool {
    var before = position - 1
    while before >= 0 {
      if commaFollows(before) || Lexicon.clauseJoiners.contains(tokens[before].word) {
        return true
      }
      guard tokens[before].isFiller else { return false }
      before -= 1
    }
    return false
  }

  /// Whether the words between the request's first meaningful word and the "to" at `clause`
  /// are that word's object, so that the word is a verb whose clause the "to" opens: none
  /// ("remember to"), a pronoun, possessive or article and then only fillers and words no
  /// phrase says, nor nearly ("remind me to", "tell my wife to", "ask the kids to"), or one
  /// such word, a person's name ("ask sam to"). A stray word before a request ("i johns want
  /// to play solitaire") opens no clause, nor does a word asked about or told of rather than
  /// commanded: after a copula ("is it normal to wait", "am i free to top up") or after the
  /// speaker ("i went to top up", "we want someone to check the size").
  fileprivate func opensClause(at clause: Int) -> Bool {
    guard let lead, clause > lead else { return false }
    let before = tokens[..<lead].map(\.word)
    if before.contains(where: {
      Lexicon.copulas.contains($0) || Lexicon.speakerPronouns.contains($0)
    }) {
      return false
    }
    let between = (lead + 1)..<clause
    guard let first = between.first else { return true }
    let unsaid = { (place: Int) in
      !self.tokens[place].isFiller && !self.numberWords[place]
        && !self.matches[place].contains {
          $0.similarity >= UtteranceAnalysis.clearWordSimilarity
        }
    }
    let word = tokens[first].word
    if Lexicon.objectPronouns.contains(word) || Lexicon.possessives.contains(word)
      || Lexicon.determiners.contains(word)
    {
      return between.dropFirst().allSatisfy { tokens[$0].isFiller || unsaid($0) }
    }
    return unsaid(first) && between.dropFirst().isEmpty
  }
}

// Light verbs: "have a look", "do a search", "take a note".
extension UtteranceAnalysis {
  /// The positions of the light verbs whose noun names an action: one some phrase of `index`
  /// opens with, or a verb of `Synonyms`' groups of actions ("have a look at my favorites", "do
  /// a reset of spanish", "give me a call"). The noun is the request's verb, not the light
  /// verb, which pairs only with a phrase that says it too ("Can I place an order").
  static func lightVerbs(in tokens: [Token], index: PhraseIndex) -> [Int] {
    tokens.indices.filter { position in
      guard let noun = lightVerbObject(after: position, tokens) else { return false }
      let stem = tokens[noun].stem
      return Synonyms.actionStems.contains(stem)
        || index.terms.id(of: stem).map { term in
          index.commandVerbs.contains { $0.contains(term) }
        } == true
    }
  }

  /// The place of the noun after the light verb at `position` and "a" or "an", with "me" or
  /// "us" before them ("give me a call"); `nil` when the word at `position` is no light verb
  /// or no article follows it. A light verb so followed commands: "do a search" asks nothing.
  static func lightVerbObject(after position: Int, _ tokens: [Token]) -> Int? {
    guard Lexicon.lightVerbs.contains(tokens[position].word) else { return nil }
    var article = position + 1
    if article < tokens.count, FillerWords.speaker.contains(tokens[article].word) {
      article += 1
    }
    guard article + 1 < tokens.count, Lexicon.indefiniteArticles.contains(tokens[article].word)
    else { return nil }
    return article + 1
  }

  /// The stems of the actions the verb at `lead` says: its own, and those it says with its
  /// particle, right after it or after its object (`particle`): "get rid of the extra shot"
  /// removes, so it undoes what "Add an extra shot" does.
  static func actions(at lead: Int, _ tokens: [Token], particle: Int?) -> [String] {
    let phrasal = Synonyms.phrasal[tokens[lead].word] ?? [:]
    let next = lead + 1 < tokens.count ? phrasal[tokens[lead + 1].word] : nil
    let separated = particle.flatMap { phrasal[tokens[$0].word] }
    return [tokens[lead].stem] + (next ?? []) + (separated ?? [])
  }

  /// The terms of `index` for the actions that undo those the verb at `lead` says (see
  /// `actions(at:_:particle:)`).
  static func opposites(at lead: Int, _ tokens: [Token], particle: Int?, _ index: PhraseIndex)
    -> Set<Int32>
  {
    Set(
      actions(at: lead, tokens, particle: particle).flatMap(Synonyms.opposites(of:))
        .compactMap { index.terms.id(of: $0) })
  }

  /// The stems the request's first word says as a light verb that makes the thing after it
  /// ("take a note" adds a note), when it is one and no particle after it says another verb
  /// ("take a trail off my favorites" removes it).
  static func madeByLightVerb(at lead: Int, _ tokens: [Token], particle: Int?) -> [String] {
    guard particle == nil, Lexicon.makingLightVerbs.contains(tokens[lead].word),
      lightVerbObject(after: lead, tokens) != nil
    else { return [] }
    return Synonyms.made
  }
}

// Writing down: "jot down buy milk".
extension UtteranceAnalysis {
  /// Whether the word at `position` is the "down" of a verb of writing (`Synonyms.writingDown`),
  /// right after it or after "this", "it" or "that": "jot down buy milk", "write this down".
  static func writesDown(_ tokens: [Token], at position: Int) -> Bool {
    guard tokens[position].word == "down", position > 0 else { return false }
    let verb =
      position > 1 && Lexicon.writtenThings.contains(tokens[position - 1].word)
      ? position - 2 : position - 1
    return Synonyms.writingDown.contains(tokens[verb].word)
  }

  /// The particle that, said after the object of the verb at `lead`, makes a phrasal verb of
  /// it (see `Synonyms.phrasal` and `Synonyms.separable`): the first particle after the verb's
  /// object, outside `names` and the app `mentions`, with no clause opened between ("take bear
  /// creek off my favorites", not "take a note that i'm off tomorrow"). A particle right after
  /// the verb is read where the pair is read.
  static func separatedParticle(
    after lead: Int, _ tokens: [Token], names: [Range<Int>], mentions: [AppMention]
  ) -> Int? {
    guard Synonyms.separable.contains(tokens[lead].word),
      let particles = Synonyms.phrasal[tokens[lead].word], lead + 2 < tokens.count
    else { return nil }
    for position in (lead + 2)..<tokens.count {
      let word = tokens[position].word
      if Synonyms.clauseOpeners.contains(word) { return nil }
      guard FillerWords.isParticle(word) || particles[word] != nil,
        !names.contains(where: { $0.contains(position) }),
        !mentions.contains(where: { $0.span.contains(position) })
      else { continue }
      return particles[word] != nil ? position : nil
    }
    return nil
  }
}
