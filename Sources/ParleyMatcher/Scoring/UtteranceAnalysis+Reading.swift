import Foundation

// What the analysis reads once from the words of a request: auxiliaries, embedded questions,
// synonyms of phrasal verbs (their particle beside the verb or after its object), verb typos, names read by their kind, the opening address.
extension UtteranceAnalysis {
  /// Whether `words` are a name of `hit`'s entry, word for word: "trip to lisbon" is the
  /// note Trip to Lisbon, while "order in" only holds the words of the card order In Order.
  static func saysName(
    of hit: EntityIndex.Hit, as words: ArraySlice<Token>, in vocabularies: [SlotVocabulary]
  ) -> Bool {
    let entry = vocabularies[hit.vocabulary].entries[hit.entry]
    let said = words.map(\.stem)
    return ([entry.title] + entry.synonyms).contains { Tokenizer.tokens($0).map(\.stem) == said }
  }

  /// Whether `token` is a gerund: a word in "-ing" that stemming shortens ("studying", not
  /// "spring"), other than a noun in "-thing" ("something") or a time of day ("evening").
  static func isGerund(_ token: Token) -> Bool {
    token.word.count >= 6 && token.word.hasSuffix("ing") && token.stem.count < token.word.count
      && !token.word.hasSuffix("thing") && !Lexicon.timeWords.contains(token.word)
  }

  /// The positions of the auxiliaries: a "have", "has" or "had" that a past participle
  /// follows as one of the next two meaningful words ("have i paid", "has my order shipped").
  /// It makes a tense, not a statement of having: no evidence for a phrase's "have". So is a
  /// verb of beginning or going on before a gerund ("start studying spanish"): it says when,
  /// and the gerund what, and no phrase word ("Start ${folder} over").
  static func auxiliaries(in tokens: [Token]) -> [Int] {
    tokens.indices.filter { position in
      Lexicon.perfectAuxiliaries.contains(tokens[position].word)
        && tokens[(position + 1)...].filter { !$0.isFiller }.prefix(2)
          .contains { Stemmer.isPastParticiple($0.word) }
        || position + 1 < tokens.count && Lexicon.aspectVerbs.contains(tokens[position].word)
          && isGerund(tokens[position + 1])
    }
  }

  /// Whether the word at `position`, though one that opens questions, commands: "do not" (see
  /// `forbids(_:at:)`), or a light verb before the action it names ("do a search for pie").
  static func commands(_ tokens: [Token], at position: Int) -> Bool {
    forbids(tokens, at: position) || lightVerbObject(after: position, tokens) != nil
  }

  /// Whether the request opens with "do not" at `position` ("don't play jazz"): it tells,
  /// and asks nothing.
  static func forbids(_ tokens: [Token], at position: Int) -> Bool {
    tokens[position].word == "do" && position + 1 < tokens.count
      && tokens[position + 1].word == "not"
  }

  /// Whether the word at `position`, the request's first, opens a yes/no question ("is …",
  /// "does …"; not the "do not" of "don't play jazz").
  static func opensYesNoQuestion(_ tokens: [Token], at position: Int) -> Bool {
    Synonyms.yesNoStarts.contains(tokens[position].word) && !commands(tokens, at: position)
  }

  /// Whether the word at `position` is asked about, yes or no: the request is a yes/no
  /// question, or the word is in a clause that is one (see `inYesNoClause(_:at:)`).
  func asksYesNo(at position: Int) -> Bool {
    askedYesOrNo.indices.contains(position) && askedYesOrNo[position]
  }

  /// Whether a phrase of the app at `app` (its index among the catalog's apps) says the word at
  /// `position`, as it is, nearly or by a synonym; with no app, whether any phrase does.
  func isPhraseWord(at position: Int, ofApp app: Int?) -> Bool {
    guard let app else { return !matches[position].isEmpty }
    return matches[position].contains { index.weight(of: $0.term, in: app) != nil }
  }

