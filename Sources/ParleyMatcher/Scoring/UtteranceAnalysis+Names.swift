import Foundation

// The names a request says: apps, entries, what a name's words are and where items join.
extension UtteranceAnalysis {
  /// `mentions` apart from those said as the kind word of a name, which name no app ("get
  /// conditions for mist trail"), each of those with the name's vocabulary (see
  /// ``kindWordMentions``).
  static func apart(
    _ mentions: [AppMention], kindNames: [(vocabulary: Int, span: Range<Int>)]
  ) -> (apps: [AppMention], kindWords: [(mention: AppMention, vocabulary: Int)]) {
    var kindWords: [(mention: AppMention, vocabulary: Int)] = []
    let apps = mentions.filter { mention in
      guard let name = kindNames.first(where: { $0.span.contains(mention.span.lowerBound) })
      else { return true }
      kindWords.append((mention, name.vocabulary))
      return false
    }
    return (apps, kindWords)
  }

  /// How much of a name must be said for it to count as named when several are: see
  /// `firstName(of:where:)`.
  static var clearNameQuality: Double { MatcherSettings.shared.clearNameQuality }
  /// How closely a word must say a catalog term to be read as it, not guessed at: the term
  /// itself, its stem or a slight typo of a long word (see `TermMatch.similarity`).
  static var clearWordSimilarity: Double { MatcherSettings.shared.clearWordSimilarity }
  /// How much of a name must be said for its words to be read as the name's rather than as
  /// phrase words or an app's name: "cold brew" is a drink, not the app Brew.
  static var partNameQuality: Double { MatcherSettings.shared.partNameQuality }

  /// Whether an app's name is said inside the name of an entity the utterance says ("cold
  /// brew" names a drink, not the app Brew).
  func isInsideEntity(_ mention: AppMention) -> Bool {
    Self.lies(mention, inside: entityHits)
  }

  /// Whether `mention` is said inside one of `hits`, the names of entities said.
  static func lies(_ mention: AppMention, inside hits: [EntityIndex.Hit]) -> Bool {
    mention.isSaid
      && hits.contains { hit in
        hit.quality >= Self.partNameQuality && hit.span.lowerBound <= mention.span.lowerBound
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
  /// mocha; not "lak", the beginning of a word of "Alpine Lake Trail", the "off" of "take
  /// bear creek off my favorites", nor a word that says when ("bear creek now", "bear creek
  /// right now"; `Lexicon.timeAdverbs`).
  func runsIntoUnknownWord(_ hit: EntityIndex.Hit) -> Bool {
    let position = hit.span.upperBound
    func saysWhen(_ place: Int) -> Bool {
      tokens.indices.contains(place) && Lexicon.timeAdverbs.contains(tokens[place].word)
    }
    guard tokens.indices.contains(position) else { return false }
    let when =
      saysWhen(position) || Lexicon.timeLeads.contains(words[position]) && saysWhen(position + 1)
    return !tokens[position].isFiller && !when
      && matches[position].isEmpty && !numberWords[position]
      && !particles[position]
      && !ValueWords.contains(tokens[position].stem)
      && !entityHits.contains { $0.span.contains(position) }
      && !appMentions.contains { $0.span.contains(position) }
      && !words(ofNamesOf: hit).contains { $0.hasPrefix(tokens[position].word) }
  }

  /// The words of the names (title and synonyms) of `hit`'s entry, read once per request.
  func words(ofNamesOf hit: EntityIndex.Hit) -> [String] {
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
  static func commaFollows(_ position: Int, in tokens: [Token], of utterance: String)
    -> Bool
  {
    guard position + 1 < tokens.count else { return false }
    let end = tokens[position].range.upperBound
    let next = tokens[position + 1].range.lowerBound
    return end < next && utterance[end..<next].utf8.contains(UInt8(ascii: ","))
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

  /// Whether the word at `position` is clearly a meaningful word of one of the phrases of the
  /// intent `group` (not a filler or particle): the "coffee" of "Is my coffee ready" said in
  /// "where's my coffee" to "Where's my order".
  func saysWord(ofIntent group: Int, at position: Int) -> Bool {
    guard !tokens[position].isFiller else { return false }
    let profile = index.groupProfiles[group]
    let flat = matchTable.flat
    let offsets = matchTable.offsets
    return flat[offsets[position]..<offsets[position + 1]].contains { match in
      match.similarity >= Self.clearWordSimilarity && match.vocabulary < 0
        && profile[match.term] != nil && !index.termIsParticle[Int(match.term)]
    }
  }

  /// Whether the word at `position` is a kind word of `vocabulary` or its type's noun.
  func saysKind(at position: Int, of vocabulary: Int) -> Bool {
    Self.saysKind(tokens[position], matches[position], of: vocabulary, index)
  }

  /// Whether a token is a kind word of `vocabulary` (see ``PhraseIndex/kindTerms``) or its
  /// type's noun (see ``PhraseIndex/typeNouns``).
  static func saysKind(
    _ token: Token, _ matches: [TermMatch], of vocabulary: Int, _ index: PhraseIndex
  ) -> Bool {
    index.typeNouns[vocabulary].contains(token.stem)
      || matches.contains { $0.similarity == 1 && index.kindTerms[vocabulary].contains($0.term) }
  }
}
