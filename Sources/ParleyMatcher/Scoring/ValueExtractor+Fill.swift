import Foundation

// Filling the intent's parameters from what the request names, and the values said by a verb
// or before another value.
extension ValueExtractor {
  /// The values read from the words not `taken` yet, the phrase's slot first, with the span of
  /// each by parameter name, and the words taken after. `phraseWords` marks the words the
  /// phrase's words pair with.
  func fill(
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
    // A name the closed list of the phrase's slot lacks, said with its kind where the slot
    // was not found ("list my notes in the work folder"), is an option the app does not
    // have, as it is for any other parameter below; the word that leads to it may be one the
    // phrase says too (the "in" of "List my ${folder} notes in ${applicationName}").
    if slot == nil, let vocabulary = template.vocabulary,
      let said = unlistedNameByKind(
        of: vocabulary, app: template.app, where: { !$0.dropFirst().contains { taken[$0] } })
    {
      for position in said.said { taken[position] = true }
      lacking.append(said.name)
    }
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
    // A word of one of the intent's own phrases says what to do, never what a text is:
    // "repertoire" of "add clair de lune to my repertoire" is a word of "Add a new piece to my
    // repertoire in ${applicationName}", whichever phrase matched.
    lazy var own = ownPhraseWords(of: template)
    func takenForText() -> [Bool] { taken.indices.map { taken[$0] || own[$0] } }
    for parameter in ordered where parameter.name != template.slot?.name {
      if parameter.type == .text { takeKinds() }
      var found: (SlotValue, Range<Int>)?
      if let named, parameter.name == named.taker {
        found = (.text(analysis.text(of: named.span)), named.span)
      } else if let said, parameter.name == said.taker {
        found = (.text(analysis.text(of: said.run.text)), said.run.text)
      } else {
        found = find(
          parameter, among: parameters, taken: parameter.type == .text ? takenForText() : taken,
          phraseWords: phraseWords, dates: analysis.dates, app: template.app)
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
    // A name said with no word that introduces it is the one run of words nothing else
    // explains, for the text parameter that takes names: "add clair de lune to my repertoire"
    // adds a piece called "clair de lune", though another intent takes a piece of that name.
    // Only in a request (a phrase was matched), and not words said of a word of the intent's
    // phrases after them: "quiet" of "find a quiet cafe" says how the cafe should be, and
    // "quick" of "write a quick note" how the note should be.
    if !template.literals.isEmpty,
      let taker = nameTaker(parameters, besides: template.slot?.name),
      parameters.contains(where: { $0.name == taker && takesNames($0) }),
      !values.contains(where: { $0.name == taker }),
      let run = onlyFreeRun(takenForText()).flatMap(beforeOption).flatMap(beforeWhom)
        .flatMap(beforeTime),
      !analysis.namesNothing(run),
      run.upperBound == taken.count
        || !own[run.upperBound]
          && (!pairedWords[run.upperBound] || analysis.tokens[run.upperBound].isFiller)
    {
      for position in run { taken[position] = true }
      spans[taker] = run
      values.append(fill(taker, .text(analysis.text(of: run)), run))
    }
    return (slot, values, spans, taken, lacking)
  }

  /// The value of `vocabulary` that the request's first word names in full, when that word
  /// names the slot's value too, said as the verb: "shuffle my cards" names the setting Card
  /// Order (also "Shuffle") and the card order Shuffled; or the word that a switch verb leading
  /// the request switches ("turn off shuffle").
  func verbNamed(_ vocabulary: Int, _ evaluation: TemplateScorer.Evaluation)
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
  func saidValue(_ hit: EntityIndex.Hit) -> SlotValue? {
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
      if before >= 1, Lexicon.switchDirections.contains(words[before]),
        Lexicon.switchVerbs.contains(words[before - 1])
      {
        return (words[before] == "on", [before - 1, before])
      }
    }
    let after = span.upperBound
    if after < words.count, Lexicon.switchDirections.contains(words[after]),
      let verb = words[..<span.lowerBound].lastIndex(where: Lexicon.switchVerbs.contains)
    {
      return (words[after] == "on", [verb, after])
    }
    return nil
  }

  /// Where an unknown name read for the parameter `name` at `span` begins once the whole
  /// names of other parameters' values it starts with are left to them ("small" of "small
  /// mocha right now"); `nil` when it starts with none, or is nothing else.
  func leadingValues(of span: Range<Int>, besides name: String, parameters: [Parameter])
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
}