  /// Whether the word at `position` is in a clause that asks yes or no after a word that
  /// joins it to the clause before: "open" in "how long is bear creek and is it open" asks
  /// whether the trail is open, as in "is bear creek open", and opens nothing. The clause is
  /// the words after the last joiner before `position` (`Lexicon.clauseJoiners`).
  static func inYesNoClause(_ tokens: [Token], at position: Int) -> Bool {
    guard
      let joiner = tokens[..<position].lastIndex(where: {
        Lexicon.clauseJoiners.contains($0.word)
      }),
      joiner + 1 < position
    else { return false }
    return opensYesNoQuestion(tokens, at: joiner + 1)
  }

  /// Where a question opening with "how" at `position` says the state it asks for: at "how"
  /// itself in "how is bear creek" (its state, whatever it is), at the state word in "how
  /// muddy is bear creek" (the word between "how" and its verb), and nowhere in "how do i …".
  static func askedHow(_ tokens: [Token], at position: Int) -> Int? {
    guard tokens[position].word == "how", position + 1 < tokens.count else { return nil }
    if Synonyms.stateVerbs.contains(tokens[position + 1].word) { return position }
    let state = position + 1
    guard state + 1 < tokens.count, Synonyms.stateWords.contains(tokens[state].word),
      Synonyms.stateVerbs.contains(tokens[state + 1].word)
    else { return nil }
    return state
  }

  /// Where a question opening with "how" at `position` asks a measure of a thing the request
  /// names among `hits` (a value an app lists, said after it): at "long" in "how long
  /// is bear creek" (the word of ``Lexicon/degreeMeasures`` between "how" and its verb), whose
  /// length is what the thing's information says, as its mud is. Nowhere in "how old is kim",
  /// which names nothing an app lists, nor in "how much is a latte", which asks a price.
  static func askedMeasure(
    _ tokens: [Token], at position: Int?, naming hits: [EntityIndex.Hit]
  ) -> Int? {
    guard let position, tokens[position].word == "how" else { return nil }
    let measure = position + 1
    guard measure + 1 < tokens.count,
      Lexicon.degreeMeasures[tokens[measure].word] != nil,
      Synonyms.stateVerbs.contains(tokens[measure + 1].word),
      hits.contains(where: { $0.span.lowerBound > measure })
    else { return nil }
    return measure
  }

  /// Where a question embedded after words that ask for it opens, and whether it asks yes or
  /// no: "if" or "whether" after "tell me", "do you know", "check", "i wonder" (and fillers),
  /// or a question word right after them ("tell me what's in spanish"). The words before it
  /// ask to be told; the question is what follows.
  static func embeddedQuestion(in tokens: [Token]) -> (position: Int, yesNo: Bool)? {
    var asks = false
    for (position, token) in tokens.enumerated() {
      let word = token.word
      if asks, Lexicon.embeddedYesNoWords.contains(word) { return (position, true) }
      if asks, Lexicon.embeddedQuestionWords.contains(word) { return (position, false) }
      if Lexicon.askingVerbs.contains(word) {
        asks = true
      } else if !token.isFiller && !Synonyms.leadIns.contains(word) {
        return nil
      }
    }
    return nil
  }

  /// Lets the word at `position` also say `stems`, as synonyms (0.7), where the catalog uses
  /// them and the word does not say them already.
  static func addSynonyms(
    _ stems: [String], at position: Int, index: PhraseIndex, into matches: inout [[TermMatch]]
  ) {
    for stem in stems {
      if let term = index.terms.id(of: stem),
        !matches[position].contains(where: { $0.term == term })
      {
        matches[position].append(
          TermMatch(term: term, similarity: Synonyms.similarity, how: .synonym))
      }
    }
  }

  /// Whether each word is a particle: one such as "on" or "up" (see
  /// `FillerWords.isParticle(_:)`), or the word that makes a phrasal verb of the verb right
  /// before it (see `Synonyms.phrasal`): the "rid" of "get rid of".
  static func particles(of tokens: [Token]) -> [Bool] {
    tokens.indices.map { position in
      let word = tokens[position].word
      return FillerWords.isParticle(word)
        || position > 0 && Synonyms.phrasal[tokens[position - 1].word]?[word] != nil
    }
  }

