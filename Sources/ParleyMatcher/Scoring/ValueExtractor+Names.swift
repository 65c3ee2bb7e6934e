import Foundation

// Where a name ends and what counts a thing: names before other values, titles, names read by
// their kind, articles and "no" that count.
extension ValueExtractor {
  /// `run`, free text said for the parameter `name`, up to a word that introduces what the
  /// rest of the run says for another of `parameters`: a name of its vocabulary said as it is
  /// or by its kind, or a date, with the words that lead to it ("to ana", "to the travel
  /// folder", "in the shopping folder", "for tomorrow"). "a note called milk to the shopping
  /// folder" is called "milk". A number another parameter counts ends it too, with the small
  /// words that lead to it: "a plant called rosemary every 5 days" is called "rosemary" where
  /// a number parameter's title says "days". The run is whole when nothing else says its end.
  func beforeOtherValue(
    _ run: Range<Int>, of parameters: [Parameter], besides name: String, app: Int?
  ) -> Range<Int> {
    let tokens = analysis.tokens
    let others = parameters.filter { $0.name != name }
    guard !others.isEmpty else { return run }
    for lead in run.dropFirst() where Lexicon.valueIntroducers.contains(tokens[lead].word) {
      var rest = (lead + 1)..<run.upperBound
      while let last = rest.last, rest.count > 1, tokens[last].isFiller {
        rest = rest.lowerBound..<last
      }
      guard others.contains(where: { says(rest, for: $0, app: app) }) else { continue }
      var text = run.lowerBound..<lead
      while let last = text.last, text.count > 1, tokens[last].isFiller {
        text = text.lowerBound..<last
      }
      if !text.isEmpty { return text }
    }
    let numbers = others.filter { $0.type == .integer || $0.type == .decimal }
    for number in analysis.decimals
    where number.span.lowerBound > run.lowerBound && number.span.upperBound <= run.upperBound
      && numbers.contains(where: {
        counts(number.span, $0.words, after: true) || counts(number.span, $0.words, after: false)
      })
    {
      var text = run.lowerBound..<number.span.lowerBound
      while let last = text.last, text.count > 1,
        tokens[last].isFiller || FillerWords.isDeterminer(tokens[last].word)
          || Lexicon.valueIntroducers.contains(tokens[last].word)
      {
        text = text.lowerBound..<last
      }
      return text
    }
    return run
  }

  /// Whether the words `rest` say a value of `parameter` and nothing else: a date for a date,
  /// for a vocabulary a name of it said as it is (with its kind after it: "cedar falls
  /// trail"), read by its kind, or unlisted but said with its kind (`unlistedNameByKind`),
  /// after the determiners and possessives that open a noun phrase ("the", "my"). A closed
  /// list's value is said by its title or with its kind word, never by a synonym alone: "ideas
  /// for home" is a title, though Personal's synonym is "home".
  func says(_ rest: Range<Int>, for parameter: Parameter, app: Int?) -> Bool {
    let tokens = analysis.tokens
    var words = rest
    while let first = words.first,
      Lexicon.determiners.contains(tokens[first].word)
        || Lexicon.possessives.contains(tokens[first].word)
    {
      words = (first + 1)..<words.upperBound
    }
    guard !words.isEmpty else { return false }
    if parameter.type == .date {
      return analysis.dates.contains {
        $0.span.lowerBound <= words.lowerBound && $0.span.upperBound == words.upperBound
      }
    }
    guard let vocabulary = parameter.vocabulary else { return false }
    if analysis.kindNames.contains(where: { $0.vocabulary == vocabulary && $0.span == words }) {
      return true
    }
    var name = words
    while let last = name.last, name.count > 1, analysis.saysKind(at: last, of: vocabulary) {
      name = name.lowerBound..<last
    }
    let closed = !analysis.vocabularies[vocabulary].acceptsUnknownValues
    if analysis.entityHits.contains(where: { hit in
      hit.vocabulary == vocabulary && !hit.hadTypo && hit.span == name
        && (!closed || name != words
          || saysTitle(name, of: analysis.vocabularies[vocabulary].entries[hit.entry]))
    }) {
      return true
    }
    return unlistedNameByKind(
      of: vocabulary, app: app, where: { $0.upperBound == words.upperBound }
    ).map(\.name) == name
  }

  /// Whether every word of `span` is a word of `entry`'s title, not only of a synonym.
  func saysTitle(_ span: Range<Int>, of entry: SlotVocabulary.Entry) -> Bool {
    let title = Set(Tokenizer.tokens(entry.title).map(\.stem))
    return span.allSatisfy { title.contains(analysis.tokens[$0].stem) }
  }

  /// A name a closed list lacks, said with its kind after a word that introduces a value: the
  /// words after "to", "in" or "from" and the words that open a noun phrase, at most three, that
  /// no phrase of `app` says, no value names and that end before the vocabulary's kind word or type
  /// noun ("shopping" in "to the shopping folder", where the folders are Personal, Travel and
  /// Recipes). The request asks for a value the app lacks, an option to say it left out. The
  /// first whose words from the lead on pass `free`, with the lead, the name and the words said
  /// (the name and its kind).
  func unlistedNameByKind(
    of vocabulary: Int, app: Int?, where free: (Range<Int>) -> Bool
  ) -> (lead: Int, name: Range<Int>, said: Range<Int>)? {
    guard !analysis.vocabularies[vocabulary].acceptsUnknownValues else { return nil }
    let tokens = analysis.tokens
    for lead in tokens.indices where Lexicon.valueIntroducers.contains(tokens[lead].word) {
      var start = lead + 1
      while start < tokens.count,
        tokens[start].isFiller || Lexicon.possessives.contains(tokens[start].word)
      {
        start += 1
      }
      var end = start
      while end < tokens.count, end - start < 3, !tokens[end].isFiller,
        !analysis.isPhraseWord(at: end, ofApp: app), !analysis.numberWords[end],
        !analysis.saysKind(at: end, of: vocabulary),
        !analysis.entityHits.contains(where: { $0.span.contains(end) })
      {
        end += 1
      }
      guard end > start, end < tokens.count, analysis.saysKind(at: end, of: vocabulary) else {
        continue
      }
      let name = start..<end
      if free(lead..<(end + 1)) { return (lead, name, name.lowerBound..<(end + 1)) }
    }
    return nil
  }

