/// Finds the best span of an utterance for a template's slot.
///
/// Typed values are found first, independently of the phrase's words: a vocabulary entry
/// (title or synonym, whole, partial or misspelled), a name no entry holds but said with the
/// vocabulary's kind word ("mist trail"), a number, a date, yes or no. Free text,
/// and a value an open vocabulary does not know, is found after the phrase's words are
/// aligned: the run of unexplained words where the slot sits (after the phrase word before the
/// slot, or before the phrase word after it), unless its words only count or say the kind of
/// the vocabulary's values ("2 soups").
struct SlotFinder {
  /// The credit for a slot filled with words no vocabulary entry names; those words count
  /// half as explained.
  static var rawQuality: Double { MatcherSettings.shared.rawSlotQuality }
  /// The credit for a slot filled with a name no entry holds but read by its kind word
  /// ("mist trail", a trail): a name of the vocabulary, though not one it lists.
  static var kindNameQuality: Double { MatcherSettings.shared.kindNameQuality }
  /// The credit for a slot filled with a yes or a no ("on", "off"): the words that say one say
  /// it of anything, so they are weaker evidence of the slot than a value it lists.
  static var booleanQuality: Double { MatcherSettings.shared.booleanQuality }

  let analysis: UtteranceAnalysis

  /// Fills a typed slot (vocabulary, number, date, yes/no) into `evaluation`, if the utterance
  /// holds a value for it outside the tokens already consumed. A part of a name said only by
  /// words of the phrase (`saysPhraseWord`) is the phrase's, no value: "trails" in "find
  /// kayaking trails" is the "trails" of "Find ${activity} trails", not the activity Trail
  /// Running. A whole name said by them once is the phrase's too: "heating" in "switch the
  /// heating to eco" is the phrase's, the mode Eco.
  ///
  /// A value named in a clause that asks yes or no after the clause before it is asked about,
  /// and fills no slot.
  ///
  /// A number slot whose parameter is measured in `units` (the words of each unit's name) takes
  /// an amount with its unit whole: "skip ahead 2 minutes" for a slot in seconds, "1 hour 30
  /// minutes", never the number without the unit said after it.
  func fillTyped(
    _ slot: (name: String, type: SlotType), vocabulary: Int?, units: [[String]] = [],
    saysPhraseWord: (Int) -> Bool = { _ in false },
    into evaluation: inout TemplateScorer.Evaluation
  ) {
    let consumed = evaluation.consumed
    // "set the bedroom to 68 and is the heat on": a value in a clause that asks yes or no
    // after the one before is asked about, and no value the request gives.
    let asked = analysis.askedInClause
    func free(_ span: Range<Int>) -> Bool {
      !span.contains { consumed[$0] } && !span.allSatisfy { asked[$0] }
    }
    var found: (value: SlotValue, span: Range<Int>, quality: Double)?
    var hadTypo = false
    switch slot.type {
    case .vocabulary:
      guard let vocabulary, var name = analysis.meantName(of: vocabulary, where: free) else {
        break
      }
      // A value said by the phrase's own words, said once, is the phrase's: "heating" of
      // "Switch the heating to ${mode}" is no mode, whether "eco" or "turbo" follows it; said
      // again ("switch the heating to heating"), one of them is the value.
      if let hit = name.hit, hit.span.allSatisfy(saysPhraseWord),
        hit.quality < UtteranceAnalysis.clearNameQuality || !saidAgain(hit.span, besides: consumed)
      {
        guard
          let other = analysis.meantName(
            of: vocabulary, where: { free($0) && !$0.allSatisfy(saysPhraseWord) })
        else { break }
        name = other
      }
      if let hit = name.hit {
        let entry = analysisEntry(hit)
        found = (.entry(value: entry.value, title: entry.title), hit.span, hit.quality)
        hadTypo = hit.hadTypo
      } else {
        found = (.raw(analysis.text(of: name.span)), name.span, Self.kindNameQuality)
      }
    case .integer, .decimal:
      if let amount = AmountReader.firstSpan(in: analysis.words, units: units, where: free) {
        found = (.decimal(amount.value), amount.span, 1)
      } else if slot.type == .integer {
        found = analysis.numbers.first { free($0.span) }.map { ($0.value, $0.span, 1) }
      } else {
        found = analysis.decimals.first { free($0.span) }.map { ($0.value, $0.span, 1) }
      }
    case .date:
      found = analysis.dates.first { free($0.span) }.map { ($0.value, $0.span, 1) }
    case .boolean:
      found = analysis.booleans.first { free($0.span) }.map {
        ($0.value, $0.span, Self.booleanQuality)
      }
    case .text:
      found = nil
    }
    guard let found else { return }
    evaluation.slot = SlotFill(
      name: slot.name, text: analysis.text(of: found.span), value: found.value)
    evaluation.slotSpan = found.span
    evaluation.slotQuality = found.quality
    evaluation.slotHadTypo = hadTypo
    for position in found.span { evaluation.consumed[position] = true }
  }