  /// The verb at `position` read with its `particle` as the phrasal verb that says `stems`
  /// (see `Synonyms.phrasal`): the verb says them, and no longer the verbs it stands in for
  /// alone ("get rid of the note" removes it, and neither gets nor finds anything), nor
  /// itself unless a phrase says the particle, and so may say the phrasal verb as it is ("Cross
  /// off an item"); nor does the particle stand in for a verb of its own (the "rid" of "get
  /// rid", said once by the verb), though it still says itself.
  static func readPhrasal(
    _ stems: [String], at position: Int, particle: Int, index: PhraseIndex,
    into matches: inout [[TermMatch]]
  ) {
    guard !stems.isEmpty else { return }
    let phrasesSayParticle = matches[particle].contains { match in
      match.how != .synonym && !index.postings[Int(match.term)].isEmpty
    }
    matches[position].removeAll { $0.how == .synonym || !phrasesSayParticle }
    matches[particle].removeAll { $0.how == .synonym }
    addSynonyms(stems, at: position, index: index, into: &matches)
  }

  /// Reads the request's first meaningful word as a misspelt command verb: when it says no
  /// phrase word, not even as a typo, and is the first word of a command phrase with one
  /// letter dropped or added, keeping its first letter ("deete the note", "wrte a note").
  /// Elsewhere a word of up to five letters must keep its length ("flood" is not "food"); the
  /// first word of a command is its verb. A letter changed is no such typo: "play" is not
  /// "plan".
  static func readVerbTypo(
    at lead: Int, tokens: [Token], index: PhraseIndex, into matches: inout [[TermMatch]]
  ) {
    let word = tokens[lead].word
    guard matches[lead].isEmpty, word.utf8.count >= 4, !ValueWords.contains(tokens[lead].stem)
    else { return }
    for form in verbForms(near: word, index: index)
    where form.word.utf8.count != word.utf8.count
      && !matches[lead].contains(where: { $0.term == form.term })
    {
      matches[lead].append(
        TermMatch(
          term: form.term, similarity: EditDistance.similarity(edits: PhraseIndex.misspellingEdits),
          how: .typo))
    }
  }

  /// The words of the catalog's command verbs within one edit of `word` that keep its first
  /// letter, and the verbs they say, looked up in ``PhraseIndex/verbForms``: the cost does not
  /// grow with the number of verbs.
  static func verbForms(near word: String, index: PhraseIndex)
    -> [(word: String, term: Int32)]
  {
    index.verbForms.words(near: word).map { index.verbFormWords[Int($0.word)] }
      .filter { $0.word.utf8.first == word.utf8.first }
  }

