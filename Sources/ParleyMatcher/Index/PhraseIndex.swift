import Foundation

/// The compiled form of a ``MatcherCatalog``: matches utterances to phrase templates by token
/// similarity.
///
/// Building it interns every stem, weights each by how well it tells apart the intents of each
/// app that uses it (inverse document frequency over the app's intents, so that an app's
/// phrases score the same whichever other apps are in the catalog), and builds an inverted
/// index from stems to templates, a typo index over stems, and an ``EntityIndex`` over
/// vocabulary names. A match retrieves candidates through those indexes and scores only them;
/// see ``match(_:options:)``.
///
/// ```swift
/// let index = PhraseIndex(catalog: catalog)
/// let result = index.match("get condtions for bear creek in trails")
/// result.best?.intent       // "GetTrailInfo"
/// result.best?.slot?.value  // .entry(value: "bear-creek", title: "Bear Creek Trail")
/// ```
public final class PhraseIndex: Sendable {
  /// How far a misspelt verb or phrase word may be from the phrase word it is read as: one
  /// edit. Two reach too many other words of a short vocabulary ("play" and "plan" are one
  /// apart already), so a word two edits off is left to the word vectors.
  static let misspellingEdits = 1

  let catalogTemplates: [PhraseTemplate]
  let phrases: [String]
  let hasNegativePhrases: Bool
  let templates: [CompiledTemplate]
  /// For each intent group, each term's share of the group's phrases that use it, raised to
  /// ``TemplateScorer/supportExponent``.
  let groupProfiles: [TermShares]
  /// For each scope (an app, then one for templates of no listed app), the first words of its
  /// command phrases (not questions): their verbs.
  let commandVerbs: [Set<Int32>]
  /// For each intent group, the first words of its command phrases: the actions it does.
  let groupVerbs: [Set<Int32>]
  /// For each intent group, whether one of its phrases says a negation ("Do not disturb"): it
  /// takes requests that say one.
  let groupNegates: [Bool]
  /// For each intent group, its command phrases' verbs with the particles that complete them
  /// (see `CompiledTemplate.verbParticle`): "turn" with "off" for "Turn off the ${device}".
  let groupParticles: [[(verb: Int32, particle: String)]]
  /// For each intent group, the terms its phrases say other than as a state (see
  /// `CompiledTemplate.Literal.isState`): "Go to my saved trails" says "go", not "save".
  let groupActionTerms: [Set<Int32>]
  let terms: TermTable
  /// For each term, its weight in each scope whose phrases (or app name) use it, by scope:
  /// how well the term tells the app's intents apart. See ``weight(of:in:)``.
  let termScopes: [[(scope: Int32, weight: Double)]]
  /// How many scopes there are: the apps, and one for templates of no listed app.
  let scopeCount: Int
  /// Each intent group's scope: its app's index, or the number of apps for no listed app.
  let groupScopes: [Int]
  let postings: [[Int32]]
  /// For each posting, the term's weight in the scope of the template it lists.
  let postingWeights: [[Double]]
  let typos: TypoIndex
  /// The words the phrases say for the terms their command phrases open with (see
  /// `commandVerbs`), each filed within one edit: a request's misspelt first verb is found
  /// among them without comparing it with every verb of the catalog.
  let verbForms: NearWordIndex
  /// Each word of `verbForms`, and the term it says.
  let verbFormWords: [(word: String, term: Int32)]
  /// Every word the phrases and the apps' names say, each filed within one edit: what the
  /// scoring model reads a misspelt word as (see `misspeltMatches(for:)`).
  let phraseForms: NearWordIndex
  /// Each word of `phraseForms`, and the term it says.
  let phraseFormWords: [(word: String, term: Int32)]
  /// For each vocabulary, its kind words: phrase terms that the names of at least
  /// ``namesSayingAKindWord`` of its entries say ("coffee" for drinks named "Drip Coffee" and
  /// "Iced Coffee").
  let kindTerms: [[Int32]]
  /// How many entries' names must say a word for it to say their kind: a word two names share
  /// says what they are, where one name's word is only that name's.
  static let namesSayingAKindWord = 2
  /// For each vocabulary, the stems of its type's nouns, the last words of its type's name and
  /// of the type's other names ("trail" for "Trail", "deck" for a folder also called "Deck"):
  /// with its kind words, they tell a name the vocabulary does not list ("mist trail") and a
  /// count ("2 soups") from a word of a phrase (see `UtteranceAnalysis`).
  let typeNouns: [[String]]
  /// The vocabularies each stem of ``typeNouns`` is a type noun of, looked up per word of a
  /// request without reading every vocabulary.
  let typeNounVocabularies: [String: [Int]]
  /// For each vocabulary whose query takes any name, the stems of the last words of its
  /// entries' names of two words or more, said after no particle: the noun that says what
  /// the entry is ("loop" of "Alpine Loop", "chowder" of "Clam Chowder"; not "lisbon" of
  /// "Trip to Lisbon"). A name the vocabulary does not list that ends in one reads as a name
  /// of its kind: "cedar ridge loop" is a trail, as "mist trail" is.
  let nameHeads: [Set<String>]
  /// The vocabularies whose query takes any name and that have a kind word, a type noun or a
  /// name's head: those a name they do not list can be read by its kind for.
  let kindNamedVocabularies: [Int]
  /// For each intent group, the vocabularies its phrases' slots take.
  let groupVocabularies: [Set<Int>]
  /// For each intent group, the vocabularies it takes, in a phrase's slot or as a parameter.
  let groupTakes: [Set<Int>]
  /// For each scope, the vocabularies its intents take, in a slot or as a parameter.
  let scopeVocabularies: [Set<Int>]
  /// For each vocabulary, the scopes whose intents take it, in a slot or as a parameter.
  let vocabularyScopes: [[Int]]
  /// Whether each term is a particle ("on", "up"; see `FillerWords.isParticle(_:)`).
  let termIsParticle: [Bool]
  /// The words of the phrases that have each term as their stem.
  let surfaces: [[String]]
  let prefixes: PrefixIndex
  let compounds: CompoundIndex
  let apps: [CompiledApp]
  let appNamesByTerm: [Int32: [Int]]
  let appNamesApart: AppNamesApart
  let templatesByApp: [[Int32]]
  let templatesByVocabulary: [[Int32]]
  /// The templates whose words are all small words and whose slot takes names no vocabulary
  /// lists ("I'd like a ${drink}"): no word of theirs retrieves them (see `retrieve(_:)`).
  let smallWordPhrases: [Int32]
  let entities: EntityIndex
  let vocabularies: [SlotVocabulary]
  let slotTypes: Set<SlotKind>
  let needsEntities: Bool
  /// Each intent group's parameters, read from the whole request (see ``ValueExtractor``).
  let groupParameters: [[ValueExtractor.Parameter]]
  /// Whether the catalog lists each intent group's parameters, so that a time none of them
  /// takes is known to be left out (an intent may list none: it takes no parameters).
  let groupsListingParameters: [Bool]
  /// For each scope, the letter trigrams of its intents' phrases, weighted over its intents.
  let characters: [CharacterProfile]
  /// Each intent group's place among its scope's groups in `characters` and `meanings`.
  let characterPlaces: [Int]
  /// For each scope, its intent groups by their places in `characters` and `meanings`.
  let scopeGroups: [[Int]]
  /// For each scope, what its intents mean (see `MeaningProfile`), or `nil` where that is not
  /// known: no word vectors, one intent, phrases not in English, or intents too alike.
  let meanings: [MeaningProfile?]
  /// For each vocabulary, the words of the kind of value it holds (its type's name, else its
  /// own): what a phrase's slot or a name of it says for `meanings`.
  let vocabularyKinds: [[String]]
  /// The scoring model this index weighs candidates with.
  let model: ScoringModel