  /// The span from an article to the word of `words` it counts one of, the next word or the
  /// one after: "an extra shot" and "a shot" say one shot; a word that changes a name
  /// ("extra" of "an extra large latte") is no noun. A plural ("a few shots", "a couple
  /// of shots") or a noun no word of `words` names ("a latte" for a quantity) says no count.
  /// The first such span that passes `free`, or `nil`.
  func countedByArticle(_ words: [String], where free: (Range<Int>) -> Bool) -> Range<Int>? {
    let tokens = analysis.tokens
    for article in analysis.singularArticles {
      let nouns = ((article + 1)..<min(article + 3, tokens.count)).filter { position in
        !analysis.numberWords[position] && !Lexicon.modifiers.contains(tokens[position].word)
          && names(position, words) && !analysis.isPlural(position)
      }
      guard let noun = nouns.last, !analysis.numberWords[article + 1] else { continue }
      let span = article..<(noun + 1)
      if free(span) { return span }
    }
    return nil
  }

  /// The words that say none of what a numeric parameter counts: "without" or "no", then
  /// "a", "an" or "any" if said, and a word or two the last of which is a noun of `words`
  /// ("without an extra shot", "with no extra shots"). The first such run that passes `free`,
  /// or `nil`. The count is zero, not one: the article after "without" counts nothing.
  func countedAsNone(_ words: [String], where free: (Range<Int>) -> Bool) -> Range<Int>? {
    let tokens = analysis.tokens
    for negation in tokens.indices where Lexicon.noneWords.contains(tokens[negation].word) {
      var start = negation + 1
      if start < tokens.count, Lexicon.noneArticles.contains(tokens[start].word) { start += 1 }
      let nouns = (start..<min(start + 2, tokens.count)).prefix { position in
        !analysis.numberWords[position]
          && (Lexicon.modifiers.contains(tokens[position].word) || names(position, words))
      }
      guard let noun = nouns.last(where: { names($0, words) }) else { continue }
      let span = negation..<(noun + 1)
      if free(span) { return span }
    }
    return nil
  }

  /// The article that says one serving of a thing: "a" of "a bowl of tomato soup" and "a large
  /// cup of latte", where a word or two no number or plural is in, and then "of" and a thing
  /// said in the singular, follow it. A vague amount ("a lot of soup", "a bit of") counts
  /// nothing, and nor does "a box of donuts", said of several. The first such article that
  /// passes `free`, or `nil`.
  func servingByArticle(where free: (Range<Int>) -> Bool) -> Range<Int>? {
    let tokens = analysis.tokens
    for article in tokens.indices where Lexicon.indefiniteArticles.contains(tokens[article].word) {
      guard free(article..<(article + 1)),
        let of = ((article + 2)...(article + 3)).first(where: {
          $0 < tokens.count && tokens[$0].word == "of"
        })
      else { continue }
      let serving = (article + 1)..<of
      guard
        !serving.contains(where: { position in
          analysis.numberWords[position] || analysis.isPlural(position)
            || Lexicon.vagueAmounts.contains(tokens[position].word)
        }),
        !analysis.vagueCounts.contains(where: { $0.overlaps(article..<of) }),
        let thing = ((of + 1)..<tokens.count).first(where: {
          !Lexicon.determiners.contains(tokens[$0].word)
        }),
        !analysis.numberWords[thing], !analysis.isPlural(thing)
      else { continue }
      return article..<(article + 1)
    }
    return nil
  }

  /// The one run of free meaningful words (fillers and introducers at its ends left out), or
  /// `nil` when there is none or more than one.
  func onlyFreeRun(_ taken: [Bool]) -> Range<Int>? {
    let tokens = analysis.tokens
    func meaningful(_ position: Int) -> Bool {
      !taken[position] && !tokens[position].isFiller
        && !Lexicon.valueIntroducers.contains(tokens[position].word)
    }
    guard let first = tokens.indices.first(where: meaningful),
      let last = tokens.indices.last(where: meaningful)
    else { return nil }
    let run = first..<(last + 1)
    return run.contains { taken[$0] } ? nil : run
  }

  /// `run` up to the word that asks for an option, without the fillers before it: "yes" of
  /// "yes with oat milk"; `nil` when that leaves nothing, or when such a word leads it ("with
  /// oat milk").
  func beforeOption(_ run: Range<Int>) -> Range<Int>? {
    let tokens = analysis.tokens
    if run.lowerBound > 0, Lexicon.optionWords.contains(tokens[run.lowerBound - 1].word) {
      return nil
    }
    var name =
      run
      .lowerBound..<(run.first { Lexicon.optionWords.contains(tokens[$0].word) } ?? run.upperBound)
    while let last = name.last, tokens[last].isFiller { name = name.lowerBound..<last }
    return name.isEmpty ? nil : name
  }
}