  /// Reads a name no entry holds by its kind word: a run of words that no phrase uses, with a
  /// kind word of a vocabulary whose query takes any name ("mist trail", a name of the type
  /// "Trail"), is a name of that vocabulary. Its kind word is a word of the name, no evidence
  /// for a phrase that says it ("open mist trail" does not open favourite trails) nor an app
  /// name, and the run fills a slot that takes the vocabulary. Fillers, particles, value
  /// words, words that point back (`Lexicon.backReferences`: "my previous coffee order"), app
  /// names and known values ("biking trails") are no words of a name, and a number
  /// is one only inside the name or before a singular ("four mile trail"): "2 soups" and
  /// "2 pumpkin soups" are counts.
  static func readNamesByKind(
    _ tokens: [Token], numbers: [Bool], index: PhraseIndex, mentions: [AppMention],
    hits: [EntityIndex.Hit], lead: Int?, into matches: inout [[TermMatch]]
  ) -> [(vocabulary: Int, span: Range<Int>)] {
    guard !index.kindNamedVocabularies.isEmpty else { return [] }
    var names: [(vocabulary: Int, span: Range<Int>)] = []
    func named(_ position: Int) -> Bool {
      mentions.contains { $0.span.contains(position) }
        || hits.contains { $0.quality >= Self.clearNameQuality && $0.span.contains(position) }
    }
    func number(_ position: Int) -> Bool { numbers[position] }
    // Words that may be words of a name, whatever phrase words they say.
    let free = tokens.indices.map { position in
      let token = tokens[position]
      return !token.isFiller && !FillerWords.isParticle(token.word) && !named(position)
        && !ValueWords.contains(token.stem) && !numbers[position]
        && !Lexicon.backReferences.contains(token.word)
    }
    // An app's name said as it is ("in trails", "soup shop") is the app's, not a kind word;
    // "trail" only sounds like Trails.
    let appNamed = Set(
      mentions.filter { mention in
        let said = tokens[mention.span].map(\.word)
        return index.apps[mention.app].names.contains { $0.words == said }
      }.flatMap(\.span))
    // A request that names an app as it is reads names by kind only for the vocabularies that
    // app's intents take: "the work folder in notes" names no folder of Flashcards, and its
    // "folder" stays a word of Notes' phrase.
    let namedApps = Set(
      mentions.filter { mention in mention.span.allSatisfy(appNamed.contains) }.map(\.app))
    let readable = index.kindNamedVocabularies.filter { vocabulary in
      namedApps.isEmpty || namedApps.contains { index.scopeVocabularies[$0].contains(vocabulary) }
    }
    for vocabulary in readable {
      // Only the phrases of the apps that take the vocabulary say which words are no names:
      // "movie" of "the movie night note" is a name's word whether or not a cinema app whose
      // phrases get movie tickets is loaded.
      let scopes = index.vocabularyScopes[vocabulary]
      func saysPhraseWord(_ match: TermMatch) -> Bool {
        scopes.isEmpty || scopes.contains { index.weight(of: match.term, in: $0) != nil }
      }
      /// Whether the word at `position` may be a word of a name: one that says no word of those
      /// phrases, not even as a typo or synonym ("new" says "create").
      func unknown(_ position: Int) -> Bool {
        free[position] && !matches[position].contains(where: saysPhraseWord)
      }
      func kind(_ position: Int) -> Bool {
        !tokens[position].isFiller && !appNamed.contains(position)
          && (saysKind(tokens[position], matches[position], of: vocabulary, index)
            || index.nameHeads[vocabulary].contains(tokens[position].stem))
      }
      // A name read by its kind says a kind word.
      guard tokens.indices.contains(where: kind) else { continue }
      // The words of a noun phrase that ends in the kind word, after a word of the name, are
      // the name's and say no phrase word: "the packing list note" and "my grocery list note"
      // list nothing.
      func nameWord(_ position: Int) -> Bool {
        unknown(position) && !kind(position)
          || hits.contains { hit in
            hit.vocabulary == vocabulary && hit.quality >= Self.clearNameQuality
              && hit.span.contains(position)
          }
      }
      for last in tokens.indices where kind(last) {
        var first = last
        while first > 0, free[first - 1] || nameWord(first - 1) { first -= 1 }
        guard first > 0, FillerWords.isDeterminer(tokens[first - 1].word),
          let opening = (first..<last).first(where: nameWord)
        else { continue }
        for position in (opening + 1)..<last where free[position] {
          matches[position].removeAll(where: saysPhraseWord)
        }
      }
      var start = 0
      while start < tokens.count {
        var end = start
        while end < tokens.count, unknown(end) || number(end) || kind(end) { end += 1 }
        var run = start..<end
        // A kind word before the name says what it is: "the note recipes"; one ends it, and
        // what follows says something of the thing: "mesa trail details".
        while let first = run.first, kind(first) { run = (first + 1)..<run.upperBound }
        if let last = run.last(where: kind) { run = run.lowerBound..<(last + 1) }
        // "take juniper loop off my favorites": the request's verb, with its particle after
        // the name, is no word of the name.
        if let lead, run.lowerBound == lead, run.count > 1,
          separatedParticle(after: lead, tokens, names: [], mentions: mentions)
            .map({ $0 >= run.upperBound }) == true
        {
          run = (lead + 1)..<run.upperBound
        }
        // A number before a plural counts: "2 pumpkin soups", but "four mile trail".
        if let last = run.last(where: kind), tokens[last].word != tokens[last].stem {
          while let first = run.first, number(first) { run = (first + 1)..<run.upperBound }
        }
        if run.contains(where: { unknown($0) && !kind($0) }), run.contains(where: kind) {
          names.append((vocabulary, run))
          // Its words say no word of those phrases; its kind word still does: "move groceries
          // to the shopping folder" says the "folder" of "Move ${note} to another folder".
          for position in run where !kind(position) {
            matches[position].removeAll(where: saysPhraseWord)
          }
        }
        start = max(end, start + 1)
      }
    }
    return names
  }

