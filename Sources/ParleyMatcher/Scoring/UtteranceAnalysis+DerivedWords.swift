// Words a request says through other words: a value or a type's noun says its kind, a word
// of repetition with a verb says the verb done again.
extension UtteranceAnalysis {
  /// Adds to `matches` the kind words (see ``PhraseIndex/kindTerms``) that the names said and
  /// the types' nouns say. A value says its kind: "latte", a drink, says the "coffee" of "is my
  /// coffee ready", a word many of the drinks' names share, unless an intent takes drinks (see
  /// ``TermMatch/vocabulary``). So does the type's own noun, said outside a name, as a word:
  /// "drink" says that "coffee" too.
  static func addKindWords(
    _ tokens: [Token], names: [EntityIndex.Hit], index: PhraseIndex,
    into matches: inout [[TermMatch]]
  ) {
    for hit in names where hit.quality >= clearNameQuality {
      guard let last = hit.span.last, last < matches.count else { continue }
      for term in index.kindTerms[hit.vocabulary]
      where !matches[last].contains(where: { $0.term == term }) {
        matches[last].append(
          TermMatch(
            term: term, similarity: kindSimilarity, how: .synonym, vocabulary: hit.vocabulary))
      }
    }
    for position in tokens.indices where !names.contains(where: { $0.span.contains(position) }) {
      for vocabulary in index.typeNounVocabularies[tokens[position].stem] ?? [] {
        for term in index.kindTerms[vocabulary]
        where !matches[position].contains(where: { $0.term == term }) {
          matches[position].append(TermMatch(term: term, similarity: kindSimilarity, how: .synonym))
        }
      }
    }
  }

  /// Lets the words of a request that asks for something done again (it says a word of
  /// `Lexicon.repetitionWords`) say their verbs done again, where the catalog has them. With
  /// the word it repeats, the word of repetition says the whole verb, and the repeated word says
  /// it as a synonym does: "repeat my last order" says the "reorder" of "Reorder my last coffee"
  /// by its "repeat" and by its "order", "order my usual again" by "again" and "order". An
  /// adverb repeats the request's verb, a verb of repetition the words said after it.
  static func addRepeatedVerbs(
    _ tokens: [Token], index: PhraseIndex, into matches: inout [[TermMatch]]
  ) {
    guard let repetition = tokens.firstIndex(where: { Lexicon.repetitionWords.contains($0.word) })
    else { return }
    // An adverb ("again") repeats the request's verb, its first meaningful word: "order my
    // usual again", not the "order" of "again, where's my order". A verb of repetition
    // ("repeat") repeats what it is said of, the words after it: "repeat my last order".
    let repeated: [Int]
    if FillerWords.isAdverb(tokens[repetition].word) {
      let verb = tokens.indices.first { position in
        position != repetition && !tokens[position].isFiller
          && !Synonyms.leadIns.contains(tokens[position].word)
          && !FillerWords.isAdverb(tokens[position].word)
      }
      repeated = verb.map { [$0] } ?? []
    } else {
      repeated = tokens.indices.filter { $0 > repetition && !tokens[$0].isFiller }
    }
    for position in repeated {
      let stem = Stemmer.stem(Lexicon.repetitionPrefix + tokens[position].word)
      guard let term = index.terms.id(of: stem) else { continue }
      Self.addSynonyms([stem], at: position, index: index, into: &matches)
      if !matches[repetition].contains(where: { $0.term == term }) {
        matches[repetition].append(TermMatch(term: term, similarity: 1, how: .synonym))
      }
    }
  }
}
