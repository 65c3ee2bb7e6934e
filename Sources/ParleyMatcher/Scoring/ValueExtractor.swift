/// Reads every value a request gives an intent, beyond the slot its phrase holds.
///
/// After a phrase is scored, the words it leaves (outside its own words, the app name and its
/// slot) are read for the intent's other parameters, in order:
///
/// - dates and times first ("tomorrow at 8", "for pickup at 8:30", "in 15 minutes"), so the
///   numbers inside them are not counted;
/// - vocabulary entries (entity names, enum cases and synonyms), the first said of several
///   said in full or nearly ("water basil and the snake plant" waters the basil), with the
///   kind of its values said after it ("two tomato soups" names Tomato);
/// - numbers, preferring one next to a word of the parameter's name or title ("2 extra shots",
///   "remind me in 5 days", "for 3 nights", "5 day reminder"), even inside a time, else the
///   first left that no other parameter's word names ("two lattes", "3 small cappuccinos"),
///   never for a parameter measured in units one said before a noun that is neither a unit of
///   it nor a word of its title ("3 sets" is no weight in kilograms); a number with a fraction
///   given to a whole-number parameter is kept as it was said, never rounded, and so is a
///   count that gives no number ("a few lattes", "several");
/// - yes or no, only next to a word of the parameter's name ("notifications on");
/// - free text after a word that introduces a value ("near", "around", "in", "for",
///   "called", …), without that word.
///
/// A closed vocabulary's name said after a word that changes it ("extra large") is kept whole
/// as ``SlotValue/raw(_:)``: the person asked for something the vocabulary lacks.
///
/// Before any of that, a further item for a parameter that takes one value is set aside with
/// the words that go with it: "two lattes and a small mocha" orders lattes, and "a small mocha"
/// is returned as a further item, so its size is not taken for the lattes.
struct ValueExtractor {
  /// One parameter of an intent, compiled: its vocabulary resolved to an index.
  struct Parameter: Sendable {
    let name: String
    let type: SlotType
    let vocabulary: Int?
    /// Whether it takes a list of values.
    let takesSeveral: Bool
    /// The words of each name of the units its amounts are said in; empty for a plain number.
    let units: [[String]]
    /// The words of each name of the units of other kinds, which its numbers are not said in.
    let otherUnits: [[String]]
    /// The stems of the words of its name and title: "pickupTime" → ["pickup", "time"],
    /// "Days Until Next Watering" → ["day", "until", "next", "water"].
    let words: [String]

    init(
      name: String, type: SlotType, vocabulary: Int?, title: String? = nil,
      takesSeveral: Bool = false, units: [String] = [], otherUnits: [String] = []
    ) {
      self.name = name
      self.type = type
      self.vocabulary = vocabulary
      self.takesSeveral = takesSeveral
      self.units = units.map { Tokenizer.tokens($0).map(\.word) }
      self.otherUnits = otherUnits.map { Tokenizer.tokens($0).map(\.word) }
      var words: [String] = []
      for word in Tokenizer.words(ofName: name) + Tokenizer.tokens(title ?? "").map(\.word)
      where word.count >= 3 && !FillerWords.contains(word)
        && !Lexicon.valueIntroducers.contains(word)
      {
        let stem = Stemmer.stem(word)
        if !words.contains(stem) { words.append(stem) }
      }
      self.words = words
    }
  }

  let analysis: UtteranceAnalysis