  /// Where the name that the verb at `lead` switches starts, when the verb switches a thing
  /// named in full after it: "disable shuffle", "turn shuffle off", "switch on the shuffle"
  /// (the words that open a noun phrase between); `nil` for any other verb or object.
  static func switchedName(by lead: Int, tokens: [Token], hits: [EntityIndex.Hit])
    -> Int?
  {
    let word = tokens[lead].word
    guard Lexicon.switchingVerbs.contains(word) || Lexicon.switchVerbs.contains(word) else {
      return nil
    }
    var name = lead + 1
    if !Lexicon.switchingVerbs.contains(word), name < tokens.count,
      Lexicon.switchDirections.contains(tokens[name].word)
    {
      name += 1
    }
    while name < tokens.count,
      Lexicon.determiners.contains(tokens[name].word)
        || Lexicon.possessives.contains(tokens[name].word)
    {
      name += 1
    }
    guard
      let hit = hits.first(where: { hit in
        hit.span.lowerBound == name && hit.quality >= clearNameQuality && !hit.hadTypo
      })
    else { return nil }
    // "turn shuffle off": a verb that switches with "on" or "off" says one of them.
    if !Lexicon.switchingVerbs.contains(word), name == lead + 1 {
      guard hit.span.upperBound < tokens.count,
        Lexicon.switchDirections.contains(tokens[hit.span.upperBound].word)
      else { return nil }
    }
    return name
  }

  /// The vocabularies whose kind (a kind word or the type's noun) the object of the verb at
  /// `lead`, one that shows, finds or lists, says as a plural and alone: after the speaker and
  /// the words that open a noun phrase ("me", "my", "all"), with nothing after it but small
  /// words and the app's name, and no name said. "show me my notes" and "list all the notes in
  /// notes" ask for the list of notes; "show my groceries note" and "find notes about pie" do
  /// not.
  static func pluralKindObject(
    after lead: Int, tokens: [Token], matches: [[TermMatch]], hits: [EntityIndex.Hit],
    mentions: [AppMention], index: PhraseIndex
  ) -> Set<Int> {
    guard Synonyms.listing.contains(tokens[lead].stem),
      !hits.contains(where: { $0.quality >= clearNameQuality })
    else { return [] }
    var object = lead + 1
    while object < tokens.count,
      FillerWords.speaker.contains(tokens[object].word)
        || FillerWords.isDeterminer(tokens[object].word) || tokens[object].word == "all"
    {
      object += 1
    }
    guard object < tokens.count, tokens[object].word != tokens[object].stem,
      tokens[object].word.hasSuffix("s"),
      tokens[(object + 1)...].indices.allSatisfy({ position in
        tokens[position].isFiller || FillerWords.isParticle(tokens[position].word)
          || mentions.contains { $0.span.contains(position) && $0.span.lowerBound > object }
      })
    else { return [] }
    return Set(
      index.vocabularies.indices.filter { vocabulary in
        saysKind(tokens[object], matches[object], of: vocabulary, index)
      })
  }