  /// Compiles `catalog`.
  ///
  /// - Complexity: O(total words of templates and vocabulary names), plus the typo
  ///   neighbourhoods of every distinct stem.
  public convenience init(catalog: MatcherCatalog) {
    self.init(catalog: catalog, wordVectors: WordVectors.shared)
  }

  /// Compiles `catalog` to be scored with `model` instead of the fitted ``ScoringModel/shared``.
  public convenience init(catalog: MatcherCatalog, model: ScoringModel) {
    self.init(catalog: catalog, wordVectors: WordVectors.shared, model: model)
  }

  /// Compiles `catalog`, comparing what requests mean with `wordVectors`, or by their words
  /// alone when it is `nil`.
  init(catalog: MatcherCatalog, wordVectors: WordVectors?, model: ScoringModel = .shared) {
    self.model = model
    var terms = TermTable()
    var appIndex: [String: Int] = [:]
    var apps: [CompiledApp] = []
    for app in catalog.apps where appIndex[app.name] == nil {
      appIndex[app.name] = apps.count
      apps.append(CompiledApp(app, terms: &terms))
    }
    var appNamesByTerm: [Int32: [Int]] = [:]
    for (index, app) in apps.enumerated() {
      for name in app.names {
        guard let first = name.terms.first else { continue }
        if !(appNamesByTerm[first]?.contains(index) ?? false) {
          appNamesByTerm[first, default: []].append(index)
        }
      }
    }
    var vocabularyIndex: [String: Int] = [:]
    for (index, vocabulary) in catalog.vocabularies.enumerated()
    where vocabularyIndex[vocabulary.name] == nil {
      vocabularyIndex[vocabulary.name] = index
    }
    let vocabularyKinds = catalog.vocabularies.map { vocabulary in
      Tokenizer.words(ofName: vocabulary.typeName ?? vocabulary.name)
    }
    self.vocabularyKinds = vocabularyKinds
    var groupIndex: [String: Int] = [:]
    var raw: [(group: Int, literals: [(String, Int32)], slotPosition: Int)] = []
    // Each phrase's words for `meanings`, its slot said as the kind of value it takes: "Order a
    // ${drink}" is "order a drink".
    var phraseWords: [[String]] = []
    var templatesByApp = [[Int32]](repeating: [], count: apps.count)
    var templatesByVocabulary = [[Int32]](repeating: [], count: catalog.vocabularies.count)
    var slotTypes = Set<SlotKind>()
    // The place of each phrase's word that leads to its app's name ("in" of "… in
    // ${applicationName}").
    var appNameLeadIns: [Int?] = []
    for (index, template) in catalog.templates.enumerated() {
      let key = template.app + "\u{1F}" + template.intent
      let group = groupIndex[key] ?? groupIndex.count
      groupIndex[key] = group
      var literals: [(String, Int32)] = []
      var slotPosition = 0
      var leadIn: Int?
      var words: [String] = []
      for part in template.parts {
        switch part {
        case .text(let text):
          for token in Tokenizer.tokens(text) {
            literals.append((token.word, terms.intern(token.stem)))
            words.append(token.word)
          }
        case .slot(let name, let type):
          slotPosition = literals.count
          slotTypes.insert(SlotKind(type))
          if case .vocabulary(let named) = type, let vocabulary = vocabularyIndex[named] {
            templatesByVocabulary[vocabulary].append(Int32(index))
            words += vocabularyKinds[vocabulary]
          } else {
            words += Tokenizer.words(ofName: name)
          }
        case .appName:
          if let last = literals.last, Lexicon.appNameLeadIns.contains(last.0) {
            leadIn = literals.count - 1
          }
        }
      }
      appNameLeadIns.append(leadIn)
      if let app = appIndex[template.app] { templatesByApp[app].append(Int32(index)) }
      raw.append((group, literals, slotPosition))
      phraseWords.append(words)
    }
    let listed = Self.parameters(
      of: catalog, groups: groupIndex, vocabularies: vocabularyIndex, slotTypes: &slotTypes)
    let (groupParameters, groupsListingParameters) = listed
    self.groupParameters = groupParameters
    self.groupsListingParameters = groupsListingParameters
    // Every statistic a score reads is taken over the phrases of the template's own app, its
    // scope: the same request scores the same against an app whichever other apps are loaded.
    let scopeCount = apps.count + 1
    var groupScopes = [Int](repeating: apps.count, count: groupIndex.count)
    for (index, template) in catalog.templates.enumerated() {
      groupScopes[raw[index].group] = appIndex[template.app] ?? apps.count
    }
    var scopeGroupCounts = [Int](repeating: 0, count: scopeCount)
    for scope in groupScopes { scopeGroupCounts[scope] += 1 }
    var scopeDocuments = [[Int32: Int]](repeating: [:], count: scopeCount)
    var groupTerms = [Set<Int32>](repeating: [], count: groupIndex.count)
    // An intent's search keywords count in its profile as words one of its phrases says. They
    // are words the catalog knows (a misspelt keyword is found, and a keyword is no misspelt
    // word), but no phrase's: they retrieve nothing and weigh as words the app's phrases lack.
    var keywordTerms = [Set<Int32>](repeating: [], count: groupIndex.count)
    for entry in catalog.parameters {
      guard let group = groupIndex[entry.app + "\u{1F}" + entry.intent] else { continue }
      for keyword in entry.searchKeywords {
        for token in Tokenizer.tokens(keyword) where !FillerWords.contains(token.word) {
          keywordTerms[group].insert(terms.intern(token.stem))
        }
      }
    }
    var groupSizes = [Int](repeating: 0, count: groupIndex.count)
    var profiles = [[Int32: Double]](repeating: [:], count: groupIndex.count)
    var postings = [[Int32]](repeating: [], count: terms.count)
    for (index, entry) in raw.enumerated() {
      groupSizes[entry.group] += 1
      for term in Set(entry.literals.map(\.1)) {
        postings[Int(term)].append(Int32(index))
        profiles[entry.group][term, default: 0] += 1
        if groupTerms[entry.group].insert(term).inserted {
          scopeDocuments[groupScopes[entry.group]][term, default: 0] += 1
        }
      }
    }
    for group in profiles.indices {
      for term in keywordTerms[group] where profiles[group][term] == nil {
        profiles[group][term] = 1
      }
      for (term, count) in profiles[group] {
        profiles[group][term] = pow(
          count / Double(groupSizes[group]), TemplateScorer.supportExponent)
      }
    }
    let scopeWeights = Self.scopeWeights(
      groupCounts: scopeGroupCounts, documents: scopeDocuments, apps: apps, stems: terms.stems)
    let groupWeights = groupScopes.map { scopeWeights[$0] }
    templates = catalog.templates.enumerated().map { index, template in
      let slot = template.slot
      var vocabulary: Int?
      if case .vocabulary(let name) = slot?.type { vocabulary = vocabularyIndex[name] }
      let words = raw[index].literals.map(\.0)
      let literals = raw[index].literals.enumerated().map { position, literal in
        CompiledTemplate.Literal(
          word: literal.0, term: literal.1, weight: groupWeights[raw[index].group][literal.1] ?? 0,
          isFiller: FillerWords.contains(literal.0),
          isState: Self.isState(at: position, of: words, slotPosition: raw[index].slotPosition),
          isParticle: FillerWords.isParticle(literal.0),
          isQuestion: TemplateScorer.isQuestion(literal.0),
          isDestination: Lexicon.destinationPrepositions.contains(literal.0))
      }
      let lead = CompiledTemplate.lead(
        of: literals, slotPosition: slot == nil ? nil : raw[index].slotPosition)
      return CompiledTemplate(
        index: index, group: raw[index].group, app: appIndex[template.app],
        needsAppName: template.parts.contains(.appName), literals: literals,
        weightOrder: literals.indices.sorted { literals[$0].weight > literals[$1].weight },
        slot: slot, slotPosition: raw[index].slotPosition, vocabulary: vocabulary, lead: lead,
        verbStem: literals.indices.contains(lead) ? terms.stems[Int(literals[lead].term)] : nil,
        appNameLeadIn: appNameLeadIns[index],
        slotUnits: groupParameters[raw[index].group].first { $0.name == slot?.name }?.units ?? [])
    }
    var scopeVerbs = [Set<Int32>](repeating: [], count: scopeCount)
    var groupVerbs = [Set<Int32>](repeating: [], count: groupIndex.count)
    for template in templates {
      guard let verb = template.leadLiteral, !verb.isFiller, !verb.isQuestion else { continue }
      scopeVerbs[groupScopes[template.group]].insert(verb.term)
      groupVerbs[template.group].insert(verb.term)
    }
    commandVerbs = scopeVerbs
    self.groupVerbs = groupVerbs
    var groupParticles = [[(verb: Int32, particle: String)]](
      repeating: [], count: groupIndex.count)
    for template in templates {
      guard let verb = template.leadLiteral, let particle = template.verbParticle else {
        continue
      }
      groupParticles[template.group].append((verb.term, particle))
    }
    self.groupParticles = groupParticles
    var groupNegates = [Bool](repeating: false, count: groupIndex.count)
    for template in templates
    where template.literals.contains(where: { Synonyms.negations.contains($0.word) }) {
      groupNegates[template.group] = true
    }
    self.groupNegates = groupNegates
    var groupActionTerms = [Set<Int32>](repeating: [], count: groupIndex.count)
    for template in templates {
      for literal in template.literals where !literal.isState {
        groupActionTerms[template.group].insert(literal.term)
      }
    }
    self.groupActionTerms = groupActionTerms
    catalogTemplates = catalog.templates
    phrases = catalog.templates.map(\.text)
    hasNegativePhrases = apps.contains { !$0.negativePhrases.isEmpty }
    groupProfiles = profiles.map(TermShares.init)
    var surfaces = [[String]](repeating: [], count: terms.count)
    for entry in raw {
      for (word, term) in entry.literals where !surfaces[Int(term)].contains(word) {
        surfaces[Int(term)].append(word)
      }
    }
    self.surfaces = surfaces
    var groupWords = [[String]](repeating: [], count: groupIndex.count)
    for entry in raw { groupWords[entry.group] += entry.literals.map(\.0) }
    var scopeGroups = [[Int]](repeating: [], count: scopeCount)
    var groupPlaces = [Int](repeating: 0, count: groupIndex.count)
    for (group, scope) in groupScopes.enumerated() {
      groupPlaces[group] = scopeGroups[scope].count
      scopeGroups[scope].append(group)
    }
    characters = scopeGroups.map { groups in
      CharacterProfile(groupWords: groups.map { groupWords[$0] })
    }
    characterPlaces = groupPlaces
    self.scopeGroups = scopeGroups
    var groupPhrases = [[[String]]](repeating: [], count: groupIndex.count)
    for (index, words) in phraseWords.enumerated() {
      groupPhrases[raw[index].group].append(words)
    }
    meanings = scopeGroups.map { groups in
      wordVectors.flatMap { table in
        MeaningProfile(groupPhrases: groups.map { groupPhrases[$0] }, table: table)
      }
    }
    self.terms = terms
    var termScopes = [[(scope: Int32, weight: Double)]](repeating: [], count: terms.count)
    for (scope, weights) in scopeWeights.enumerated() {
      for (term, weight) in weights { termScopes[Int(term)].append((Int32(scope), weight)) }
    }
    self.termScopes = termScopes
    self.scopeCount = scopeCount
    self.groupScopes = groupScopes
    self.postings = postings
    postingWeights = postings.indices.map { term in
      postings[term].map { template in
        groupWeights[raw[Int(template)].group][Int32(term)] ?? 0
      }
    }
    typos = TypoIndex(stems: terms.stems, shortWords: true)
    (verbFormWords, verbForms) = Self.nearForms(
      of: Set(scopeVerbs.joined()).sorted(), surfaces: surfaces)
    (phraseFormWords, phraseForms) = Self.nearForms(
      of: surfaces.indices.map(Int32.init), surfaces: surfaces, also: Self.nameWords(of: apps))
    prefixes = PrefixIndex(stems: terms.stems)
    compounds = CompoundIndex(stems: terms.stems)
    self.apps = apps
    self.appNamesByTerm = appNamesByTerm
    appNamesApart = AppNamesApart(apps: apps)
    self.templatesByApp = templatesByApp
    self.templatesByVocabulary = templatesByVocabulary
    smallWordPhrases = Self.smallWordPhrases(templates, vocabularies: catalog.vocabularies)
    entities = EntityIndex(vocabularies: catalog.vocabularies)
    var groupVocabularies = [Set<Int>](repeating: [], count: groupIndex.count)
    for template in templates {
      if let vocabulary = template.vocabulary {
        groupVocabularies[template.group].insert(vocabulary)
      }
    }
    self.groupVocabularies = groupVocabularies
    let groupTakes = groupVocabularies.indices.map { group in
      groupVocabularies[group].union(groupParameters[group].compactMap(\.vocabulary))
    }
    self.groupTakes = groupTakes
    var scopeVocabularies = [Set<Int>](repeating: [], count: scopeCount)
    for (group, scope) in groupScopes.enumerated() {
      scopeVocabularies[scope].formUnion(groupTakes[group])
    }
    self.scopeVocabularies = scopeVocabularies
    var vocabularyScopes = [[Int]](repeating: [], count: catalog.vocabularies.count)
    for (scope, vocabularies) in scopeVocabularies.enumerated() {
      for vocabulary in vocabularies.sorted() { vocabularyScopes[vocabulary].append(scope) }
    }
    self.vocabularyScopes = vocabularyScopes
    termIsParticle = terms.stems.map(FillerWords.isParticle)
    let typeNouns = catalog.vocabularies.map(\.typeNouns)
    self.typeNouns = typeNouns
    var typeNounVocabularies: [String: [Int]] = [:]
    for (vocabulary, nouns) in typeNouns.enumerated() {
      for noun in Set(nouns) { typeNounVocabularies[noun, default: []].append(vocabulary) }
    }
    self.typeNounVocabularies = typeNounVocabularies
    let nameWords = catalog.vocabularies.map { $0.nameWords() }
    let kindTerms = nameWords.map { words in
      words.entriesSaying.compactMap { stem, count in
        count >= Self.namesSayingAKindWord ? terms.id(of: stem) : nil
      }.sorted()
    }
    self.kindTerms = kindTerms
    let nameHeads = nameWords.map(\.heads)
    self.nameHeads = nameHeads
    kindNamedVocabularies = catalog.vocabularies.indices.filter { vocabulary in
      catalog.vocabularies[vocabulary].acceptsUnknownValues
        && (!typeNouns[vocabulary].isEmpty || !kindTerms[vocabulary].isEmpty
          || !nameHeads[vocabulary].isEmpty)
    }
    vocabularies = catalog.vocabularies
    self.slotTypes = slotTypes
    needsEntities = slotTypes.contains(.vocabulary)
  }