  /// The tokens that say words of `evaluation`'s phrase. A name whose last word says the
  /// phrase's word for its kind is said whole, with the names said right before it: "flat
  /// white" says the "coffee" of "Is my coffee ready", and no "flat" is left over, nor the
  /// "small" of "is my small flat white ready". The word that leads to the app's name in `template`
  /// says it only where it leads to the app's name as the request says it (past the small
  /// words between: "in the notes app"); elsewhere it leads to a value, and is left to the
  /// values: the first "in" of "list the notes in work in notes", and the "in" of "list the
  /// notes in work", which follows the name.
  func saidPhraseWords(of evaluation: TemplateScorer.Evaluation, template: CompiledTemplate)
    -> [Bool]
  {
    var said = evaluation.phraseWords(count: evaluation.consumed.count)
    for pair in evaluation.pairs where pair.viaValue {
      for hit in analysis.entityHits
      where hit.span.last == pair.token && hit.quality >= UtteranceAnalysis.clearNameQuality {
        for position in hit.span { said[position] = true }
        // The names said right before it describe it: "small" of "how's my small latte".
        var start = hit.span.lowerBound
        while let before = analysis.entityHits.first(where: {
          $0.span.upperBound == start && $0.quality >= UtteranceAnalysis.clearNameQuality
        }) {
          for position in before.span { said[position] = true }
          start = before.span.lowerBound
        }
      }
    }
    if let leadIn = evaluation.pairs.first(where: { $0.literal == template.appNameLeadIn }) {
      // Any saying of the app's name counts, not only the one the phrase read: "show my to-dos
      // in todos" names Todos by "to-dos" and, after "in", by "todos".
      let names =
        (evaluation.saidMention.map { [$0.span] } ?? [])
        + analysis.appMentions.filter { $0.isSaid && $0.app == template.app }.map(\.span)
      let leads = names.contains { name in
        leadIn.token < name.lowerBound
          && ((leadIn.token + 1)..<name.lowerBound).allSatisfy { analysis.tokens[$0].isFiller }
      }
      if !leads, !evaluation.consumed[leadIn.token] { said[leadIn.token] = false }
    }
    return said
  }

  /// The values of `evaluation` and of `parameters` other than the phrase's slot, the phrase's
  /// slot as it should be reported, the further items set aside, and the meaningful words
  /// nothing explains; with `readsTimes` (`parameters` are all the intent takes, perhaps none),
  /// the times none of them takes too. With `intentWordsExplain`, a word another phrase of the
  /// intent says is explained; without, only values explain words.
  func read(
    _ evaluation: TemplateScorer.Evaluation, template: CompiledTemplate, parameters: [Parameter],
    readsTimes: Bool = false, intentWordsExplain: Bool = true
  ) -> Reading {
    let phraseWords = saidPhraseWords(of: evaluation, template: template)
    var explained = zip(evaluation.consumed, phraseWords).map { $0 || $1 }
    var filled = fill(
      evaluation, template: template, parameters: parameters, taken: explained,
      phraseWords: phraseWords)
    let further = furtherItems(
      of: parameters, filled: filled.spans, explained: explained, taken: filled.taken,
      app: template.app)
    if !further.isEmpty {
      for item in further { for position in item.taken { explained[position] = true } }
      filled = fill(
        evaluation, template: template, parameters: parameters, taken: explained,
        phraseWords: phraseWords)
    }
    // A word another phrase of the intent says is the intent's own, not left over: the
    // "coffee" of "where's my coffee" read by "Where's my order".
    let unused = analysis.tokens.indices
      .filter { !filled.taken[$0] && !analysis.tokens[$0].isFiller }
      .filter { !intentWordsExplain || !analysis.saysWord(ofIntent: template.group, at: $0) }
      .map { analysis.tokens[$0].word }
    // Only where every parameter is read: in Siri's matching the other values go unread.
    let named =
      parameters.isEmpty
      ? [:]
      : filled.spans.filter { name, _ in
        name == template.slot?.name
          ? template.vocabulary != nil
          : parameters.contains { $0.name == name && $0.vocabulary != nil }
      }
    var options = unknownOptions(
      filled.taken, names: Array(named.values), values: Array(filled.spans.values),
      phraseWords: phraseWords, app: template.app)
    for name in filled.lacking where !options.contains(where: { $0.overlaps(name) }) {
      options.append(name)
    }
    options.sort { $0.lowerBound < $1.lowerBound }
    if filled.slot == nil, let run = unlistedSlotRun(evaluation, template, filled.taken),
      !options.contains(where: { $0.overlaps(run) })
    {
      options.append(run)
    }
    var leftOut: [Range<Int>] = []
    if analysis.options.mode == .flexible {
      leftOut = whoseRuns(filled.taken, besides: options)
      leftOut += introducedRuns(filled.taken, besides: options + leftOut)
      leftOut.sort { $0.lowerBound < $1.lowerBound }
    }
    let times = readsTimes ? unusedTimes(filled.taken, besides: options + leftOut) : []
    return Reading(
      slot: filled.slot, values: filled.values,
      further: further.map { fill($0.parameter, $0.value, $0.words) }, unused: unused,
      unknownOptions: options.map { analysis.text(of: $0) },
      leftOut: leftOut.map { analysis.text(of: $0) },
      unusedTimes: times.map { analysis.text(of: $0) })
  }