  /// Whether every word of `span` is said again elsewhere in the utterance, outside the
  /// `consumed` words (the app's name: "trails" of "in trails" says no phrase word again).
  private func saidAgain(_ span: Range<Int>, besides consumed: [Bool]) -> Bool {
    let tokens = analysis.tokens
    return span.allSatisfy { position in
      tokens.indices.contains {
        !span.contains($0) && !consumed[$0] && tokens[$0].stem == tokens[position].stem
      }
    }
  }

  /// Fills a free-text slot, or an open vocabulary's unknown value, from the unexplained words
  /// where the slot sits. An open vocabulary's value holds none of `names`, the names of
  /// values the intent does not take: "show me hiking trails" names an activity, not a trail.
  func fillRaw(
    _ slot: (name: String, type: SlotType), template: CompiledTemplate,
    vocabularies: [SlotVocabulary], names: [Range<Int>] = [],
    into evaluation: inout TemplateScorer.Evaluation
  ) {
    switch slot.type {
    case .text:
      break
    case .vocabulary:
      guard let vocabulary = template.vocabulary, vocabularies[vocabulary].acceptsUnknownValues
      else { return }
    default:
      return
    }
    var taken = evaluation.consumed
    for pair in evaluation.pairs { taken[pair.token] = true }
    if slot.type != .text {
      for span in names { for position in span { taken[position] = true } }
    }
    guard var span = runWhereSlotSits(template, pairs: evaluation.pairs, taken: taken) else {
      return
    }
    // "for tomorrow", "boulder for the weekend": a time said at its end is when, and "mocha
    // for my mom" for whom; neither is a word of a name the app lists, as the values read say
    // (see `ValueExtractor.beforeTime(_:)` and `beforeWhom(_:)`).
    if slot.type != .text {
      let extractor = ValueExtractor(analysis: analysis)
      guard let name = extractor.beforeTime(span).flatMap(extractor.beforeWhom) else { return }
      span = name
    }
    // "list all my cards", "now turn it off": words of a closed class, or adverbs before the
    // verb, name nothing.
    if analysis.namesNothing(span) { return }
    // "order 2 soups": a count and the kind of the values name none.
    if let vocabulary = template.vocabulary, slot.type != .text,
      analysis.onlyCountsKind(span, of: vocabulary)
    {
      return
    }
    // "three espressos", "a couple of mochas": a count before a name is a count of it, not a
    // word of the name, nor is the "of" after it; it is left for the intent's count to read.
    if slot.type != .text {
      while span.count > 1, analysis.numberWords[span.lowerBound] {
        span = (span.lowerBound + 1)..<span.upperBound
        while span.count > 1, analysis.tokens[span.lowerBound].isFiller {
          span = (span.lowerBound + 1)..<span.upperBound
        }
      }
    }
    let text = analysis.text(of: span)
    let value: SlotValue = slot.type == .text ? .text(text) : .raw(text)
    evaluation.slot = SlotFill(name: slot.name, text: text, value: value)
    evaluation.slotSpan = span
    evaluation.slotQuality = SlotFinder.rawQuality
    evaluation.slotIsRaw = true
    evaluation.slotHadTypo = false
    for position in span { evaluation.consumed[position] = true }
  }