  /// Whether the phrase word at `position` is a past participle used as an adjective: not the
  /// phrase's first word (its verb), and followed by the noun it describes, a meaningful word
  /// or the slot ("Go to my saved trails", "Show completed ${list}"). It says a state: "add"
  /// and "save" are actions, "saved trails" are trails.
  private static func isState(at position: Int, of words: [String], slotPosition: Int) -> Bool {
    guard position > 0, Stemmer.isPastParticiple(words[position]) else { return false }
    if slotPosition == position + 1 { return true }
    guard position + 1 < words.count else { return false }
    let next = words[position + 1]
    return !FillerWords.contains(next) && !FillerWords.isParticle(next)
  }

  /// The weight of a term with `stem` used by `documents` of `groups` intents of its app:
  /// (log(1 + G / g) / log(1 + G))^``rarityExponent``, 0.3 of that for a filler word and
  /// ``ValueWords/weightFactor`` of it for a value word.
  static func weight(of stem: String, groups: Double, documents: Int) -> Double {
    let rarity = pow(
      log(1 + groups / Double(max(documents, 1))) / log(1 + groups), rarityExponent)
    if FillerWords.contains(stem) { return rarity * fillerRarity }
    if ValueWords.contains(stem) { return rarity * ValueWords.weightFactor }
    return max(rarity, leastRarity)
  }

  /// The weight of `term` in `scope`, or `nil` when no phrase of the scope (nor its app's
  /// name) uses it.
  func weight(of term: Int32, in scope: Int) -> Double? {
    let list = termScopes[Int(term)]
    let low = list.partitionPoint { $0.scope < scope }
    return low < list.count && list[low].scope == scope ? list[low].weight : nil
  }
}

extension PhraseIndex: CustomReflectable {
  /// A short reflection, how many apps and phrase templates it holds: a test's failed
  /// expectation that mentions an index reflects its values, and reflecting its tables in full
  /// takes minutes for a large catalog.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["apps": apps.count, "templates": templates.count], displayStyle: .class)
  }
}