  /// What `read(_:template:parameters:)` finds.
  struct Reading {
    /// The phrase's slot as it should be reported.
    var slot: SlotFill?
    /// The values of the slot and the other parameters.
    var values: [SlotFill]
    /// The further items set aside.
    var further: [SlotFill]
    /// The meaningful words nothing explains.
    var unused: [String]
    /// The runs of those that say how a named value should be (see `unknownOptions`).
    var unknownOptions: [String]
    /// The runs of those that say for whom or whose, no option (see `whoseRuns`).
    var leftOut: [String]
    /// The dates and times said that no parameter takes (see `unusedTimes`).
    var unusedTimes: [String]
  }

  /// The dates and times said that nothing took, each with the word that leads to it ("for
  /// 2pm", "at 8 tomorrow"), but "today" and "now", which every request means anyway.
  func unusedTimes(_ taken: [Bool], besides runs: [Range<Int>]) -> [Range<Int>] {
    let tokens = analysis.tokens
    return analysis.dates.compactMap { date in
      guard !date.span.contains(where: { taken[$0] }),
        !runs.contains(where: { $0.overlaps(date.span) }),
        !date.span.allSatisfy({ Lexicon.presentTimes.contains(tokens[$0].word) })
      else { return nil }
      let lead = date.span.lowerBound - 1
      if lead >= 0, !taken[lead], Lexicon.timeLeads.contains(tokens[lead].word) {
        return lead..<date.span.upperBound
      }
      return date.span
    }
  }

  /// The runs of meaningful words nothing explains that say how a named value should be: the
  /// words right before a name, after an article, a possessive, a number, "of", another value
  /// or a word of the phrase ("oat" in "a large oat latte", "order oat latte" and "a cup of oat
  /// latte"; not the verb
  /// that opens "recommend hiking trails" or "brew, fetch lattes"), a word that changes a name
  /// said after it with the words that follow ("extra hot" in "a latte extra hot"), and the
  /// words after "with" or "without" to the end or the next word explained ("oat milk" in "a
  /// latte with oat milk", "extra foam"). The words before a name are words no phrase says, not even as a
  /// typo or synonym ("new" in "make a new recipes note" goes with the verb); after "with",
  /// one such word is enough.
  func unknownOptions(
    _ taken: [Bool], names: [Range<Int>], values: [Range<Int>], phraseWords: [Bool], app: Int?
  ) -> [Range<Int>] {
    let tokens = analysis.tokens
    // A word that names nothing a value could be ("there" of "what soups are there today"),
    // or picks one ("other" of "what other soups are there"), is no option, nor is one that
    // names a kind of value ("drink" of "is my drink ready").
    func unexplained(_ position: Int) -> Bool {
      !taken[position] && !tokens[position].isFiller
        && !Lexicon.closedWords.contains(tokens[position].word)
        && !Lexicon.pickingWords.contains(tokens[position].word)
        && !analysis.isPhraseWord(at: position, ofApp: app)
        && !Lexicon.asAlways.contains(tokens[position].word) && !slipsOnSmallWord(at: position)
        && analysis.index.typeNounVocabularies[tokens[position].stem] == nil
    }
    var runs: [Range<Int>] = []
    // Before a name, or before a word of the phrase that names what the request is about
    // ("muddy" in "get muddy conditions", "short" in "create a short note"): words the
    // catalog's phrases never say.
    let heads =
      names.map(\.lowerBound)
      + (analysis.options.mode == .flexible
        ? tokens.indices.filter { phraseWords[$0] && !tokens[$0].isFiller }
        : [])
    for head in Set(heads).sorted() {
      var start = head
      while start > 0, unexplained(start - 1) { start -= 1 }
      guard start < head, start > 0 else { continue }
      func describes(after before: Int) -> Bool {
        Lexicon.determiners.contains(tokens[before].word) || tokens[before].word == "of"
          || Lexicon.possessives.contains(tokens[before].word) || analysis.numberWords[before]
          || values.contains(where: { $0.contains(before) })
          || phraseWords[before] && !tokens[before].isFiller
      }
      // Small words between say nothing of it: "oat" in "order please oat latte".
      var before = start - 1
      while before > 0, !describes(after: before),
        !taken[before] && (tokens[before].isFiller || slipsOnSmallWord(at: before))
      {
        before -= 1
      }
      if describes(after: before) {
        runs.append(start..<head)
      }
    }
    // After a name, a word that changes it and the words after it: "extra hot" in "a large
    // latte extra hot"; or a word that says what is not wanted and the words after it, at
    // least one: "no foam", "not too hot" in "a latte not too hot".
    for name in names where name.upperBound < tokens.count {
      var end = name.upperBound
      let word = tokens[end].word
      guard !taken[end], Lexicon.modifiers.contains(word) || Lexicon.negations.contains(word)
      else { continue }
      while end < tokens.count, !taken[end], !tokens[end].isFiller { end += 1 }
      guard end - name.upperBound > 1 || Lexicon.modifiers.contains(word) else { continue }
      runs.append(name.upperBound..<end)
    }
    // After "with", words a phrase says may describe the option too: "with extra foam"; and
    // so after "and" that adds to what "with" asks for: "oat milk" of "with an extra shot and
    // oat milk", not "remind me" of "with a splash and remind me in 5 days", which asks more.
    func unused(_ position: Int) -> Bool { !taken[position] && !tokens[position].isFiller }
    let firstOptionWord = tokens.indices.first { Lexicon.optionWords.contains(tokens[$0].word) }
    func asksForOption(_ word: Int) -> Bool {
      if Lexicon.optionWords.contains(tokens[word].word) { return true }
      guard tokens[word].word == "and", firstOptionWord.map({ $0 < word }) == true else {
        return false
      }
      let next = word + 1
      return next + 1 >= tokens.count || !FillerWords.opensObject(tokens[next + 1].word)
    }
    for word in tokens.indices where asksForOption(word) {
      var end = word + 1
      while end < tokens.count,
        !taken[end] || tokens[end].isFiller && !Lexicon.optionWords.contains(tokens[end].word)
      {
        end += 1
      }
      var run = (word + 1)..<end
      while let first = run.first, !unused(first) { run = (first + 1)..<run.upperBound }
      while let last = run.last, !unused(last) { run = run.lowerBound..<last }
      // The word that leads to the app's name is the app's: "on" of "with almond milk on brew".
      if let last = run.last, run.count > 1, last + 1 < tokens.count, taken[last + 1],
        Lexicon.appNameLeadIns.contains(tokens[last].word),
        analysis.appMentions.contains(where: { $0.span.lowerBound == last + 1 })
      {
        run = run.lowerBound..<last
      }
      if run.contains(where: unexplained), run.allSatisfy({ !taken[$0] }),
        !runs.contains(where: { $0.overlaps(run) })
      {
        runs.append(run)
      }
    }
    return runs.sorted { $0.lowerBound < $1.lowerBound }
  }

