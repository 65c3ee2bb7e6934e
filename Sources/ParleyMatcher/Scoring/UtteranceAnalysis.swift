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
  static let kindSimilarity = 0.5
  /// How much of a name must be said for it to count as named when several are: see
  /// `firstName(of:where:)`.
  static let clearNameQuality = 0.8

  let utterance: String
  let tokens: [Token]
  let words: [String]
  /// Whether each token is a filler word.
  let fillers: [Bool]
  /// Whether each word is a number on its own ("2", "two").
  let numberWords: [Bool]
  /// Whether each word is a question word ("what", "is"; see `TemplateScorer.isQuestion(_:)`).
  let questionWords: [Bool]
  /// Whether each word is a particle ("on", "up"; see `FillerWords.isParticle(_:)`).
  let particles: [Bool]
  let matches: [[TermMatch]]
  /// `matches` laid end to end, for loops that read them many times.
  let flatMatches: [TermMatch]
  /// Where each token's matches start in `flatMatches`; one more entry marks the end.
  let matchOffsets: [Int]
  let appMentions: [AppMention]
  let entityHits: [EntityIndex.Hit]
  /// Names no entry holds, read by their kind word: "mist trail" (see `readNamesByKind`).
  let kindNames: [(vocabulary: Int, span: Range<Int>)]
  let options: MatchOptions
  let vocabularies: [SlotVocabulary]
  /// Whether the utterance is framed as a question.
  let isQuestion: Bool
  /// Whether the utterance is a yes/no question ("is …", "are …", "does …").
  let isYesNoQuestion: Bool
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
  /// Whether the request says not to do what it says: a negation (``Synonyms/negations``)
  /// after nothing but fillers, auxiliaries, pronouns and app names ("never turn on the
  /// kettle", "i don't want the heater on"), or right after an auxiliary ("the fan shouldn't be
  /// on"); not one after the verb and its object, which corrects a value ("order a latte, not a
  /// mocha").
  let negatesAction: Bool
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
  private let leadReadsAsVerb: Bool
  /// The vocabularies of the names the first meaningful word is a word of.
  private let leadNames: Set<Int>
  /// The vocabularies of the names said in full, as they are, that the first meaningful word
  /// is a word of: "shuffle", a setting of Flashcards, in "shuffle my cards".
  private let leadClearNames: Set<Int>
  /// Whether the first meaningful word is a verb that switches a thing named in full after
  /// it ("disable shuffle", "turn shuffle off"): the name says what the request does.
  let leadSwitchesName: Bool
  private let index: PhraseIndex
  /// Each scope's token weights, computed when a template of the scope is first scored.
  private var scopeWeights: [[Double]?]
  /// For each scope, whether the first meaningful word is a verb none of its phrases uses
  /// (see `leadIsUnknownVerb(in:)`), once asked.
  private var unknownVerbs: [Bool?]
  /// For each scope, the verbs of its command phrases a yes/no question asks about (see
  /// `askedVerbs(in:)`), once asked.
  private var questionVerbs: [[(position: Int, term: Int32)]?]
  /// For each app asked about, the vocabularies whose list of a kind the request asks to see
  /// (read by the template scorer).
  var kindLists: [Int: [Int]] = [:]
  /// An entry of a vocabulary.
  private struct EntryKey: Hashable {
    let vocabulary: Int
    let entry: Int
  }
  /// The words of the names of the entries a name said runs into a word after (see
  /// `runsIntoUnknownWord(_:)`), once read.
  private var nameWords: [EntryKey: [String]] = [:]

  /// Whether a phrase of the app at `app` (its index among the catalog's apps) says the word at
  /// `position`, as it is, nearly or by a synonym; with no app, whether any phrase does.
  func isPhraseWord(at position: Int, ofApp app: Int?) -> Bool {
    guard let app else { return !matches[position].isEmpty }
    return matches[position].contains { index.weight(of: $0.term, in: app) != nil }
  }

  /// Analyses `utterance` against `index`.
  init(_ utterance: String, index: PhraseIndex, options: MatchOptions) {
    self.utterance = utterance
    vocabularies = index.vocabularies
    var tokens = Tokenizer.tokens(utterance)
    // "have i paid": the auxiliary says no phrase's "have" ("What soups does … have today").
    // "start studying spanish": a verb of beginning or going on before a gerund says when, and
    // the gerund what; like an auxiliary, it says no phrase word ("Start ${folder} over").
    let auxiliaries =
      Self.auxiliaries(in: tokens)
      + tokens.indices.dropLast().filter { position in
        Lexicon.aspectVerbs.contains(tokens[position].word) && Self.isGerund(tokens[position + 1])
      }
    for position in auxiliaries { tokens[position].isFiller = true }
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
    particles = tokens.map { FillerWords.isParticle($0.word) }
    var matches = tokens.indices.map { position in
      auxiliaries.contains(position) ? [] : index.termMatches(for: tokens[position])
    }
    // "put on cosmic queries": a verb and its particle that together say another verb.
    for position in tokens.indices.dropLast() {
      Self.addSynonyms(
        Synonyms.phrasal[tokens[position].word]?[tokens[position + 1].word] ?? [], at: position,
        index: index, into: &matches)
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
    let forbids = firstPosition.map { Self.forbids(tokens, at: $0) } ?? false
    isQuestion = TemplateScorer.isQuestion(first) && !forbids || embedded != nil
    isYesNoQuestion =
      embedded?.yesNo ?? firstPosition.map { Self.opensYesNoQuestion(tokens, at: $0) } ?? false
    // "how is bear creek" asks for its state as "is bear creek open" does.
    let asksHowItIs = firstPosition.map { position in
      tokens[position].word == "how" && position + 1 < tokens.count
        && Synonyms.stateVerbs.contains(tokens[position + 1].word)
    }
    var stateQuestions = Set<Int>()
    for (position, token) in tokens.enumerated()
    where isYesNoQuestion && Synonyms.stateWords.contains(token.word)
      || asksHowItIs == true && position == firstPosition
    {
      stateQuestions.insert(position)
      // "is the trail open" and "how is the trail" ask for the trail's conditions, and "is the
      // heater off" whether it is on; the "on" of "is anything going on" completes a verb.
      let completesVerb =
        position > 0 && tokens[position - 1].word.hasSuffix("ing")
        && !tokens[position - 1].word.hasSuffix("thing")
      Self.addSynonyms(
        Synonyms.stateNouns + (completesVerb ? [] : Synonyms.oppositeStates(of: token)),
        at: position, index: index, into: &matches)
    }
    self.stateQuestions = stateQuestions
    // "how many cards do i have in spanish" asks what is in it, as "what's in spanish" does.
    if let position = firstPosition, tokens[position].word == "how", position + 1 < tokens.count,
      ["many", "much"].contains(tokens[position + 1].word)
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
    // A value says its kind: "latte", a drink, says the "coffee" of "is my coffee ready",
    // a word many of the drinks' names share.
    for hit in entityHits where hit.quality >= 0.8 {
      guard let last = hit.span.last, last < matches.count else { continue }
      for term in index.kindTerms[hit.vocabulary]
      where !matches[last].contains(where: { $0.term == term }) {
        matches[last].append(
          TermMatch(
            term: term, similarity: Self.kindSimilarity, how: .synonym,
            vocabulary: hit.vocabulary))
      }
    }
    // "actually add …", "again open …": an adverb before the verb says how, not what; nor
    // does the app addressed first ("trails, add …", "tell brew to order …").
    let lead = tokens.indices.first {
      !tokens[$0].isFiller && !Synonyms.leadIns.contains(tokens[$0].word)
        && !FillerWords.isAdverb(tokens[$0].word) && !address.contains($0)
    }
    if let lead { Self.readVerbTypo(at: lead, tokens: tokens, index: index, into: &matches) }
    let kindNames = Self.readNamesByKind(
      tokens, numbers: numberWords, index: index, mentions: mentions, hits: entityHits,
      into: &matches)
    self.kindNames = kindNames
    // "a note called packing list": the words after "called" or "named" are the name's, and
    // say no phrase word ("list"); so are fillers that open it ("named to do list").
    for start in tokens.indices where Lexicon.namingWords.contains(tokens[start].word) {
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
          || entityHits.contains(where: { $0.quality >= 0.8 && $0.span.lowerBound == place })
          || kindNames.contains(where: { $0.span.lowerBound == place })
      else { continue }
      Self.addSynonyms(Synonyms.destination, at: position, index: index, into: &matches)
    }
    // The kind word of a name is no app name: "get conditions for mist trail" names no app.
    let appMentions = mentions.filter { mention in
      !kindNames.contains { $0.span.contains(mention.span.lowerBound) }
    }
    // A request said to the app in focus names it without a word, unless it names an app.
    let namesAnApp = appMentions.contains { [entityHits] mention in
      !Self.lies(mention, inside: entityHits)
    }
    let focus: AppMention? =
      namesAnApp ? nil : Self.focusMention(options.appInFocus, after: tokens, index: index)
    self.appMentions = appMentions + (focus.map { [$0] } ?? [])
    let verbParticles = Self.verbParticles(
      tokens, lead: lead, mentions: appMentions,
      names: entityHits.map(\.span) + kindNames.map(\.span))
    self.verbParticles = verbParticles
    negatesAction = Self.negatesAction(tokens, mentions: appMentions)
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
    leadOpposites = Set(
      lead.map { Synonyms.opposites(of: tokens[$0].stem).compactMap { index.terms.id(of: $0) } }
        ?? [])
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
          hits.filter { $0.quality >= 0.6 && $0.span.contains(position) }.map(\.vocabulary)
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
    flatMatches = matches.flatMap { $0 }
    var offsets = [0]
    for found in matches { offsets.append(offsets[offsets.count - 1] + found.count) }
    matchOffsets = offsets
    self.options = options
  }

  /// Whether `words` are a name of `hit`'s entry, word for word: "trip to lisbon" is the
  /// note Trip to Lisbon, while "order in" only holds the words of the card order In Order.
  private static func saysName(
    of hit: EntityIndex.Hit, as words: ArraySlice<Token>, in vocabularies: [SlotVocabulary]
  ) -> Bool {
    let entry = vocabularies[hit.vocabulary].entries[hit.entry]
    let said = words.map(\.stem)
    return ([entry.title] + entry.synonyms).contains { Tokenizer.tokens($0).map(\.stem) == said }
  }

  /// Whether `token` is a gerund: a word in "-ing" that stemming shortens ("studying", not
  /// "spring"), other than a noun in "-thing" ("something") or a time of day ("evening").
  private static func isGerund(_ token: Token) -> Bool {
    token.word.count >= 6 && token.word.hasSuffix("ing") && token.stem.count < token.word.count
      && !token.word.hasSuffix("thing") && !["morning", "evening"].contains(token.word)
  }

  /// The positions of the auxiliaries: a "have", "has" or "had" that a past participle
  /// follows as one of the next two meaningful words ("have i paid", "has my order shipped").
  /// It makes a tense, not a statement of having: no evidence for a phrase's "have".
  private static func auxiliaries(in tokens: [Token]) -> [Int] {
    tokens.indices.filter { position in
      ["have", "has", "had"].contains(tokens[position].word)
        && tokens[(position + 1)...].filter { !$0.isFiller }.prefix(2)
          .contains { Stemmer.isPastParticiple($0.word) }
    }
  }

  /// Whether the request opens with "do not" at `position` ("don't play jazz"): it tells,
  /// and asks nothing.
  private static func forbids(_ tokens: [Token], at position: Int) -> Bool {
    tokens[position].word == "do" && position + 1 < tokens.count
      && tokens[position + 1].word == "not"
  }

  /// Whether the word at `position`, the request's first, opens a yes/no question ("is …",
  /// "does …"; not the "do not" of "don't play jazz").
  private static func opensYesNoQuestion(_ tokens: [Token], at position: Int) -> Bool {
    Synonyms.yesNoStarts.contains(tokens[position].word) && !forbids(tokens, at: position)
  }

  /// Where a question embedded after words that ask for it opens, and whether it asks yes or
  /// no: "if" or "whether" after "tell me", "do you know", "check", "i wonder" (and fillers),
  /// or a question word right after them ("tell me what's in spanish"). The words before it
  /// ask to be told; the question is what follows.
  private static func embeddedQuestion(in tokens: [Token]) -> (position: Int, yesNo: Bool)? {
    var asks = false
    for (position, token) in tokens.enumerated() {
      let word = token.word
      if asks, ["if", "whether"].contains(word) { return (position, true) }
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
  private static func addSynonyms(
    _ stems: [String], at position: Int, index: PhraseIndex, into matches: inout [[TermMatch]]
  ) {
    for stem in stems {
      if let term = index.terms.id(of: stem),
        !matches[position].contains(where: { $0.term == term })
      {
        matches[position].append(TermMatch(term: term, similarity: 0.7, how: .synonym))
      }
    }
  }

  /// Reads the request's first meaningful word as a misspelt command verb: when it says no
  /// phrase word, not even as a typo, and is the first word of a command phrase with one
  /// letter dropped or added, keeping its first letter ("deete the note", "wrte a note").
  /// Elsewhere a word of up to five letters must keep its length ("flood" is not "food"); the
  /// first word of a command is its verb. A letter changed is no such typo: "play" is not
  /// "plan".
  private static func readVerbTypo(
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
        TermMatch(term: form.term, similarity: EditDistance.similarity(edits: 1), how: .typo))
    }
  }

  /// The words of the catalog's command verbs within one edit of `word` that keep its first
  /// letter, and the verbs they say, looked up in ``PhraseIndex/verbForms``: the cost does not
  /// grow with the number of verbs.
  private static func verbForms(near word: String, index: PhraseIndex)
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
  /// words, app names and known values ("biking trails") are no words of a name, and a number
  /// is one only inside the name or before a singular ("four mile trail"): "2 soups" and
  /// "2 pumpkin soups" are counts.
  private static func readNamesByKind(
    _ tokens: [Token], numbers: [Bool], index: PhraseIndex, mentions: [AppMention],
    hits: [EntityIndex.Hit], into matches: inout [[TermMatch]]
  ) -> [(vocabulary: Int, span: Range<Int>)] {
    guard !index.kindNamedVocabularies.isEmpty else { return [] }
    var names: [(vocabulary: Int, span: Range<Int>)] = []
    func named(_ position: Int) -> Bool {
      mentions.contains { $0.span.contains(position) }
        || hits.contains { $0.quality >= 0.8 && $0.span.contains(position) }
    }
    func number(_ position: Int) -> Bool { numbers[position] }
    // Words that may be words of a name, whatever phrase words they say.
    let free = tokens.indices.map { position in
      let token = tokens[position]
      return !token.isFiller && !FillerWords.isParticle(token.word) && !named(position)
        && !ValueWords.contains(token.stem) && !numbers[position]
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
          && saysKind(tokens[position], matches[position], of: vocabulary, index)
      }
      // A name read by its kind says a kind word.
      guard tokens.indices.contains(where: kind) else { continue }
      var start = 0
      while start < tokens.count {
        var end = start
        while end < tokens.count, unknown(end) || number(end) || kind(end) { end += 1 }
        var run = start..<end
        // A kind word before the name says what it is: "the note recipes".
        while let first = run.first, kind(first) { run = (first + 1)..<run.upperBound }
        // A number before a plural counts: "2 pumpkin soups", but "four mile trail".
        if let last = run.last(where: kind), tokens[last].word != tokens[last].stem {
          while let first = run.first, number(first) { run = (first + 1)..<run.upperBound }
        }
        if run.contains(where: { unknown($0) && !kind($0) }), run.contains(where: kind) {
          names.append((vocabulary, run))
          // Its words say no word of those phrases.
          for position in run { matches[position].removeAll(where: saysPhraseWord) }
        }
        start = max(end, start + 1)
      }
    }
    return names
  }

  /// Where the name that the verb at `lead` switches starts, when the verb switches a thing
  /// named in full after it: "disable shuffle", "turn shuffle off", "switch on the shuffle"
  /// (the words that open a noun phrase between); `nil` for any other verb or object.
  private static func switchedName(by lead: Int, tokens: [Token], hits: [EntityIndex.Hit])
    -> Int?
  {
    let word = tokens[lead].word
    guard Lexicon.switchingVerbs.contains(word) || Lexicon.switchVerbs.contains(word) else {
      return nil
    }
    var name = lead + 1
    if !Lexicon.switchingVerbs.contains(word), name < tokens.count,
      ["on", "off"].contains(tokens[name].word)
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
        ["on", "off"].contains(tokens[hit.span.upperBound].word)
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
  private static func pluralKindObject(
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
  private static func openingAddress(
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
  /// words), past participles ("saved trails") and words of an app's name are no verbs, nor is
  /// the speaker's own action after "I will" or "we would" ("i'll take a latte"). Words of a
  /// name are no verbs only for the app that knows the name: see `leadTakesObject(in:)`.
  private static func readsAsVerb(
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
      !mentions.contains(where: { $0.span.contains(position) })
    else { return false }
    // "i'll take a cold brew", "we'd have the soup": the speaker's own action is a wish, not
    // a command ("i'd like to repot the basil" still asks to repot it).
    if position >= 2, ["will", "would", "shall"].contains(tokens[position - 1].word),
      ["i", "we"].contains(tokens[position - 2].word)
    {
      return false
    }
    if commaFollows(position, in: tokens, of: utterance) { return false }
    // "any good biking trails": a word after a determiner is in a noun phrase, no verb.
    if position > 0, FillerWords.isDeterminer(tokens[position - 1].word) { return false }
    if FillerWords.opensObject(tokens[next].word) || numbers[next] { return true }
    // A name said as it is: "with" is no misspelt "Withe".
    return !tokens[next].isFiller
      && (hits.contains { $0.quality >= 0.8 && !$0.hadTypo && $0.span.lowerBound == next }
        || kindNames.contains { $0.span.lowerBound == next })
  }

  /// Whether an app's name is said inside the name of an entity the utterance says ("cold
  /// brew" names a drink, not the app Brew).
  func isInsideEntity(_ mention: AppMention) -> Bool {
    Self.lies(mention, inside: entityHits)
  }

  /// Whether `mention` is said inside one of `hits`, the names of entities said.
  static func lies(_ mention: AppMention, inside hits: [EntityIndex.Hit]) -> Bool {
    mention.isSaid
      && hits.contains { hit in
        hit.quality >= 0.6 && hit.span.lowerBound <= mention.span.lowerBound
          && mention.span.upperBound <= hit.span.upperBound
      }
  }

  /// The app called `named` (its label, in any case) as an unsaid mention after the last of
  /// `tokens`; `nil` when no app of `index` is called that.
  static func focusMention(_ named: String?, after tokens: [Token], index: PhraseIndex)
    -> AppMention?
  {
    guard let named,
      let app = index.apps.firstIndex(where: { app in
        app.label.caseInsensitiveCompare(named) == .orderedSame
      })
    else { return nil }
    return AppMention(app: app, span: tokens.count..<tokens.count, text: "")
  }

  /// The apps the utterance names outside the names of entities it says, in the order said.
  var namedApps: [Int] {
    var seen = Set<Int>()
    return appMentions.filter { $0.isSaid && !isInsideEntity($0) }
      .sorted { $0.span.lowerBound < $1.span.lowerBound }
      .map(\.app)
      .filter { seen.insert($0).inserted }
  }

  /// Whether the words of `span` only count or say the kind of `vocabulary`'s values, naming
  /// none: "2 soups", "the trail" (see ``PhraseIndex/kindTerms``).
  func onlyCountsKind(_ span: Range<Int>, of vocabulary: Int) -> Bool {
    span.allSatisfy { position in
      tokens[position].isFiller || numberWords[position]
        || Self.saysKind(tokens[position], matches[position], of: vocabulary, index)
    }
  }

  /// The name of `vocabulary` a person means of those said in spans that pass `free`: the
  /// first said of the names said in full or nearly (``clearNameQuality``) that no better
  /// name overlaps ("water basil and the snake plant" waters the basil; the snake plant is a
  /// further item), else the best said. A part of a name followed by a word nothing knows
  /// is no name of a vocabulary that takes any name: "iced mocha" is not the Iced Coffee by
  /// "iced", but a name for its query to find.
  func firstName(of vocabulary: Int, where free: (Range<Int>) -> Bool) -> EntityIndex.Hit? {
    let open = vocabularies[vocabulary].acceptsUnknownValues
    let hits = entityHits.filter { hit in
      hit.vocabulary == vocabulary && free(hit.span)
        && !(open && hit.quality < Self.clearNameQuality && runsIntoUnknownWord(hit))
    }
    let clear = hits.filter { hit in
      hit.quality >= Self.clearNameQuality
        && !hits.contains { $0.span.overlaps(hit.span) && EntityIndex.Hit.isBetter($0, hit) }
    }
    return clear.min { $0.span.lowerBound < $1.span.lowerBound } ?? hits.first
  }

  /// Whether the word right after the part of a name `hit` says is one that no phrase, name,
  /// app or number says, nor a particle: "mocha" after "iced" when the vocabulary lists no
  /// mocha; not "lak", the beginning of a word of "Alpine Lake Trail", nor the "off" of "take
  /// bear creek off my favorites".
  private func runsIntoUnknownWord(_ hit: EntityIndex.Hit) -> Bool {
    let position = hit.span.upperBound
    return tokens.indices.contains(position) && !tokens[position].isFiller
      && matches[position].isEmpty && !numberWords[position]
      && !particles[position]
      && !ValueWords.contains(tokens[position].stem)
      && !entityHits.contains { $0.span.contains(position) }
      && !appMentions.contains { $0.span.contains(position) }
      && !words(ofNamesOf: hit).contains { $0.hasPrefix(tokens[position].word) }
  }

  /// The words of the names (title and synonyms) of `hit`'s entry, read once per request.
  private func words(ofNamesOf hit: EntityIndex.Hit) -> [String] {
    let key = EntryKey(vocabulary: hit.vocabulary, entry: hit.entry)
    if let known = nameWords[key] { return known }
    let entry = vocabularies[hit.vocabulary].entries[hit.entry]
    let found = ([entry.title] + entry.synonyms).flatMap { Tokenizer.tokens($0).map(\.word) }
    nameWords[key] = found
    return found
  }

  /// The name of `vocabulary` a person means, as `firstName(of:where:)` finds it, where a name
  /// read by its kind ("mist trail") counts as one said in full: "open mist trail and cedar
  /// falls" opens Mist Trail. Its entry is `nil` for a name read by its kind.
  func meantName(of vocabulary: Int, where free: (Range<Int>) -> Bool)
    -> (span: Range<Int>, hit: EntityIndex.Hit?)?
  {
    let hit = firstName(of: vocabulary, where: free)
    let kind = kindNames.first { $0.vocabulary == vocabulary && free($0.span) }
    guard let kind else { return hit.map { ($0.span, $0) } }
    guard let hit, hit.quality >= Self.clearNameQuality,
      hit.span.lowerBound < kind.span.lowerBound
    else { return (kind.span, nil) }
    return (hit.span, hit)
  }

  /// Where the words that join an item said at `position` to what comes before begin: a
  /// conjunction with the determiners, numbers or words that pass `isValue` after it ("and
  /// the snake plant", "plus two lattes", "and a small mocha"), or, after a list's comma, the
  /// determiners, numbers or values ("basil, the snake plant"); `nil` when nothing joins it.
  func itemJoint(before position: Int, skipping isValue: (Int) -> Bool) -> Int? {
    var start = position
    while start > 0,
      Lexicon.determiners.contains(words[start - 1])
        || numberWords[start - 1] || isValue(start - 1)
    {
      start -= 1
    }
    if start > 0, Lexicon.conjunctions.contains(words[start - 1]) { return start - 1 }
    guard start > 0, commaFollows(start - 1) else { return nil }
    return start
  }

  /// Whether a comma follows the word at `position`: "trails, add …", "basil, the snake plant".
  func commaFollows(_ position: Int) -> Bool {
    Self.commaFollows(position, in: tokens, of: utterance)
  }

  /// Whether a comma follows the word at `position` of `tokens`, as typed in `utterance` (the
  /// words of an expanded contraction share their range, with nothing between them).
  private static func commaFollows(_ position: Int, in tokens: [Token], of utterance: String)
    -> Bool
  {
    guard position + 1 < tokens.count else { return false }
    let end = tokens[position].range.upperBound
    let next = tokens[position + 1].range.lowerBound
    return end < next && utterance[end..<next].contains(",")
  }

  /// Whether the word at `position` is a word of a name said in full and as it is, of a
  /// vocabulary of `template`'s app other than `vocabularies`: "shuffled", a card order, in
  /// "are my cards shuffled", for an intent that takes a folder.
  func saysAnotherName(
    at position: Int, of template: CompiledTemplate, besides vocabularies: Set<Int>
  ) -> Bool {
    let known = index.scopeVocabularies[index.groupScopes[template.group]]
    return entityHits.contains { hit in
      hit.quality >= Self.clearNameQuality && !hit.hadTypo && hit.span.contains(position)
        && known.contains(hit.vocabulary) && !vocabularies.contains(hit.vocabulary)
    }
  }

  /// Whether the word at `position` is a kind word of `vocabulary` or its type's noun.
  func saysKind(at position: Int, of vocabulary: Int) -> Bool {
    Self.saysKind(tokens[position], matches[position], of: vocabulary, index)
  }

  /// Whether a token is a kind word of `vocabulary` (see ``PhraseIndex/kindTerms``) or its
  /// type's noun (see ``PhraseIndex/typeNouns``).
  private static func saysKind(
    _ token: Token, _ matches: [TermMatch], of vocabulary: Int, _ index: PhraseIndex
  ) -> Bool {
    token.stem == index.typeNouns[vocabulary]
      || matches.contains { $0.similarity == 1 && index.kindTerms[vocabulary].contains($0.term) }
  }

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
          ? 0.15
          : ValueWords.contains(token.stem)
            ? PhraseIndex.unknownWordWeight * ValueWords.weightFactor
            : PhraseIndex.unknownWordWeight
      return known ?? unknown
    }
    scopeWeights[scope] = weights
    return weights
  }

  /// Whether the first meaningful word is one no phrase of `scope` uses, nor a typo or synonym
  /// of one: "remind me to buy coffee beans" asks something the app's phrases do not say.
  func leadIsUnknown(in scope: Int) -> Bool {
    guard let lead else { return false }
    return !matches[lead].contains { index.weight(of: $0.term, in: scope) != nil }
      && !ValueWords.contains(tokens[lead].stem) && !TemplateScorer.isQuestion(tokens[lead].word)
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

  private func readLeadAsUnknownVerb(in scope: Int) -> Bool {
    guard leadIsUnknown(in: scope), let lead else { return false }
    // "grab me a latte", "pour us two coffees": a verb of getting something for the speaker
    // asks for it, whatever the verb.
    if let object = speakerAfterLead.map({ $0 + 1 }), object < tokens.count,
      FillerWords.opensObject(tokens[object].word) || numberWords[object]
        || entityHits.contains(where: { $0.quality >= 0.8 && $0.span.lowerBound == object })
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

  /// When the request says not to do something (``negatesAction``), the place of the word
  /// the negation denies, when it is the verb some command phrase of `scope` starts with:
  /// "hoover" in "don't hoover the living room".
  func negatedVerb(in scope: Int) -> Int? {
    guard negatesAction,
      let negation = tokens.firstIndex(where: { Synonyms.negations.contains($0.word) }),
      let denied = tokens.indices[(negation + 1)...].first(where: {
        !tokens[$0].isFiller && !FillerWords.isAdverb(tokens[$0].word)
      }),
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
  /// `asksFor(_:)`).
  func askedVerbs(in scope: Int) -> [(position: Int, term: Int32)] {
    guard isYesNoQuestion else { return [] }
    if let known = questionVerbs[scope] { return known }
    let verbs = index.commandVerbs[scope]
    let opening =
      embeddedFrame.last ?? words.firstIndex(where: Synonyms.yesNoStarts.contains) ?? 0
    // "don't make any sounds" is no question.
    guard opening + 1 >= words.count || words[opening + 1] != "not" else { return [] }
    let doing = ["did", "do", "does"].contains(words[opening]) ? opening + 2 : nil
    var found: [(position: Int, term: Int32)] = []
    for position in tokens.indices
    where position > opening && !fillers[position] && !asksFor(position)
      && (position == doing || stateQuestions.contains(position)
        || Stemmer.isPastParticiple(words[position]))
    {
      for match in matches[position]
      where match.vocabulary < 0 && match.similarity >= 0.85 && verbs.contains(match.term) {
        found.append((position, match.term))
      }
    }
    questionVerbs[scope] = found
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

  /// The numbers said, as integers where they are whole.
  var numbers: [ValueSpan] { readNumbersOnce.integers }
  /// The numbers said.
  var decimals: [ValueSpan] { readNumbersOnce.decimals }
  private lazy var readNumbersOnce = readNumbers()
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
  /// Whether the utterance says a word that introduces a place or a name ("near", "called";
  /// see `Lexicon.textIntroducers`).
  lazy var saysATextIntroducer = words.contains(where: Lexicon.textIntroducers.contains)
  /// Where the articles that may count one are ("a", "an", "another", and "with" before a noun
  /// without one; see `Lexicon.singularArticles`).
  lazy var singularArticles = words.indices.filter {
    Lexicon.singularArticles.contains(words[$0])
  }
  /// The yes/no words said.
  lazy var booleans: [ValueSpan] = readBooleans()

  private func readNumbers() -> (integers: [ValueSpan], decimals: [ValueSpan]) {
    Self.readNumbers(in: words)
  }

  /// The numbers said in `words`: as integers where whole (ordinals too), and as decimals.
  static func readNumbers(in words: [String]) -> (integers: [ValueSpan], decimals: [ValueSpan]) {
    var numbers: [ValueSpan] = []
    var decimals: [ValueSpan] = []
    var start = 0
    while start < words.count {
      if isPronounOne(words, at: start) {
        start += 1
      } else if let number = NumberReader.read(words, at: start) {
        let span = start..<(start + number.count)
        decimals.append(ValueSpan(value: .decimal(number.value), span: span))
        if abs(number.value) < 1e15, let whole = Int(exactly: number.value) {
          numbers.append(ValueSpan(value: .integer(whole), span: span))
        }
        start += number.count
      } else if let ordinal = OrdinalReader.read(words, at: start) {
        // "the third" fills a whole-number slot with 3.
        numbers.append(
          ValueSpan(value: .integer(ordinal.value), span: start..<(start + ordinal.count)))
        start += ordinal.count
      } else {
        start += 1
      }
    }
    return (numbers, decimals)
  }

  /// Whether the word at `position` is a "one" that stands for a thing, not a number: after a
  /// word that picks a thing out ("next one please", "this one", "the other one", "the second
  /// one"), and alone rather than the start of a longer number ("the one hundred").
  private static func isPronounOne(_ words: [String], at position: Int) -> Bool {
    guard words[position] == "one", position > 0,
      NumberReader.read(words, at: position)?.count == 1
    else { return false }
    let before = words[position - 1]
    return Lexicon.pickingWords.contains(before) || OrdinalReader.read([before], at: 0) != nil
  }

  private func readVagueCounts() -> [Range<Int>] {
    var counts: [Range<Int>] = []
    var start = 0
    while start < words.count {
      guard let count = NumberReader.vagueCount(words, at: start) else {
        start += 1
        continue
      }
      let end = start + count
      // Said last, the count's noun is the one asked about: "make it a few"; "some" alone
      // says too little ("get me some").
      let isLast = words[start..<end] != ["some"] && !(end..<tokens.count).contains { !fillers[$0] }
      if isLast || (end..<min(end + 3, tokens.count)).contains(where: isPlural) {
        counts.append(start..<end)
      }
      start = end
    }
    return counts
  }

  /// Whether the word at `position` is a plural: "lattes", "shots", not "bus" or "latte".
  func isPlural(_ position: Int) -> Bool {
    tokens[position].word != tokens[position].stem && tokens[position].word.hasSuffix("s")
  }

  private func readDates() -> [ValueSpan] {
    let reader = DateReader(now: options.now, calendar: options.calendar)
    var dates: [ValueSpan] = []
    var start = 0
    while start < words.count {
      if let date = reader.read(words, at: start) {
        dates.append(ValueSpan(value: .date(date.date), span: start..<(start + date.count)))
        start += date.count
      } else {
        start += 1
      }
    }
    return dates
  }

  private func readBooleans() -> [ValueSpan] {
    var booleans: [ValueSpan] = []
    for (position, word) in words.enumerated() {
      if BooleanWords.no.contains(word) || word == "off" || word == "disable" {
        booleans.append(ValueSpan(value: .boolean(false), span: position..<(position + 1)))
      } else if BooleanWords.yes.contains(word) || word == "on" || word == "enable" {
        booleans.append(ValueSpan(value: .boolean(true), span: position..<(position + 1)))
      }
    }
    return booleans
  }

  /// The span of alternative numbers the number at `span` is one of: "two or three", "2 to 3",
  /// "between 2 and 3"; `nil` when it stands alone, or when "from 2 to 3" says a change.
  func alternatives(around span: Range<Int>) -> Range<Int>? {
    Self.alternatives(around: span, in: words, numbers: decimals)
  }

  /// The span of alternative numbers the number at `span` of `words` is one of, of the
  /// `numbers` read from them (see `alternatives(around:)`).
  static func alternatives(around span: Range<Int>, in words: [String], numbers: [ValueSpan])
    -> Range<Int>?
  {
    func number(at start: Int) -> Range<Int>? {
      numbers.first { $0.span.lowerBound == start }?.span
    }
    func number(endingAt end: Int) -> Range<Int>? {
      numbers.first { $0.span.upperBound == end }?.span
    }
    func joins(_ position: Int, after first: Range<Int>) -> Bool {
      guard words.indices.contains(position) else { return false }
      switch words[position] {
      case "or": return true
      case "to": return first.lowerBound == 0 || words[first.lowerBound - 1] != "from"
      case "and": return first.lowerBound > 0 && words[first.lowerBound - 1] == "between"
      default: return false
      }
    }
    if joins(span.upperBound, after: span), let second = number(at: span.upperBound + 1) {
      let start =
        span.lowerBound > 0 && words[span.lowerBound - 1] == "between"
        ? span.lowerBound - 1 : span.lowerBound
      return start..<second.upperBound
    }
    if span.lowerBound > 1, let first = number(endingAt: span.lowerBound - 1),
      joins(span.lowerBound - 1, after: first)
    {
      return alternatives(around: first, in: words, numbers: numbers)
    }
    return nil
  }

  /// The text of tokens `span` as typed in the utterance.
  func text(of span: Range<Int>) -> String {
    guard let first = span.first, span.last ?? first < tokens.count else { return "" }
    let lower = tokens[first].range.lowerBound
    let upper = tokens[span.upperBound - 1].range.upperBound
    return String(utterance[lower..<upper])
  }
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

  /// See ``negatesAction``.
  fileprivate static func negatesAction(_ tokens: [Token], mentions: [AppMention]) -> Bool {
    guard let negation = tokens.firstIndex(where: { Synonyms.negations.contains($0.word) })
    else { return false }
    // "the fan should not be on": a short subject, then its auxiliary; not the auxiliary of a
    // clause of its own ("send an email to bill that i didn't call").
    if negation > 0, Synonyms.auxiliaries.contains(tokens[negation - 1].word) {
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

  /// The place of the "me" or "us" right after the request's lead word, which names the
  /// speaker, not the action ("tell me about cedar falls", "show us the menu").
  var speakerAfterLead: Int? {
    guard let lead, lead + 1 < tokens.count, FillerWords.speaker.contains(tokens[lead + 1].word)
    else { return nil }
    return lead + 1
  }
}
