import Foundation

/// Everything one utterance needs for scoring, computed once per match: its tokens, which
/// catalog terms each token may be (exactly, by stem, typo, synonym or number), the weight of
/// each token, the app names it says, and the entries, numbers and dates it holds.
final class UtteranceAnalysis {
  /// One way a token may be a catalog term.
  struct TermMatch: Sendable {
    let term: Int32
    let similarity: Double
    let how: MatchExplanation.How
    /// For a value that says its kind, the value's vocabulary: an intent that takes such
    /// values in a slot does not read them as its kind word.
    var vocabulary: Int = -1
  }

  /// An app name or synonym said in the utterance.
  struct AppMention: Sendable {
    let app: Int
    let span: Range<Int>
    let text: String

    /// Whether the name was said: the app in focus (``MatchOptions/appInFocus``) is
    /// addressed without a word, at an empty span after the last token.
    var isSaid: Bool { !span.isEmpty }
  }

  /// A value read from a span of the utterance.
  struct ValueSpan: Sendable {
    let value: SlotValue
    let span: Range<Int>
  }

  /// How closely a value says its kind (see ``PhraseIndex/kindTerms``).
  static var kindSimilarity: Double { MatcherSettings.shared.kindSimilarity }

  let utterance: String
  let tokens: [Token]
  let words: [String]
  /// Whether each token is a filler word.
  let fillers: [Bool]
  /// Whether each word is a number on its own ("2", "two").
  let numberWords: [Bool]
  /// Whether each word is a question word ("what", "is"; see `TemplateScorer.isQuestion(_:)`).
  let questionWords: [Bool]
  /// Whether each word is a particle ("on", "up", the "rid" of "get rid"; see `particles(of:)`).
  let particles: [Bool]
  let matches: [[TermMatch]]
  /// `matches` laid out for the loops that read them for every scored phrase.
  let matchTable: MatchTable
  let appMentions: [AppMention]
  /// App names said as the kind word of a name no entry holds, with the name's vocabulary:
  /// "note" of "write a quick note" is Notes' name to a phrase that takes no note.
  let kindWordMentions: [(mention: AppMention, vocabulary: Int)]
  let entityHits: [EntityIndex.Hit]
  /// Names no entry holds, read by their kind word: "mist trail" (see `readNamesByKind`).
  let kindNames: [(vocabulary: Int, span: Range<Int>)]
  let options: MatchOptions
  let vocabularies: [SlotVocabulary]
  /// Whether the utterance is framed as a question.
  let isQuestion: Bool
  /// Whether the utterance is a yes/no question ("is …", "are …", "does …").
  let isYesNoQuestion: Bool
  /// Which words are in a clause that asks yes or no after the clause before it (see
  /// `inYesNoClause(_:at:)`).
  let askedInClause: [Bool]
  /// The words that ask for a question they embed, with its "if" or "whether": "tell me if" in
  /// "tell me if the fan is on", "tell me" in "tell me what's in spanish" (see
  /// `embeddedQuestion(in:)`); empty where there is none.
  let embeddedFrame: Range<Int>
  /// The positions of the words that ask for a state: "open" in "is the trail open", "how" in
  /// "how is the trail".
  let stateQuestions: Set<Int>
  /// The first meaningful word's position (not a filler nor a lead-in such as "please").
  let lead: Int?
  /// The particles with an opposite (see `Synonyms.oppositeParticle(of:)`) said as the first
  /// meaningful word's: right after it ("turn on the kettle"), or with nothing but fillers and
  /// app names after them ("turn the kettle on with homey"); never a word of a name.
  let verbParticles: Set<String>
  /// The particle said after the object of the first meaningful word that makes a phrasal verb
  /// of it ("off" of "take bear creek off my favorites"): the verb's, no word of a value.
  let phrasalParticle: Int?
  /// Whether the request says not to do what it says: a negation (``Synonyms/negations``)
  /// after nothing but fillers, auxiliaries, pronouns and app names ("never turn on the kettle",
  /// "i don't want the heater on"), or right after a forbidding auxiliary ("the fan shouldn't be
  /// on"); not after another auxiliary ("i can't change my order" asks for help), nor of what a
  /// thing does not do ("my card won't work") or of knowing ("i don't know how to pay"), nor
  /// after the verb and its object, which corrects a value ("order a latte, not a mocha").
  let negatesAction: Bool
  /// Whether the request says a negation at all ("my last set won't save"): what it tells is
  /// not so asks to lose nothing it does not name (see `TemplateScorer`'s vetoes).
  let saysNegation: Bool
  /// The catalog terms that say the action undoing the one the first meaningful word says.
  let leadOpposites: Set<Int32>
  /// In a yes/no question, the catalog terms that say the action undoing a state it asks
  /// about: "unlock" for "is the front door locked".
  let stateOpposites: Set<Int32>
  /// Whether the first meaningful word is a past participle ("saved trails"): a state.
  let leadIsParticiple: Bool
  /// Whether the first meaningful word says an action ("add", "open"; see `Synonyms.actions`).
  let leadSaysAction: Bool
  /// Whether the first meaningful word shows ("show", "display"; see `Synonyms.viewing`).
  let leadShows: Bool
  /// The vocabularies whose kind the request's object says as a plural, with no name: "show
  /// me my notes" asks for the list of notes, not for one note it does not name.
  let pluralKindObject: Set<Int>
  /// Whether the first meaningful word reads as a verb by what follows it, its object (see
  /// `readsAsVerb`), whatever names it is a word of.
  let leadReadsAsVerb: Bool
  /// The vocabularies of the names the first meaningful word is a word of.
  let leadNames: Set<Int>
  /// The vocabularies of the names said in full, as they are, that the first meaningful word
  /// is a word of: "shuffle", a setting of Flashcards, in "shuffle my cards".
  let leadClearNames: Set<Int>
  /// Whether the first meaningful word is a verb that switches a thing named in full after
  /// it ("disable shuffle", "turn shuffle off"): the name says what the request does.
  let leadSwitchesName: Bool
  let index: PhraseIndex
  /// Each scope's token weights, computed when a template of the scope is first scored.
  var scopeWeights: [[Double]?]
  /// For each scope, whether the first meaningful word is a verb none of its phrases uses
  /// (see `leadIsUnknownVerb(in:)`), once asked.
  var unknownVerbs: [Bool?]
  /// The place of the "to" whose clause the first meaningful word asks about rather than for
  /// (see `readLeadClause()`), read once for every phrase scored.
  lazy var leadClause: Int? = readLeadClause()
  /// The place of the "me" or "us" right after the request's lead word, which names the
  /// speaker, not the action ("tell me about cedar falls", "show us the menu"); read once for
  /// every phrase scored.
  lazy var speakerAfterLead: Int? = {
    guard let lead, lead + 1 < tokens.count, FillerWords.speaker.contains(tokens[lead + 1].word)
    else { return nil }
    return lead + 1
  }()
  /// For each scope, the verbs of its command phrases a yes/no question asks about (see
  /// `askedVerbs(in:)`), once asked.
  var questionVerbs: [[(position: Int, term: Int32)]?]
  /// For each app asked about, the vocabularies whose list of a kind the request asks to see
  /// (read by the template scorer).
  var kindLists: [Int: [Int]] = [:]
  /// An entry of a vocabulary.
  struct EntryKey: Hashable {
    let vocabulary: Int
    let entry: Int
  }
  /// The words of the names of the entries a name said runs into a word after (see
  /// `runsIntoUnknownWord(_:)`), once read.
  var nameWords: [EntryKey: [String]] = [:]