  /// Whether the word at `position` is a small word a request is said with, misspelt by a
  /// letter left out, added or swapped ("abot" for "about", "pleae" for "please"): no option,
  /// though no phrase says it. A word of a name the catalog knows ("cold" of "Cold Brew") is
  /// no misspelling.
  func slipsOnSmallWord(at position: Int) -> Bool {
    !analysis.entityHits.contains { $0.span.contains(position) }
      && FillerWords.isSlip(analysis.tokens[position].word)
  }

  /// The words where a slot of a closed list sits, when they name none of its values and no
  /// phrase says them: "jog" in "log a jog", where the workouts are run, walk and ride. The
  /// request asks for a value the app lacks.
  func unlistedSlotRun(
    _ evaluation: TemplateScorer.Evaluation, _ template: CompiledTemplate, _ taken: [Bool]
  ) -> Range<Int>? {
    guard template.slot != nil, let vocabulary = template.vocabulary,
      !analysis.vocabularies[vocabulary].acceptsUnknownValues,
      let run = SlotFinder(analysis: analysis).runWhereSlotSits(
        template, pairs: evaluation.pairs, taken: taken),
      run.allSatisfy({ position in
        analysis.tokens[position].isFiller
          || !analysis.isPhraseWord(at: position, ofApp: template.app)
      })
    else { return nil }
    return run
  }

  /// `run` up to a date or time said at its end (or a word of `Lexicon.timeAdverbs`), without
  /// the words that lead to it and the fillers before them: "boulder" of "boulder for the
  /// weekend", "bent creek" of "bent creek right now"; `nil` when that leaves
  /// nothing ("2pm" names no soup, nor "weekend" of "this weekend", whose "this" the run
  /// left out). A run with no time at its end is whole.
  func beforeTime(_ run: Range<Int>) -> Range<Int>? {
    let tokens = analysis.tokens
    var end = run.upperBound
    while end > run.lowerBound, tokens[end - 1].isFiller { end -= 1 }
    // "bear creek now": a word that says when without a date is a time too.
    var adverbs = end
    while adverbs > run.lowerBound, Lexicon.timeAdverbs.contains(tokens[adverbs - 1].word) {
      adverbs -= 1
    }
    let date = analysis.dates.first { date in
      date.span.upperBound >= end && date.span.lowerBound < end
    }
    guard let time = adverbs < end ? adverbs : date?.span.lowerBound else { return run }
    var name = run.lowerBound..<max(run.lowerBound, time)
    while let last = name.last,
      tokens[last].isFiller || Lexicon.timeLeads.contains(tokens[last].word)
    {
      name = name.lowerBound..<last
    }
    return name.isEmpty ? nil : name
  }