  /// The positions of the words that address an app before the request proper: its name
  /// said first, after a greeting or before a comma ("hey trails add …", "in brew, order …"),
  /// or between a word and "to" ("tell trails to …", "use notes to …").
  static func openingAddress(
    _ tokens: [Token], mentions: [AppMention], utterance: String
  ) -> Range<Int> {
    guard
      let first = tokens.indices.first(where: {
        !tokens[$0].isFiller && !Synonyms.leadIns.contains(tokens[$0].word)
      })
    else { return 0..<0 }
    for mention in mentions {
      let end = mention.span.upperBound
      if mention.span.lowerBound == first + 1, end < tokens.count, tokens[end].word == "to" {
        return first..<(end + 1)
      }
      guard mention.span.lowerBound == first, end < tokens.count else { continue }
      let greeted = tokens[..<first].contains { Synonyms.leadIns.contains($0.word) }
      if greeted || commaFollows(end - 1, in: tokens, of: utterance) {
        return mention.span
      }
    }
    return 0..<0
  }

  /// Whether the word at `position` reads as a verb with its object: it is followed at once
  /// (no comma between) by what opens or stands for a noun phrase ("repot the basil", "remind
  /// me"), a number ("order 2 soups") or a name the catalog knows ("share cedar falls"). An
  /// adverb or a discourse word stands before the verb instead ("actually open …", "quickly
  /// get …"; see `FillerWords.isAdverb`), or is set apart by a comma ("so, …"). Words of
  /// closed classes the matcher knows (fillers, particles, question, value and yes or no
  /// words), past participles ("saved trails"), words that describe a thing as people always
  /// ask for it ("good hiking trails": `Lexicon.asAlways`) and words of an app's name are no
  /// verbs, nor is the speaker's own action after "I will" or "we would" ("i'll take a
  /// latte"). Words of a name are no verbs only for the app that knows the name: see
  /// `leadTakesObject(in:)`.
  static func readsAsVerb(
    at position: Int, tokens: [Token], numbers: [Bool], utterance: String,
    hits: [EntityIndex.Hit], kindNames: [(vocabulary: Int, span: Range<Int>)],
    mentions: [AppMention]
  ) -> Bool {
    let token = tokens[position]
    let word = token.word
    let next = position + 1
    guard next < tokens.count, !token.isFiller, !numbers[position],
      !FillerWords.isParticle(word), !ValueWords.contains(token.stem),
      !TemplateScorer.isQuestion(word), !BooleanWords.yes.contains(word),
      !BooleanWords.no.contains(word), !Stemmer.isPastParticiple(word),
      !Lexicon.asAlways.contains(word), !mentions.contains(where: { $0.span.contains(position) })
    else { return false }
    // "i'll take a cold brew", "we'd have the soup": the speaker's own action is a wish, not
    // a command ("i'd like to repot the basil" still asks to repot it).
    if position >= 2, Lexicon.wishModals.contains(tokens[position - 1].word),
      Lexicon.speakerPronouns.contains(tokens[position - 2].word)
    {
      return false
    }
    if commaFollows(position, in: tokens, of: utterance) { return false }
    // "any good biking trails": a word after a determiner is in a noun phrase, no verb.
    if position > 0, FillerWords.isDeterminer(tokens[position - 1].word) { return false }
    if FillerWords.opensObject(tokens[next].word) || numbers[next] { return true }
    // A name said as it is: "with" is no misspelt "Withe".
    return !tokens[next].isFiller
      && (hits.contains {
        $0.quality >= Self.clearNameQuality && !$0.hadTypo && $0.span.lowerBound == next
      }
        || kindNames.contains { $0.span.lowerBound == next })
  }

  /// Reads each word no phrase says (no match yet) and the word vectors do not know as the
  /// phrase words one edit from it, whatever its length ("wke" for "wake"), for the scoring
  /// model: a misspelling typo tolerance leaves unread then weakens the evidence rather than
  /// vanishing from it. Fillers, numbers and the positions in `skipped` are left alone.
  static func readMisspellings(
    _ tokens: [Token], skipping skipped: [Int], numbers: [Bool], index: PhraseIndex,
    into matches: inout [[TermMatch]]
  ) {
    for position in tokens.indices
    where matches[position].isEmpty && !tokens[position].isFiller && !numbers[position]
      && !skipped.contains(position)
    {
      matches[position] = index.misspeltMatches(for: tokens[position].word)
    }
  }
}