  /// Analyses `utterance` against `index`.
  init(_ utterance: String, index: PhraseIndex, options: MatchOptions) {
    self.utterance = utterance
    vocabularies = index.vocabularies
    var tokens = index.spelled(Tokenizer.tokens(utterance))
    // "have i paid": the auxiliary says no phrase's "have" ("What soups does … have today"),
    // nor "start" of "start studying spanish" a phrase's "start" (see `auxiliaries(in:)`).
    let auxiliaries = Self.auxiliaries(in: tokens)
    for position in auxiliaries { tokens[position].isFiller = true }
    // "have a look at the map": a light verb is not the request's verb (see `lightVerbs`).
    let lightVerbs = Self.lightVerbs(in: tokens, index: index)
    // "tell me if the fan is on": the question is the clause after "if", and "if" says no
    // phrase word.
    let embedded = Self.embeddedQuestion(in: tokens)
    if let embedded {
      // The words that ask for it ("tell", "know") weigh as fillers; they still say a phrase's
      // word ("Check ${device}").
      for position in 0..<embedded.position
      where Lexicon.askingVerbs.contains(tokens[position].word) {
        tokens[position].isFiller = true
      }
      if embedded.yesNo { tokens[embedded.position].isFiller = true }
    }
    embeddedFrame = embedded.map { 0..<($0.yesNo ? $0.position + 1 : $0.position) } ?? 0..<0
    // "is the fan not on", "isn't jazz playing": a yes/no question asks the same whichever way
    // it is put, and its "not" says no phrase word.
    let opening = tokens.firstIndex { !Synonyms.leadIns.contains($0.word) }
    // "ok then order a small americano": the words before the opening say nothing of it.
    for position in 0..<(opening ?? 0) { tokens[position].isFiller = true }
    if embedded?.yesNo
      ?? opening.map({ Self.opensYesNoQuestion(tokens, at: $0) }) ?? false
    {
      for position in tokens.indices where Synonyms.negations.contains(tokens[position].word) {
        tokens[position].isFiller = true
      }
    }
    // "next one please": a "one" that stands for a thing says no number, and no more than
    // "it" does.
    let words = tokens.map(\.word)
    for position in tokens.indices where Self.isPronounOne(words, at: position) {
      tokens[position].isFiller = true
    }
    self.tokens = tokens
    self.words = words
    fillers = tokens.map(\.isFiller)
    let numberWords = tokens.map { NumberReader.read([$0.word], at: 0) != nil }
    self.numberWords = numberWords
    questionWords = tokens.map { TemplateScorer.isQuestion($0.word) }
    particles = Self.particles(of: tokens)
    var matches = tokens.indices.map { position in
      auxiliaries.contains(position) ? [] : index.termMatches(for: tokens[position])
    }
    Self.readMisspellings(
      tokens, skipping: auxiliaries, numbers: numberWords, index: index, into: &matches)
    // "put on cosmic queries": a verb and its particle that together say another verb. The
    // "down" of "jot down buy milk" says the note written.
    for position in tokens.indices.dropLast() {
      Self.readPhrasal(
        Synonyms.phrasal[tokens[position].word]?[tokens[position + 1].word] ?? [], at: position,
        particle: position + 1, index: index, into: &matches)
    }
    for position in tokens.indices where Self.writesDown(tokens, at: position) {
      Self.addSynonyms(Synonyms.writtenDown, at: position, index: index, into: &matches)
    }
    let mentions = index.appMentions(in: tokens, matches: matches, utterance: utterance)
    // The request proper starts after an app addressed first: "trails, is cedar falls open"
    // asks a question.
    let address = Self.openingAddress(tokens, mentions: mentions, utterance: utterance)
    let firstPosition = tokens[address.upperBound...].firstIndex {
      !Synonyms.leadIns.contains($0.word)
    }
    let first = firstPosition.map { tokens[$0].word }
    // "do you know where my order is" asks where it is, not yes or no.
    let commands = firstPosition.map { Self.commands(tokens, at: $0) } ?? false
    isQuestion = TemplateScorer.isQuestion(first) && !commands || embedded != nil
    isYesNoQuestion =
      embedded?.yesNo ?? firstPosition.map { Self.opensYesNoQuestion(tokens, at: $0) } ?? false
    // "how is bear creek" asks for its state as "is bear creek open" does, and "how muddy is
    // bear creek" what "is bear creek muddy" does.
    let askedHow = firstPosition.flatMap { Self.askedHow(tokens, at: $0) }
    let askedInClause = tokens.indices.map { Self.inYesNoClause(tokens, at: $0) }
    self.askedInClause = askedInClause
    var stateQuestions = Set<Int>()
    for (position, token) in tokens.enumerated()
    where Synonyms.stateWords.contains(token.word)
      && (isYesNoQuestion || askedInClause[position])
      || position == askedHow
    {
      stateQuestions.insert(position)
      // "is the trail open" and "how is the trail" ask for the trail's conditions, and "is the
      // heater off" whether it is on; the "on" of "is anything going on" completes a verb.
      let completesVerb =
        position > 0 && tokens[position - 1].word.hasSuffix("ing")
        && !tokens[position - 1].word.hasSuffix("thing")
      // "how is my coffee" asks whichever state a question phrase asks about: "ready" of "Is
      // my coffee ready".
      let anyState = TemplateScorer.isQuestion(token.word) ? Synonyms.stateStems : []
      Self.addSynonyms(
        Synonyms.askedState + anyState
          + (completesVerb ? [] : Synonyms.oppositeStates(of: token)),
        at: position, index: index, into: &matches)
    }
    // "how many cards do i have in spanish" asks what is in it, as "what's in spanish" does.
    if let position = firstPosition, tokens[position].word == "how", position + 1 < tokens.count,
      Lexicon.amountQuestionWords.contains(tokens[position + 1].word)
    {
      Self.addSynonyms(["what"], at: position, index: index, into: &matches)
    }
    let known = matches.map { found in found.contains { $0.similarity == 1 } }
    // A part of a name that only says the kind of the values ("trail" of "Bear Creek Trail")
    // names none of them.
    // The words that ask for an embedded question name nothing: "tell" of "tell me if …" is
    // no misspelt "telly".
    let said = (index.needsEntities ? index.entities.hits(in: tokens, known: known) : [])
      .filter { hit in hit.span.lowerBound > (embedded?.position ?? -1) }
      .filter { hit in
        hit.quality >= 1
          || !hit.span.allSatisfy { position in
            tokens[position].isFiller
              || Self.saysKind(tokens[position], matches[position], of: hit.vocabulary, index)
          }
      }
    // Nor is a name inside a longer one said in full another value: "trip" of "the
    // trip to lisbon note" names the note, not the folder Travel it is also a name of.
    entityHits = said.filter { hit in
      !said.contains { (longer: EntityIndex.Hit) -> Bool in
        longer.vocabulary != hit.vocabulary && longer.quality >= 1 && !longer.hadTypo
          && longer.span.count > hit.span.count && longer.span.lowerBound <= hit.span.lowerBound
          && hit.span.upperBound <= longer.span.upperBound
          && Self.saysName(of: longer, as: tokens[longer.span], in: index.vocabularies)
      }
    }
    if let measure = Self.askedMeasure(tokens, at: firstPosition, naming: entityHits) {
      stateQuestions.insert(measure)
      Self.addSynonyms(Synonyms.askedState, at: measure, index: index, into: &matches)
    }
    self.stateQuestions = stateQuestions
    // "latte", a drink, and "drink" itself say the "coffee" of "is my coffee ready".
    Self.addKindWords(tokens, names: entityHits, index: index, into: &matches)
    Self.addRepeatedVerbs(tokens, index: index, into: &matches)
    // "actually add …", "again open …": an adverb before the verb says how, not what; nor
    // does the app addressed first ("trails, add …", "tell brew to order …").
    let lead = tokens.indices.first {
      !tokens[$0].isFiller && !Synonyms.leadIns.contains(tokens[$0].word)
        && !FillerWords.isAdverb(tokens[$0].word) && !address.contains($0)
        && !lightVerbs.contains($0)
    }
    if let lead { Self.readVerbTypo(at: lead, tokens: tokens, index: index, into: &matches) }
    let kindNames = Self.readNamesByKind(
      tokens, numbers: numberWords, index: index, mentions: mentions, hits: entityHits,
      lead: lead, into: &matches)
    self.kindNames = kindNames
    // "a note called packing list": the words after "called" or "titled" are the name's, and
    // say no phrase word ("list"); so are fillers that open it ("named to do list").
    for start in tokens.indices where Lexicon.namers.contains(tokens[start].word) {
      var end = start + 1
      while end < tokens.count, tokens[end].isFiller { end += 1 }
      while end < tokens.count, !tokens[end].isFiller,
        !mentions.contains(where: { $0.span.contains(end) })
      {
        matches[end].removeAll()
        end += 1
      }
    }
    // "navigate to bear creek trail", "take me to my favorites": a verb of going, with "to"
    // and a place the catalog knows or a noun phrase, asks to open or show it. "go to
    // youtube" names no place of the catalog.
    for position in tokens.indices where Synonyms.towards.contains(tokens[position].word) {
      var next = position + 1
      if next < tokens.count, FillerWords.speaker.contains(tokens[next].word) { next += 1 }
      guard next + 1 < tokens.count, tokens[next].word == "to" else { continue }
      let place = next + 1
      guard
        FillerWords.opensObject(tokens[place].word)
          || entityHits.contains(where: {
            $0.quality >= Self.clearNameQuality && $0.span.lowerBound == place
          })
          || kindNames.contains(where: { $0.span.lowerBound == place })
      else { continue }
      Self.addSynonyms(Synonyms.destination, at: position, index: index, into: &matches)
    }
    let (appMentions, kindWordMentions) = Self.apart(mentions, kindNames: kindNames)
    self.kindWordMentions = kindWordMentions
    // A request said to the app in focus names it without a word, unless it names an app.
    let namesAnApp = appMentions.contains { [entityHits] mention in
      !Self.lies(mention, inside: entityHits)
    }
    let focus: AppMention? =
      namesAnApp ? nil : Self.focusMention(options.appInFocus, after: tokens, index: index)
    self.appMentions = appMentions + (focus.map { [$0] } ?? [])
    // The spans of the names the request says: no particle of a verb lies in one.
    let names = entityHits.map(\.span) + kindNames.map(\.span)
    let verbParticles = Self.verbParticles(tokens, lead: lead, mentions: appMentions, names: names)
    self.verbParticles = verbParticles
    negatesAction = Self.negatesAction(tokens, mentions: appMentions)
    saysNegation = tokens.contains { Synonyms.negations.contains($0.word) }
    // "take bear creek off my favorites": the request's verb with its particle after the
    // object says another verb, as it does right before it.
    phrasalParticle = lead.flatMap {
      Self.separatedParticle(after: $0, tokens, names: names, mentions: appMentions)
    }
    if let lead, let particle = phrasalParticle {
      Self.readPhrasal(
        Synonyms.phrasal[tokens[lead].word]?[tokens[particle].word] ?? [], at: lead,
        particle: particle, index: index, into: &matches)
    }
    if let lead {
      Self.addSynonyms(
        Self.madeByLightVerb(at: lead, tokens, particle: phrasalParticle), at: lead,
        index: index, into: &matches)
    }
    // "shut off the kettle": a verb of direction with its particle says what the others do.
    if let lead {
      for group in Synonyms.directedVerbs
      where !group.particles.isDisjoint(with: verbParticles)
        && group.stems.contains(tokens[lead].stem)
      {
        Self.addSynonyms(group.stems, at: lead, index: index, into: &matches)
      }
    }
    self.lead = lead
    self.index = index
    let yesNo = isYesNoQuestion
    stateOpposites = Set(
      tokens.enumerated().filter { position, token in
        stateQuestions.contains(position) || yesNo && Stemmer.isPastParticiple(token.word)
      }
      .flatMap { Synonyms.opposites(of: $0.element.stem) }
      .compactMap { index.terms.id(of: $0) })
    let particle = phrasalParticle
    leadOpposites = lead.map { Self.opposites(at: $0, tokens, particle: particle, index) } ?? []
    // "saved trails", "locked doors": a past participle says a state, not an action.
    let leadIsParticiple = lead.map { Stemmer.isPastParticiple(tokens[$0].word) } ?? false
    self.leadIsParticiple = leadIsParticiple
    leadSaysAction =
      lead.map { Synonyms.actions.contains(tokens[$0].stem) && !leadIsParticiple } ?? false
    leadShows = lead.map { Synonyms.viewing.contains(tokens[$0].stem) } ?? false
    let hits = entityHits
    pluralKindObject =
      lead.map {
        Self.pluralKindObject(
          after: $0, tokens: tokens, matches: matches, hits: hits, mentions: appMentions,
          index: index)
      } ?? []
    leadReadsAsVerb =
      lead.map { position in
        Self.readsAsVerb(
          at: position, tokens: tokens, numbers: numberWords, utterance: utterance,
          hits: hits, kindNames: kindNames, mentions: appMentions)
      } ?? false
    // A word of a name is no verb, for the apps that know the name: "order" names a setting
    // of Flashcards, and still orders a coffee from Brew. A verb that switches a thing says it
    // by the name it switches: "disable shuffle" and "turn shuffle off" say the setting's
    // "Shuffle" as the verb, as "shuffle my cards" does.
    let switched = lead.flatMap { Self.switchedName(by: $0, tokens: tokens, hits: hits) }
    leadSwitchesName = switched != nil
    let named = switched ?? lead
    leadNames =
      named.map { position in
        Set(
          hits.filter { $0.quality >= Self.partNameQuality && $0.span.contains(position) }.map(
            \.vocabulary)
            + kindNames.filter { $0.span.contains(position) }.map(\.vocabulary))
      } ?? []
    leadClearNames =
      named.map { position in
        Set(
          hits.filter {
            $0.quality >= Self.clearNameQuality && !$0.hadTypo && $0.span.contains(position)
          }.map(\.vocabulary))
      } ?? []
    scopeWeights = [[Double]?](repeating: nil, count: index.scopeCount)
    unknownVerbs = [Bool?](repeating: nil, count: index.scopeCount)
    questionVerbs = [[(position: Int, term: Int32)]?](repeating: nil, count: index.scopeCount)
    self.matches = matches
    matchTable = MatchTable(matches)
    self.options = options
  }