  /// `run` up to the words that say for whom ("for my" of "yes for my friend"), without the
  /// fillers before them; `nil` when that leaves nothing, or when such words lead it ("for my
  /// friend"): for whom a request is names no value of an open vocabulary.
  func beforeWhom(_ run: Range<Int>) -> Range<Int>? {
    let tokens = analysis.tokens
    func leadsToWhose(_ position: Int) -> Bool {
      position >= 0 && position + 1 < tokens.count
        && Lexicon.valueIntroducers.contains(tokens[position].word)
        && Lexicon.possessives.contains(tokens[position + 1].word)
    }
    if leadsToWhose(run.lowerBound - 2) { return nil }
    var name = run.lowerBound..<(run.first(where: leadsToWhose) ?? run.upperBound)
    while let last = name.last, tokens[last].isFiller { name = name.lowerBound..<last }
    return name.isEmpty ? nil : name
  }

  /// The runs of words nothing explains that say for whom or whose the request is, from a
  /// possessive to the next word explained, with the word that leads to it: "for my friend" in
  /// "order a latte for my friend with brew". A run holds a word no phrase or vocabulary says,
  /// not even as a typo or synonym ("my order" and "my usual" say the phrase's words, "to my
  /// latte" a drink's name), and overlaps none of `options`.
  func whoseRuns(_ taken: [Bool], besides options: [Range<Int>]) -> [Range<Int>] {
    let tokens = analysis.tokens
    var runs: [Range<Int>] = []
    for whose in tokens.indices
    where !taken[whose] && Lexicon.possessives.contains(tokens[whose].word)
      && !runs.contains(where: { $0.contains(whose) })
    {
      var end = whose + 1
      while end < tokens.count, !taken[end] { end += 1 }
      var start = whose
      if start > 0, !taken[start - 1], Lexicon.valueIntroducers.contains(tokens[start - 1].word) {
        start -= 1
      }
      let run = start..<end
      guard
        run.contains(where: { position in
          !tokens[position].isFiller && analysis.matches[position].isEmpty
            && !analysis.numberWords[position]
            && !analysis.entityHits.contains { $0.span.contains(position) }
        }),
        !options.contains(where: { $0.overlaps(run) })
      else { continue }
      runs.append(run)
    }
    return runs
  }

  /// The runs of words nothing explains that a word introducing a value or asking for an
  /// option leads, right after a word explained, up to the next word explained: "to go" in
  /// "order three lattes to go", "with an extra shot" in "reorder my usual with an extra
  /// shot", where no parameter takes what they say. A run holds a meaningful word after its
  /// lead ("near" alone is no run), no possessive (a run that says whose is `whoseRuns(_:)`'s:
  /// "to my order" names what the request acts on), and overlaps none of `besides` and no
  /// date or time (those are said of apart).
  func introducedRuns(_ taken: [Bool], besides runs: [Range<Int>]) -> [Range<Int>] {
    let tokens = analysis.tokens
    var found: [Range<Int>] = []
    for lead in tokens.indices.dropFirst()
    where taken[lead - 1] && !taken[lead]
      && (Lexicon.valueIntroducers.contains(tokens[lead].word)
        || Lexicon.optionWords.contains(tokens[lead].word))
    {
      var end = lead + 1
      while end < tokens.count, !taken[end] { end += 1 }
      var run = lead..<end
      while let last = run.last, last > lead, tokens[last].isFiller {
        run = run.lowerBound..<last
      }
      guard
        run.dropFirst().contains(where: { !tokens[$0].isFiller && !slipsOnSmallWord(at: $0) }),
        !runs.contains(where: { $0.overlaps(run) }),
        !run.contains(where: { Lexicon.possessives.contains(tokens[$0].word) }),
        !analysis.dates.contains(where: { $0.span.overlaps(run) })
      else { continue }
      found.append(run)
    }
    return found
  }

}
