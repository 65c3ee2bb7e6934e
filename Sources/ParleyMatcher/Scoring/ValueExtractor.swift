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
///   first left that no other parameter's word names ("two lattes", "3 small cappuccinos"); a
///   number with a fraction given to a whole-number parameter is kept as it was said, never
///   rounded, and so is a count that gives no number ("a few lattes", "several");
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

  /// The values of `evaluation` and of `parameters` other than the phrase's slot, the phrase's
  /// slot as it should be reported, the further items set aside, and the meaningful words
  /// nothing explains; with `readsTimes` (`parameters` are all the intent takes, perhaps none),
  /// the times none of them takes too.
  func read(
    _ evaluation: TemplateScorer.Evaluation, template: CompiledTemplate, parameters: [Parameter],
    readsTimes: Bool = false
  ) -> Reading {
    var explained = evaluation.consumed
    var phraseWords = [Bool](repeating: false, count: explained.count)
    for pair in evaluation.pairs where explained.indices.contains(pair.token) {
      explained[pair.token] = true
      phraseWords[pair.token] = true
    }
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
    let unused = analysis.tokens.indices
      .filter { !filled.taken[$0] && !analysis.tokens[$0].isFiller }
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
  private func unusedTimes(_ taken: [Bool], besides runs: [Range<Int>]) -> [Range<Int>] {
    let tokens = analysis.tokens
    return analysis.dates.compactMap { date in
      guard !date.span.contains(where: { taken[$0] }),
        !runs.contains(where: { $0.overlaps(date.span) }),
        !date.span.allSatisfy({ ["today", "now"].contains(tokens[$0].word) })
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
  private func unknownOptions(
    _ taken: [Bool], names: [Range<Int>], values: [Range<Int>], phraseWords: [Bool], app: Int?
  ) -> [Range<Int>] {
    let tokens = analysis.tokens
    func unexplained(_ position: Int) -> Bool {
      !taken[position] && !tokens[position].isFiller
        && !analysis.isPhraseWord(at: position, ofApp: app)
        && !Lexicon.asAlways.contains(tokens[position].word) && !slipsOnSmallWord(at: position)
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
  private func slipsOnSmallWord(at position: Int) -> Bool {
    !analysis.entityHits.contains { $0.span.contains(position) }
      && FillerWords.isSlip(analysis.tokens[position].word)
  }

  /// The words where a slot of a closed list sits, when they name none of its values and no
  /// phrase says them: "jog" in "log a jog", where the workouts are run, walk and ride. The
  /// request asks for a value the app lacks.
  private func unlistedSlotRun(
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

  /// `run` up to a date or time said at its end, without the words that lead to it and the
  /// fillers before them: "boulder" of "boulder for the weekend"; `nil` when that leaves
  /// nothing ("2pm" names no soup, nor "weekend" of "this weekend", whose "this" the run
  /// left out). A run with no time at its end is whole.
  private func beforeTime(_ run: Range<Int>) -> Range<Int>? {
    let tokens = analysis.tokens
    var end = run.upperBound
    while end > run.lowerBound, tokens[end - 1].isFiller { end -= 1 }
    guard
      let time = analysis.dates.first(where: { date in
        date.span.upperBound >= end && date.span.lowerBound < end
      })
    else { return run }
    var name = run.lowerBound..<max(run.lowerBound, time.span.lowerBound)
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
  private func beforeWhom(_ run: Range<Int>) -> Range<Int>? {
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
  private func whoseRuns(_ taken: [Bool], besides options: [Range<Int>]) -> [Range<Int>] {
    let tokens = analysis.tokens
    var runs: [Range<Int>] = []
    for whose in tokens.indices
    where Lexicon.possessives.contains(tokens[whose].word) && !taken[whose]
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
  private func introducedRuns(_ taken: [Bool], besides runs: [Range<Int>]) -> [Range<Int>] {
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

  /// The values read from the words not `taken` yet, the phrase's slot first, with the span of
  /// each by parameter name, and the words taken after. `phraseWords` marks the words the
  /// phrase's words pair with.
  private func fill(
    _ evaluation: TemplateScorer.Evaluation, template: CompiledTemplate, parameters: [Parameter],
    taken: [Bool], phraseWords pairedWords: [Bool]
  ) -> (
    slot: SlotFill?, values: [SlotFill], spans: [String: Range<Int>], taken: [Bool],
    lacking: [Range<Int>]
  ) {
    var taken = taken
    var values: [SlotFill] = []
    var spans: [String: Range<Int>] = [:]
    var lacking: [Range<Int>] = []
    var slot = evaluation.slot
    // A name given with "called" or "named" is the text parameter's that takes names, whatever
    // values its words could be: "create a card called spanish verbs" names the card, not its
    // folder, and the phrase's slot read inside it is no value.
    let named = nameTaker(parameters, besides: template.slot?.name).flatMap { taker in
      nameRun(taken, besides: evaluation.slotSpan, mention: evaluation.saidMention?.span).map {
        run in
        (
          taker: taker,
          span: beforeOtherValue(run, of: parameters, besides: taker, app: template.app)
        )
      }
    }
    if let named {
      if let span = evaluation.slotSpan, span.overlaps(named.span) { slot = nil }
      for position in named.span { taken[position] = true }
    }
    // What a text says, given with "saying" or "that says", is the text parameter's that holds
    // it: "a note called packing list that says passport and charger" gives the note its text.
    let said = contentTaker(parameters, besides: [template.slot?.name, named?.taker]).flatMap {
      taker in
      contentRun(
        taken, besides: evaluation.slotSpan, phraseWords: pairedWords
      ).map { run in
        (
          taker: taker,
          run: (
            introducer: run.introducer,
            text: beforeOtherValue(
              run.text, of: parameters, besides: taker, app: template.app)
          )
        )
      }
    }
    if let said {
      if let span = evaluation.slotSpan, span.overlaps(said.run.text) { slot = nil }
      for position in said.run.introducer.lowerBound..<said.run.text.upperBound {
        taken[position] = true
      }
    }
    slotValue: if var found = slot, var span = evaluation.slotSpan {
      found.range = range(of: span)
      spans[found.name] = span
      // Words an unknown name starts with that name another parameter's value are that
      // parameter's: "small" of "order a small mocha right now" is the size, and "mocha right
      // now" the drink's words.
      if evaluation.slotIsRaw, case .raw = found.value,
        let lead = leadingValues(of: span, besides: found.name, parameters: parameters)
      {
        for position in span.lowerBound..<lead { taken[position] = false }
        span = lead..<span.upperBound
        found = fill(found.name, .raw(analysis.text(of: span)), span)
        spans[found.name] = span
      }
      // Nor does it hold a time said at its end: "boulder for the weekend"; a name that is only
      // a time ("2pm"), or a time and the kind of the values or words that name nothing ("soup
      // for 2pm", "of soup at noon"), is none.
      if evaluation.slotIsRaw, case .raw = found.value, case let cut = beforeTime(span),
        cut != span
      {
        for position in span { taken[position] = false }
        guard let name = cut,
          !name.allSatisfy({ SlotFinder.namesNothing(analysis.tokens[$0].word) }),
          !(template.vocabulary.map { analysis.onlyCountsKind(name, of: $0) } ?? false)
        else {
          slot = nil
          break slotValue
        }
        for position in name { taken[position] = true }
        span = name
        found = fill(found.name, .raw(analysis.text(of: span)), span)
        spans[found.name] = span
      }
      // Nor does it hold the words that say for whom: "mocha for my mom".
      if evaluation.slotIsRaw, case .raw = found.value, let name = beforeWhom(span),
        name != span
      {
        for position in name.upperBound..<span.upperBound { taken[position] = false }
        span = name
        found = fill(found.name, .raw(analysis.text(of: span)), span)
        spans[found.name] = span
      }
      if !evaluation.slotIsRaw, let vocabulary = template.vocabulary,
        let widened = modified(span, vocabulary: vocabulary, taken: taken)
      {
        found = fill(found.name, .raw(analysis.text(of: widened)), widened)
        taken[widened.lowerBound] = true
      }
      // A name read by its kind that ends with the phrase's word after the slot leaves it to
      // the phrase: "delete the groceries note" names "groceries" in "Delete the ${note} note".
      if case .raw = found.value, let last = span.last, span.count > 1,
        template.literals.indices.contains(template.slotPosition),
        Stemmer.stem(template.literals[template.slotPosition].word) == analysis.tokens[last].stem
      {
        let name = span.lowerBound..<last
        found = fill(found.name, .raw(analysis.text(of: name)), name)
      }
      slot = found
      values.append(found)
    }
    let dates = analysis.dates
    // The phrase's own words may still count: "add an extra shot" says one shot.
    let phraseWords = pairedWords.indices.map { pairedWords[$0] && !evaluation.consumed[$0] }
    // The kind said after a value is the value's: "soups" in "two tomato soups". Read before
    // an open vocabulary takes the words left, so that "folder" of "move groceries to the
    // travel folder" leaves "groceries" the one run nothing explains.
    func takeKinds() {
      for (name, span) in spans {
        guard
          let vocabulary = name == template.slot?.name
            ? template.vocabulary : parameters.first(where: { $0.name == name })?.vocabulary
        else { continue }
        var next = span.upperBound
        while next < taken.count, !taken[next], analysis.saysKind(at: next, of: vocabulary) {
          taken[next] = true
          next += 1
        }
      }
    }
    // Free text takes what the other parameters leave: "write a note saying buy milk in the
    // recipes folder" files it in Recipes, and no title is read from "recipes folder".
    let ordered = parameters.filter { $0.type != .text } + parameters.filter { $0.type == .text }
    for parameter in ordered where parameter.name != template.slot?.name {
      if parameter.type == .text { takeKinds() }
      var found: (SlotValue, Range<Int>)?
      if let named, parameter.name == named.taker {
        found = (.text(analysis.text(of: named.span)), named.span)
      } else if let said, parameter.name == said.taker {
        found = (.text(analysis.text(of: said.run.text)), said.run.text)
      } else {
        found = find(
          parameter, among: parameters, taken: taken, phraseWords: phraseWords, dates: dates,
          app: template.app)
      }
      if found == nil, let vocabulary = parameter.vocabulary {
        found = verbNamed(vocabulary, evaluation)
      }
      // A name the closed list lacks, said with its kind ("the shopping folder"), is an option
      // the app does not have, and no other parameter's words.
      if found == nil, let vocabulary = parameter.vocabulary,
        let said = unlistedNameByKind(
          of: vocabulary, app: template.app, where: { !$0.contains { taken[$0] } })
      {
        for position in said.lead..<said.said.upperBound { taken[position] = true }
        lacking.append(said.name)
      }
      guard let (value, span) = found else { continue }
      for position in span where taken.indices.contains(position) { taken[position] = true }
      // The words that switched a name decided its value: "off" of "turn off shuffle".
      if parameter.vocabulary != nil, case .entry = value, let switched = switching(span) {
        for position in switched.words { taken[position] = true }
      }
      // The words that lead to the value ("for pickup at 8:30", "near boulder") are explained.
      let words = parameter.words
      var lead = span.lowerBound - 1
      while lead >= 0, !taken[lead], span.lowerBound - lead <= 2 {
        let word = analysis.tokens[lead].word
        guard Lexicon.valueIntroducers.contains(word) || names(lead, words) else { break }
        taken[lead] = true
        lead -= 1
      }
      var trail = span.upperBound
      while trail < taken.count, !taken[trail], trail - span.upperBound < 2,
        names(trail, words)
      {
        taken[trail] = true
        trail += 1
      }
      spans[parameter.name] = span
      values.append(fill(parameter.name, value, span))
    }
    takeKinds()
    // An open vocabulary (an entity found by its query) takes the words nothing else explains,
    // when they are one run that does more than say the kind of its values, up to a "with"
    // that asks for an option: "order a venti mocha" asks the drink query for "mocha"; "soups"
    // in "make it 2 soups" only says what the count counts.
    // The phrase's own slot, when no span was found for it, takes them as another parameter
    // would, when no word is one a phrase says as it is or one of a closed class: "erase
    // groceries from notes" names the note "groceries" of "Remove my ${note} note"; "what cards
    // do i have" names no folder.
    let open = parameters.first { parameter in
      (parameter.name != template.slot?.name || evaluation.slot == nil)
        && !values.contains { $0.name == parameter.name }
        && parameter.vocabulary.map { analysis.vocabularies[$0].acceptsUnknownValues } ?? false
    }
    func namesSomething(_ run: Range<Int>) -> Bool {
      guard open?.name == template.slot?.name else { return true }
      return run.allSatisfy { position in
        analysis.tokens[position].isFiller
          || !analysis.matches[position].contains { $0.similarity == 1 }
            && !SlotFinder.namesNothing(analysis.tokens[position].word)
      }
    }
    // Words of a closed class name nothing: "list all my cards" asks for no folder "all". Nor
    // does a name of another of the app's vocabularies, said in full: "shuffled" is a card
    // order, no folder, in "are my cards shuffled".
    let takes = Set(parameters.compactMap(\.vocabulary) + [template.vocabulary].compactMap { $0 })
    if let open, let vocabulary = open.vocabulary,
      let run = onlyFreeRun(taken).flatMap(beforeOption).flatMap(beforeWhom).flatMap(beforeTime),
      !analysis.namesNothing(run), namesSomething(run),
      !run.contains(where: { analysis.saysAnotherName(at: $0, of: template, besides: takes) })
    {
      if analysis.onlyCountsKind(run, of: vocabulary) {
        for position in run where !analysis.decimals.contains(where: { $0.span.contains(position) })
        {
          taken[position] = true
        }
      } else {
        for position in run { taken[position] = true }
        spans[open.name] = run
        values.append(fill(open.name, .raw(analysis.text(of: run)), run))
      }
    }
    takeKinds()
    return (slot, values, spans, taken, lacking)
  }

  /// The value of `vocabulary` that the request's first word names in full, when that word
  /// names the slot's value too, said as the verb: "shuffle my cards" names the setting Card
  /// Order (also "Shuffle") and the card order Shuffled; or the word that a switch verb leading
  /// the request switches ("turn off shuffle").
  private func verbNamed(_ vocabulary: Int, _ evaluation: TemplateScorer.Evaluation)
    -> (SlotValue, Range<Int>)?
  {
    guard let span = evaluation.slotSpan, !evaluation.slotIsRaw,
      span.lowerBound == analysis.lead
        || analysis.leadSwitchesName && switching(span) != nil,
      let hit = analysis.entityHits.first(where: { hit in
        hit.vocabulary == vocabulary && hit.span == span && !hit.hadTypo
          && hit.quality >= UtteranceAnalysis.clearNameQuality
      })
    else { return nil }
    return saidValue(hit).map { ($0, span) }
  }

  /// The value a name `hit` says, as the words around it switch it: the entry itself, or, said
  /// switched off or unwanted ("turn off shuffle", "without shuffling"), the other case of a
  /// closed list of two ("In Order" when the card orders are In Order and Shuffled); `nil` for a
  /// name switched off in a longer or open list, which says what is not wanted, not what is.
  private func saidValue(_ hit: EntityIndex.Hit) -> SlotValue? {
    let entries = analysis.vocabularies[hit.vocabulary].entries
    var entry = entries[hit.entry]
    if switching(hit.span)?.on == false {
      guard entries.count == 2, !analysis.vocabularies[hit.vocabulary].acceptsUnknownValues
      else { return nil }
      entry = entries[1 - hit.entry]
    }
    return .entry(value: entry.value, title: entry.title)
  }

  /// How the words around a name at `span` switch it, and the positions of those words: `on`
  /// is `false` when they say it is off or not wanted ("turn off shuffle", "turn shuffle off",
  /// "without shuffling", "don't shuffle"), `true` when they switch it on ("turn on shuffle",
  /// "enable shuffle"); `nil` when they say neither. The words that open a noun phrase may
  /// come between ("turn off the shuffle").
  func switching(_ span: Range<Int>) -> (on: Bool, words: [Int])? {
    let words = analysis.words
    var before = span.lowerBound - 1
    while before >= 0,
      Lexicon.determiners.contains(words[before]) || Lexicon.possessives.contains(words[before])
    {
      before -= 1
    }
    if before >= 0 {
      if Lexicon.negations.contains(words[before]) { return (false, [before]) }
      if words[before] == "enable" { return (true, [before]) }
      if before >= 1, ["on", "off"].contains(words[before]),
        Lexicon.switchVerbs.contains(words[before - 1])
      {
        return (words[before] == "on", [before - 1, before])
      }
    }
    let after = span.upperBound
    if after < words.count, ["on", "off"].contains(words[after]),
      let verb = words[..<span.lowerBound].lastIndex(where: Lexicon.switchVerbs.contains)
    {
      return (words[after] == "on", [verb, after])
    }
    return nil
  }

  /// Where an unknown name read for the parameter `name` at `span` begins once the whole
  /// names of other parameters' values it starts with are left to them ("small" of "small
  /// mocha right now"); `nil` when it starts with none, or is nothing else.
  private func leadingValues(of span: Range<Int>, besides name: String, parameters: [Parameter])
    -> Int?
  {
    let others = Set(parameters.filter { $0.name != name }.compactMap(\.vocabulary))
    var start = span.lowerBound
    while let hit = analysis.entityHits.first(where: { hit in
      hit.span.lowerBound == start && hit.span.upperBound < span.upperBound
        && others.contains(hit.vocabulary) && hit.quality >= 1 && !hit.hadTypo
    }) {
      start = hit.span.upperBound
    }
    return start > span.lowerBound ? start : nil
  }

  /// One item said beyond the one value a parameter takes.
  private struct FurtherItem {
    let parameter: String
    /// The item's words ("a small mocha").
    let words: Range<Int>
    /// Every word it accounts for: its words and the conjunction that joins it.
    let taken: Range<Int>
    /// What it names: a vocabulary entry, or the words of a name the vocabulary lacks.
    let value: SlotValue
  }

  /// What is said beyond the one value each vocabulary parameter in `filled` takes, joined to
  /// that value by "and" (or, for a name of its vocabulary after it, by the comma of a list:
  /// "basil, monstera and the snake plant"): another name of its vocabulary, or, for a
  /// vocabulary whose query takes any name, the last word nothing explains of the run on the
  /// other side of the conjunction when the run starts as an item does, with a number or a
  /// determiner ("two lattes and a small mocha", where only some drinks are named in phrases),
  /// or says no word of `app`'s phrases ("lisbon and groceries"; not "and remind me"). The
  /// item is the name with the words that go with it: from the conjunction to
  /// the name when it comes after the value, from the start of its run to the conjunction when
  /// before. `explained` marks the phrase's words, `taken` also the values read.
  private func furtherItems(
    of parameters: [Parameter], filled: [String: Range<Int>], explained: [Bool], taken: [Bool],
    app: Int?
  ) -> [FurtherItem] {
    let tokens = analysis.tokens
    func isConjunction(_ position: Int) -> Bool {
      Lexicon.conjunctions.contains(tokens[position].word)
    }
    guard tokens.indices.contains(where: { isConjunction($0) || analysis.commaFollows($0) }) else {
      return []
    }
    // A filler such as "a" may have been paired with a word of the phrase.
    func isExplained(_ position: Int) -> Bool { explained[position] && !tokens[position].isFiller }
    func bounds(_ position: Int) -> Bool {
      isExplained(position) || isConjunction(position)
        || Lexicon.valueIntroducers.contains(tokens[position].word)
    }
    /// The start of the run of words that ends before `position`.
    func runStart(before position: Int) -> Int {
      var start = position
      while start > 0, !bounds(start - 1) { start -= 1 }
      return start
    }
    /// The item a name at `name` heads when a conjunction joins it to the value at `kept`,
    /// or, after it, a comma of a list ("basil, monstera and the snake plant"), with no word
    /// of the phrase between them; its words lose the phrase's words at their ends ("show me",
    /// "with").
    func item(
      named name: Range<Int>, _ value: SlotValue, joinedTo kept: Range<Int>, parameter: String
    ) -> FurtherItem? {
      let after = name.lowerBound >= kept.upperBound
      let between = after ? kept.upperBound..<name.lowerBound : name.upperBound..<kept.lowerBound
      var words: Range<Int>
      let taken: Range<Int>
      if after, !between.contains(where: isConjunction),
        let comma = ((kept.upperBound - 1)..<name.lowerBound).last(where: analysis.commaFollows),
        !((comma + 1)..<name.lowerBound).contains(where: isExplained)
      {
        words = (comma + 1)..<name.upperBound
        taken = words
      } else {
        guard
          let joint = after
            ? between.last(where: isConjunction) : between.first(where: isConjunction),
          !(after ? (joint + 1)..<name.lowerBound : name.upperBound..<joint)
            .contains(where: isExplained)
        else { return nil }
        words = after ? (joint + 1)..<name.upperBound : runStart(before: name.lowerBound)..<joint
        taken = after ? joint..<name.upperBound : words.lowerBound..<(joint + 1)
      }
      while let first = words.first, explained[first] { words = (first + 1)..<words.upperBound }
      while let last = words.last, explained[last] { words = words.lowerBound..<last }
      return words.isEmpty
        ? nil : FurtherItem(parameter: parameter, words: words, taken: taken, value: value)
    }
    var items: [FurtherItem] = []
    for parameter in parameters where !parameter.takesSeveral {
      guard let vocabulary = parameter.vocabulary, let kept = filled[parameter.name] else {
        continue
      }
      // The names said beside the kept value: its vocabulary's, then, when its query takes any
      // name, the last word of the run across each conjunction next to it that nothing
      // explains (with the words after it, when it comes after the value).
      let entries = analysis.vocabularies[vocabulary].entries
      var names =
        (analysis.entityHits.filter { $0.vocabulary == vocabulary }.map { hit in
          (
            span: hit.span,
            value: SlotValue.entry(
              value: entries[hit.entry].value, title: entries[hit.entry].title)
          )
        }
        + analysis.kindNames.filter { $0.vocabulary == vocabulary }.map { name in
          (span: name.span, value: SlotValue.raw(analysis.text(of: name.span)))
        })
        .filter { !$0.span.contains(where: isExplained) }
      if analysis.vocabularies[vocabulary].acceptsUnknownValues {
        var runs: [Range<Int>] = []
        // Each run after a conjunction: "a latte and a scone and a muffin".
        if var joint = (kept.upperBound..<tokens.count).first(where: isConjunction),
          !(kept.upperBound..<joint).contains(where: isExplained)
        {
          while true {
            var end = joint + 1
            while end < tokens.count, !bounds(end) { end += 1 }
            runs.append((joint + 1)..<end)
            guard end < tokens.count, isConjunction(end) else { break }
            joint = end
          }
        }
        // The item after a comma of a list: "a latte, a mocha and a scone".
        if analysis.commaFollows(kept.upperBound - 1) {
          var end = kept.upperBound
          while end < tokens.count, !bounds(end), !analysis.commaFollows(end) { end += 1 }
          if end < tokens.count, !bounds(end) { end += 1 }
          runs.append(kept.upperBound..<end)
        }
        if let joint = (0..<kept.lowerBound).last(where: isConjunction),
          !((joint + 1)..<kept.lowerBound).contains(where: isExplained)
        {
          runs.append(runStart(before: joint)..<joint)
        }
        // An item starts with a number or a determiner, or follows one the phrase says: "work"
        // in "list my work and personal notes".
        func startsAnItem(_ position: Int) -> Bool {
          Lexicon.determiners.contains(tokens[position].word)
            || Lexicon.possessives.contains(tokens[position].word)
            || analysis.decimals.contains(where: { $0.span.lowerBound == position })
        }
        // A run no phrase of the app says a word of names a thing too: "groceries" in "find
        // notes about lisbon and groceries"; not one with a word that takes an object, a verb
        // ("remind me", "show them"), nor one that adds to what "with" asks for ("oat milk"
        // of "a latte with an extra shot and oat milk").
        func namesAThing(_ run: Range<Int>) -> Bool {
          let between = min(kept.upperBound, run.lowerBound)..<max(kept.lowerBound, run.lowerBound)
          return run.contains { !tokens[$0].isFiller }
            && !between.contains { Lexicon.optionWords.contains(tokens[$0].word) }
            && !run.contains {
              $0 + 1 < tokens.count && FillerWords.opensObject(tokens[$0 + 1].word)
            }
            && run.allSatisfy { position in
              tokens[position].isFiller
                || !analysis.isPhraseWord(at: position, ofApp: app)
                  && !analysis.numberWords[position] && !slipsOnSmallWord(at: position)
            }
        }
        for run in runs {
          guard let first = run.first,
            startsAnItem(first) || first > 0 && explained[first - 1] && startsAnItem(first - 1)
              || namesAThing(run),
            let head = run.last(where: { !tokens[$0].isFiller }), !taken[head]
          else { continue }
          var name = head..<(head < kept.lowerBound ? head + 1 : run.upperBound)
          while let last = name.last, last > head, explained[last] || tokens[last].isFiller {
            name = name.lowerBound..<last
          }
          names.append((name, .raw(analysis.text(of: name))))
        }
      }
      var said = [kept]
      for (name, value) in names where !said.contains(where: { $0.overlaps(name) }) {
        guard let item = item(named: name, value, joinedTo: kept, parameter: parameter.name),
          !items.contains(where: { $0.taken.overlaps(item.taken) })
        else { continue }
        said.append(name)
        items.append(item)
      }
    }
    return items.sorted { $0.words.lowerBound < $1.words.lowerBound }
  }

  private func find(
    _ parameter: Parameter, among parameters: [Parameter], taken: [Bool], phraseWords: [Bool],
    dates: [UtteranceAnalysis.ValueSpan], app: Int?
  ) -> (SlotValue, Range<Int>)? {
    func free(_ span: Range<Int>) -> Bool { !span.contains { taken[$0] } }
    switch parameter.type {
    case .vocabulary:
      guard let vocabulary = parameter.vocabulary else { return nil }
      guard let hit = analysis.firstName(of: vocabulary, where: free) else { return nil }
      if let widened = modified(hit.span, vocabulary: vocabulary, taken: taken) {
        return (.raw(analysis.text(of: widened)), widened)
      }
      return saidValue(hit).map { ($0, hit.span) }
    case .date:
      return dates.first { free($0.span) }.map { ($0.value, $0.span) }
    case .integer, .decimal:
      // An article the phrase holds may be a number's too: "a dozen" and "two and a half" in
      // "order a dozen lattes" or "order two and a half lattes" for "Order a ${drink}".
      func freeForNumber(_ span: Range<Int>) -> Bool {
        !span.contains { taken[$0] && !(phraseWords[$0] && analysis.tokens[$0].isFiller) }
      }
      // An amount with its unit is the parameter's that is measured in it: "for 1 hour 30
      // minutes". A number said without a unit is read as any other number.
      if let amount = AmountReader.firstSpan(
        in: analysis.words, units: parameter.units, where: freeForNumber)
      {
        return (.decimal(amount.value), amount.span)
      }
      // The noun a number counts decides whose it is: "remind me in 5 days" fills the days
      // parameter although "in 5 days" is also a time; a bare number goes to the first
      // numeric parameter that no other parameter's word claims it from.
      let others = parameters.filter { other in
        other.name != parameter.name && (other.type == .integer || other.type == .decimal)
      }
      // An amount of another parameter's units is that parameter's: "rest for 1 hour" gives
      // no rounds. Nor is an amount of another kind this parameter's: "a timer for 5 km"; but
      // a unit that is also a small word is that word: "set it to 68 in hearthstone" says
      // no inches.
      let otherKinds = parameter.otherUnits.filter { unit in
        unit.count > 1 || !unit.allSatisfy(FillerWords.contains)
      }
      let measured = (others.map(\.units) + [otherKinds]).flatMap {
        AmountReader.first(in: analysis.words, units: $0, where: freeForNumber).map(\.span)
      }
      // A count that gives no number ("a few lattes") is read as one, kept as said for the
      // caller to ask how many.
      let vague = analysis.vagueCounts.map {
        UtteranceAnalysis.ValueSpan(value: .raw(analysis.text(of: $0)), span: $0)
      }
      let numbers = (analysis.decimals + vague).filter { number in
        freeForNumber(number.span) && !measured.contains { $0.overlaps(number.span) }
      }
      .sorted { $0.span.lowerBound < $1.span.lowerBound }
      let counted =
        numbers.first { counts($0.span, parameter.words, after: true) }
        ?? numbers.first { counts($0.span, parameter.words, after: false) }
      // A number no word claims is the first numeric parameter's: "two lattes" orders two and
      // adds no extra shots.
      let first = parameters.first { $0.type == .integer || $0.type == .decimal }
      let bare = numbers.first { number in
        first?.name == parameter.name
          && !dates.contains { $0.span.overlaps(number.span) }
          && !others.contains { counts(number.span, $0.words, after: true) }
          && !others.contains { counts(number.span, $0.words, after: false) }
      }
      // "without an extra shot" and "no extra shots" say none, not one.
      if counted == nil,
        let none = countedAsNone(
          parameter.words, where: { !$0.contains { taken[$0] && !phraseWords[$0] } })
      {
        return (parameter.type == .integer ? .integer(0) : .decimal(0), none)
      }
      if counted == nil,
        let one = countedByArticle(
          parameter.words, where: { !$0.contains { taken[$0] && !phraseWords[$0] } })
      {
        return (parameter.type == .integer ? .integer(1) : .decimal(1), one)
      }
      // "a bowl of tomato soup" orders one, as "one bowl of tomato soup" would.
      if counted == nil, bare == nil, first?.name == parameter.name,
        let one = servingByArticle(where: freeForNumber)
      {
        return (parameter.type == .integer ? .integer(1) : .decimal(1), one)
      }
      guard let number = counted ?? bare else { return nil }
      // "two or three lattes" says no one count: kept as said, for the caller to ask.
      if let either = analysis.alternatives(around: number.span), freeForNumber(either) {
        return (.raw(analysis.text(of: either)), either)
      }
      if parameter.type == .integer, case .decimal(let value) = number.value,
        value == value.rounded(), abs(value) < 1e15
      {
        return (.integer(Int(value)), number.span)
      }
      return (number.value, number.span)
    case .boolean:
      return analysis.booleans.first { flag in
        free(flag.span)
          && [flag.span.lowerBound - 1, flag.span.upperBound].contains { position in
            analysis.tokens.indices.contains(position) && names(position, parameter.words)
          }
      }
      .map { ($0.value, $0.span) }
    case .text:
      return introducedText(taken: taken).map { (.text(analysis.text(of: $0)), $0) }
    }
  }

  /// `run`, free text said for the parameter `name`, up to a word that introduces what the
  /// rest of the run says for another of `parameters`: a name of its vocabulary said as it is
  /// or by its kind, or a date, with the words that lead to it ("to ana", "to the travel
  /// folder", "in the shopping folder", "for tomorrow"). "a note called milk to the shopping
  /// folder" is called "milk"; the run is whole when nothing else says its end.
  private func beforeOtherValue(
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
    return run
  }

  /// Whether the words `rest` say a value of `parameter` and nothing else: a date for a date,
  /// for a vocabulary a name of it said as it is (with its kind after it: "cedar falls
  /// trail"), read by its kind, or unlisted but said with its kind (`unlistedNameByKind`),
  /// after the determiners and possessives that open a noun phrase ("the", "my"). A closed
  /// list's value is said by its title or with its kind word, never by a synonym alone: "ideas
  /// for home" is a title, though Personal's synonym is "home".
  private func says(_ rest: Range<Int>, for parameter: Parameter, app: Int?) -> Bool {
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
  private func saysTitle(_ span: Range<Int>, of entry: SlotVocabulary.Entry) -> Bool {
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
  private func unlistedNameByKind(
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
  private func servingByArticle(where free: (Range<Int>) -> Bool) -> Range<Int>? {
    let tokens = analysis.tokens
    for article in tokens.indices where ["a", "an"].contains(tokens[article].word) {
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
  private func onlyFreeRun(_ taken: [Bool]) -> Range<Int>? {
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
  private func beforeOption(_ run: Range<Int>) -> Range<Int>? {
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

  /// The text parameter other than `slot` that a name given with "called" or "named" fills:
  /// the first whose name or title says a name ("noteTitle", "Name"), else the first.
  private func nameTaker(_ parameters: [Parameter], besides slot: String?) -> String? {
    let texts = parameters.filter { $0.type == .text && $0.name != slot }
    let naming: Set<String> = ["name", "titl", "title", "call"]
    return (texts.first { !naming.isDisjoint(with: $0.words) } ?? texts.first)?.name
  }

  /// The words after the first word that introduces a name, up to a word already taken (the
  /// phrase's or the app's; not those of `slot`, which a name may hold), with the fillers and
  /// introducers at its end left out when more is said: "called hello in flashcards" gives
  /// "hello", "called hello" too, though "hello" is a filler. The app's name said inside the
  /// run (`mention`), not led to by a word that leads to an app ("in", "with"), is the name's
  /// words: "a note called meeting notes in the travel folder" is called "meeting notes".
  private func nameRun(
    _ taken: [Bool], besides slot: Range<Int>?, mention: Range<Int>?
  ) -> Range<Int>? {
    let tokens = analysis.tokens
    let inName =
      mention.flatMap { mention in
        mention.lowerBound > 0
          && !Lexicon.appNameLeadIns.contains(tokens[mention.lowerBound - 1].word)
          ? mention : nil
      } ?? 0..<0
    func free(_ position: Int) -> Bool {
      !taken[position] || slot?.contains(position) == true || inName.contains(position)
    }
    for namer in tokens.indices where Lexicon.namers.contains(tokens[namer].word) && free(namer) {
      var end = namer + 1
      while end < tokens.count, free(end), contentIntroducer(at: end) == nil { end += 1 }
      var span = (namer + 1)..<end
      while span.count > 1, let last = span.last,
        tokens[last].isFiller || Lexicon.valueIntroducers.contains(tokens[last].word)
      {
        span = span.lowerBound..<last
      }
      if !span.isEmpty { return span }
    }
    return nil
  }

  /// The text parameter other than those of `besides` that what a text says fills: the first
  /// whose name or title says a text ("body", "Message"), else the only one left.
  private func contentTaker(_ parameters: [Parameter], besides: [String?]) -> String? {
    let texts = parameters.filter { $0.type == .text && !besides.contains($0.name) }
    return
      (texts.first { !Self.contentWords.isDisjoint(with: $0.words) }
      ?? (texts.count == 1 ? texts.first : nil))?.name
  }

  /// The stems of the words that name what a text says.
  private static let contentWords = Set(
    ["text", "body", "message", "content", "says", "saying"].map(Stemmer.stem))

  /// The words that introduce what a text says, and the words after them up to a word already
  /// taken (not those of `slot`, nor of `phraseWords` with more of the text after them),
  /// without fillers at the end: "saying call bob" gives "call bob", "that says passport and
  /// charger in notes" "passport and charger", "saying meet me in the park" all of it.
  private func contentRun(
    _ taken: [Bool], besides slot: Range<Int>?, phraseWords: [Bool]
  ) -> (introducer: Range<Int>, text: Range<Int>)? {
    let tokens = analysis.tokens
    func free(_ position: Int) -> Bool { !taken[position] || slot?.contains(position) == true }
    // A word the phrase also says is the text's when the text goes on after it: "in" of
    // "saying meet me in the park", but not of "saying buy milk in notes".
    func said(_ position: Int) -> Bool {
      free(position)
        || phraseWords[position] && position + 1 < tokens.count && free(position + 1)
    }
    for start in tokens.indices where free(start) {
      guard let length = contentIntroducer(at: start) else { continue }
      var end = start + length
      while end < tokens.count, said(end) { end += 1 }
      var text = (start + length)..<end
      // "hi to" before a name is "hi"; "call me" keeps its "me".
      while text.count > 1, let last = text.last, tokens[last].isFiller,
        !Lexicon.objectPronouns.contains(tokens[last].word)
      {
        text = text.lowerBound..<last
      }
      if !text.isEmpty { return (start..<(start + length), text) }
    }
    return nil
  }

  /// How many words at `position` introduce what a text says: "saying", "that says", "which
  /// reads"; `nil` when they do not.
  private func contentIntroducer(at position: Int) -> Int? {
    let tokens = analysis.tokens
    if tokens[position].word == "saying" { return 1 }
    guard ["that", "which"].contains(tokens[position].word), position + 1 < tokens.count,
      ["says", "reads"].contains(tokens[position + 1].word)
    else { return nil }
    return 2
  }

  /// The free run of words after a word that introduces a value, without fillers at its ends,
  /// up to a time said after it: "near denver this weekend" is a place and a time.
  private func introducedText(taken: [Bool]) -> Range<Int>? {
    let tokens = analysis.tokens
    let times = Set(analysis.dates.map(\.span.lowerBound))
    for position in tokens.indices where Lexicon.valueIntroducers.contains(tokens[position].word) {
      var end = position + 1
      while end < tokens.count && !taken[end]
        && !Lexicon.valueIntroducers.contains(tokens[end].word)
        && !times.contains(end)
      {
        end += 1
      }
      var span = (position + 1)..<end
      while let first = span.first, tokens[first].isFiller { span = (first + 1)..<span.upperBound }
      while let last = span.last, tokens[last].isFiller { span = span.lowerBound..<last }
      if !span.isEmpty { return span }
    }
    return nil
  }

  /// `span` widened by the word before it when the vocabulary is closed and that word changes
  /// the name ("extra large"); `nil` otherwise.
  private func modified(_ span: Range<Int>, vocabulary: Int, taken: [Bool]) -> Range<Int>? {
    guard !analysis.vocabularies[vocabulary].acceptsUnknownValues, span.lowerBound > 0 else {
      return nil
    }
    let before = span.lowerBound - 1
    guard !taken[before], Lexicon.modifiers.contains(analysis.tokens[before].word) else {
      return nil
    }
    return before..<span.upperBound
  }

  private func fill(_ name: String, _ value: SlotValue, _ span: Range<Int>) -> SlotFill {
    SlotFill(name: name, text: analysis.text(of: span), value: value, range: range(of: span))
  }

  private func range(of span: Range<Int>) -> Range<String.Index>? {
    guard let first = span.first, span.upperBound <= analysis.tokens.count else { return nil }
    return analysis.tokens[first].range
      .lowerBound..<analysis.tokens[span.upperBound - 1].range
      .upperBound
  }

  /// Whether a word of `words` counts the number at `span`: one of the three words after it
  /// up to the first plural, the noun counted ("2 extra shots", "5 day reminder"; not "extra"
  /// in "three large lattes extra hot"), or, with `after` false, of the two before it ("days:
  /// 5", "a goal of 50").
  private func counts(_ span: Range<Int>, _ words: [String], after: Bool) -> Bool {
    var near =
      after
      ? span.upperBound..<min(span.upperBound + 3, analysis.tokens.count)
      : max(span.lowerBound - 2, 0)..<span.lowerBound
    if after, let noun = near.first(where: analysis.isPlural) {
      near = near.lowerBound..<(noun + 1)
    }
    return near.contains { names($0, words) }
  }

  /// Whether the word at `position` is one of `words` (stems, so "days" names "day") or shares
  /// a beginning of four letters with one ("shots", "shot").
  private func names(_ position: Int, _ words: [String]) -> Bool {
    let token = analysis.tokens[position]
    return words.contains { name in
      token.stem == name || token.word == name
        || token.word.count >= 4 && name.count >= 4 && token.word.prefix(4) == name.prefix(4)
    }
  }
}