  /// The numbers said, as integers where they are whole.
  var numbers: [ValueSpan] { readNumbersOnce.integers }
  /// The numbers said.
  var decimals: [ValueSpan] { readNumbersOnce.decimals }
  lazy var readNumbersOnce = readNumbers()
  /// The counts said that give no number, each before a plural it counts or last: "a few" in
  /// "a few lattes" and "make it a few", "several" in "several large lattes"; not "some" in
  /// "some tomato soup".
  lazy var vagueCounts: [Range<Int>] = readVagueCounts()
  /// The dates said.
  lazy var dates: [ValueSpan] = readDates()
  /// Whether the utterance says a number or a date.
  lazy var saysANumberOrDate = !numbers.isEmpty || !decimals.isEmpty || !dates.isEmpty
  /// Whether the utterance says an article that may count one ("an extra shot").
  lazy var saysAnArticle = !singularArticles.isEmpty
  /// Whether the utterance says a conjunction that may join items ("and", "plus"; see
  /// `Lexicon.conjunctions`).
  lazy var saysAConjunction = words.contains(where: Lexicon.conjunctions.contains)
  /// Whether a comma follows a word of the utterance before its last (see `commaFollows(_:)`).
  lazy var saysAComma =
    utterance.utf8.contains(UInt8(ascii: ",")) && tokens.indices.contains { commaFollows($0) }
  /// Whether the utterance says a word that introduces a place or a name ("near", "called";
  /// see `Lexicon.textIntroducers`).
  lazy var saysATextIntroducer = words.contains(where: Lexicon.textIntroducers.contains)
  /// Whether words of the utterance introduce what a text says ("saying", "that says", a
  /// colon after the verb, the "down" of "jot down"; see `ValueExtractor.contentIntroducer`).
  lazy var saysAContentIntroducer = tokens.indices.contains {
    ValueExtractor(analysis: self).contentIntroducer(at: $0) != nil
  }
  /// Where the articles that may count one are ("a", "an", "another", and "with" before a noun
  /// without one; see `Lexicon.singularArticles`).
  lazy var singularArticles = words.indices.filter {
    Lexicon.singularArticles.contains(words[$0])
  }
  /// The yes/no words said.
  lazy var booleans: [ValueSpan] = readBooleans()
  /// Which words are asked about, yes or no (see `asksYesNo(at:)`).
  lazy var askedYesOrNo = tokens.indices.map { isYesNoQuestion || askedInClause[$0] }
}