  /// The words not `taken` where the template's slot sits, without fillers at their ends: after
  /// the phrase word before the slot, or before the phrase word after it, or the longest free
  /// run for a phrase that is only its slot; `nil` when there are none. The article before the
  /// slot may be said as another or not at all: "order an espresso from brew" says the "Order"
  /// of "Order a ${drink} with ${applicationName}" and neither its "a" nor its "with", and the
  /// drink is what follows "order". Any other word is the slot's own: "what is dna" says no
  /// "in" of "What's in ${folder}", and names no folder.
  func runWhereSlotSits(
    _ template: CompiledTemplate, pairs: [TemplateScorer.Pair], taken: [Bool]
  ) -> Range<Int>? {
    // The phrase word said nearest before the slot, past an article the request does not say.
    func saidBefore() -> TemplateScorer.Pair? {
      var literal = template.slotPosition - 1
      while literal >= 0 {
        if let pair = pairs.first(where: { $0.literal == literal }) { return pair }
        guard Lexicon.determiners.contains(template.literals[literal].word) else { return nil }
        literal -= 1
      }
      return nil
    }
    var run: Range<Int>?
    if let before = saidBefore() {
      var end = before.token + 1
      while end < taken.count && !taken[end] && !(end > before.token + 1 && colonBefore(end)) {
        end += 1
      }
      run = (before.token + 1)..<end
    } else if let after = pairs.first(where: { $0.literal == template.slotPosition }) {
      var start = after.token
      while start > 0 && !taken[start - 1] && !colonBefore(start) { start -= 1 }
      run = start..<after.token
    } else if template.literals.isEmpty {
      run = longestFreeRun(taken)
    }
    guard var span = run else { return nil }
    // "how many cards are due": the question's frame opens the run and names nothing, and
    // what follows "are" or "is" says how the thing is ("due"), not what it is called.
    while let first = span.first,
      analysis.tokens[first].isFiller || Self.asksHowMuch(at: first, in: analysis.words)
    {
      if Lexicon.copulas.contains(analysis.words[first]) { return nil }
      span = (first + 1)..<span.upperBound
    }
    while let last = span.last, analysis.tokens[last].isFiller {
      span = span.lowerBound..<last
    }
    return span.isEmpty ? nil : span
  }

  /// Whether a colon and a space stand between the word at `position` and the one before it:
  /// what follows says what a thing holds, not the name before it ("make a new card in world
  /// history: 1066 is the battle of hastings" names the folder World History). A colon inside
  /// a time ("10:30") is no such mark.
  private func colonBefore(_ position: Int) -> Bool {
    let tokens = analysis.tokens
    guard position > 0, tokens[position - 1].range.upperBound <= tokens[position].range.lowerBound
    else { return false }
    let gap = analysis.utterance[
      tokens[position - 1].range.upperBound..<tokens[position].range.lowerBound]
    guard let colon = gap.firstIndex(of: ":") else { return false }
    return gap[gap.index(after: colon)...].contains(where: \.isWhitespace)
  }

  /// Words of a closed class that name nothing on their own: particles, question words,
  /// the verbs of having and doing, and pronouns that stand for everything or nothing.
  static func namesNothing(_ word: String) -> Bool {
    FillerWords.isParticle(word) || TemplateScorer.isQuestion(word)
      || Lexicon.closedWords.contains(word)
  }

  /// Whether the word at `position` frames a question rather than naming something: a
  /// question word ("how", "what", "which") or the quantity it asks for ("many" and "much"
  /// after "how").
  private static func asksHowMuch(at position: Int, in words: [String]) -> Bool {
    TemplateScorer.isQuestion(words[position])
      || Lexicon.amountQuestionWords.contains(words[position]) && position > 0
        && words[position - 1] == "how"
  }

  private func longestFreeRun(_ taken: [Bool]) -> Range<Int>? {
    var best: Range<Int>?
    var start: Int?
    for position in 0...taken.count {
      if position < taken.count && !taken[position] {
        if start == nil { start = position }
      } else if let begin = start {
        if (best?.count ?? 0) < position - begin { best = begin..<position }
        start = nil
      }
    }
    return best
  }

  private func analysisEntry(_ hit: EntityIndex.Hit) -> SlotVocabulary.Entry {
    analysis.vocabularies[hit.vocabulary].entries[hit.entry]
  }
}