extension UtteranceAnalysis {
  /// The particles of ``verbParticles``: each with an opposite, not within a name or an app
  /// mention, right after `lead`, or followed by nothing but fillers and app mentions or by a
  /// word that leads to a time or place ("turn the lights off at seven"), with no clause of its
  /// own opened after `lead` ("play the book i was on").
  fileprivate static func verbParticles(
    _ tokens: [Token], lead: Int?, mentions: [AppMention], names: [Range<Int>]
  ) -> Set<String> {
    let mentioned = { (place: Int) in mentions.contains { $0.span.contains(place) } }
    let particles = tokens.indices.filter { position in
      guard Synonyms.oppositeParticle(of: tokens[position].word) != nil, !mentioned(position),
        !names.contains(where: { $0.contains(position) })
      else { return false }
      guard let lead, position > lead else { return false }
      let rest = tokens.indices[(position + 1)...]
      let ends =
        rest.allSatisfy { tokens[$0].isFiller || mentioned($0) }
        || rest.first.map { Synonyms.complementOpeners.contains(tokens[$0].word) } ?? false
      return position == lead + 1
        || ends
          && !tokens[(lead + 1)..<position].contains { Synonyms.clauseOpeners.contains($0.word) }
    }
    return Set(particles.map { tokens[$0].word })
  }
}
