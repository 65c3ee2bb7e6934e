import Foundation

// Further items: what a request names after the first, for an intent that takes one.
extension ValueExtractor {
  /// One item said beyond the one value a parameter takes.
  struct FurtherItem {
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
  /// the name and the options "with" asks for right after it when it comes after the value,
  /// from the start of its run to the conjunction when before. `explained` marks the phrase's
  /// words, `taken` also the values read.
  func furtherItems(
    of parameters: [Parameter], filled: [String: Range<Int>], explained: [Bool], taken: [Bool],
    app: Int?
  ) -> [FurtherItem] {
    let tokens = analysis.tokens
    func isConjunction(_ position: Int) -> Bool {
      Lexicon.conjunctions.contains(tokens[position].word)
    }
    guard analysis.saysAConjunction || analysis.saysAComma else { return [] }
    // A filler such as "a" may have been paired with a word of the phrase.
    func isExplained(_ position: Int) -> Bool { explained[position] && !tokens[position].isFiller }
    // A word of a value one of the intent's parameters lists is an item's, though the phrase
    // paired it: "bowl" of "… and a large bowl of clam chowder" names the size Large Bowl
    // beside "Get me a bowl of ${soup}".
    let listing = Set(parameters.compactMap(\.vocabulary))
    func namesAListedValue(_ position: Int) -> Bool {
      analysis.entityHits.contains { hit in
        listing.contains(hit.vocabulary) && hit.span.contains(position)
          && hit.quality >= UtteranceAnalysis.clearNameQuality
      }
    }
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
    /// Whether an item starts with the word at `position`: a number or a determiner.
    func startsAnItem(_ position: Int) -> Bool {
      Lexicon.determiners.contains(tokens[position].word)
        || Lexicon.possessives.contains(tokens[position].word)
        || analysis.decimals.contains(where: { $0.span.lowerBound == position })
    }
    /// Where an item said in `run` starts: past the fillers that lead it and start no item;
    /// in the run that opens the request (no conjunction before it), at its first number or
    /// determiner, the words before it being the request's opening ("me" of "get me a small
    /// mocha", "like" of "i'd like a small mocha", "have" of "can i have a small mocha"),
    /// whether or not the phrase says them. The run's start when it says nothing else. After a
    /// conjunction, a word before the determiner is the verb of a request of its own: "reset"
    /// of "… and reset my biology cards".
    func itemStart(in run: Range<Int>) -> Int {
      let opening = !(0..<run.lowerBound).contains(where: isConjunction)
      return (opening ? run.first(where: startsAnItem) : nil)
        ?? run.first { !tokens[$0].isFiller || startsAnItem($0) } ?? run.lowerBound
    }
    /// Where the options said right after the name at `name` end: the words "with" or
    /// "without" leads to, to the next word that bounds a run or the next pause, when one of
    /// them is a word the phrase does not say ("an extra shot" of "… and a mocha with an extra
    /// shot"; not "with brew", which names the app). `name`'s end when none are said.
    func optionsEnd(after name: Range<Int>) -> Int {
      let lead = name.upperBound
      guard lead < tokens.count, Lexicon.optionWords.contains(tokens[lead].word),
        !analysis.commaFollows(name.upperBound - 1)
      else { return lead }
      var end = lead + 1
      while end < tokens.count, !bounds(end) {
        end += 1
        if analysis.commaFollows(end - 1) { break }
      }
      let said = (lead + 1)..<end
      return said.contains { !tokens[$0].isFiller && !explained[$0] } ? end : lead
    }
    /// The item a name at `name` heads when a conjunction joins it to the value at `kept`,
    /// or, after it, a comma of a list ("basil, monstera and the snake plant"), with no word
    /// of the phrase between them; its words lose the phrase's words at their ends ("show me",
    /// "with"). An item said after the value keeps the options said right after its name: they
    /// are the item's, not the value's ("a mocha with an extra shot" of "two lattes and a
    /// mocha with an extra shot").
    func item(
      named name: Range<Int>, _ value: SlotValue, joinedTo kept: Range<Int>, parameter: String
    ) -> FurtherItem? {
      let after = name.lowerBound >= kept.upperBound
      let between = after ? kept.upperBound..<name.lowerBound : name.upperBound..<kept.lowerBound
      var words: Range<Int>
      var taken: Range<Int>
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
            .contains(where: { isExplained($0) && !namesAListedValue($0) })
        else { return nil }
        words = after ? (joint + 1)..<name.upperBound : runStart(before: name.lowerBound)..<joint
        taken = after ? joint..<name.upperBound : words.lowerBound..<(joint + 1)
        words = itemStart(in: words)..<words.upperBound
      }
      // A determiner that opens the item is the item's, though a filler of the phrase was
      // paired with it: "a" of "… and a cup of minestrone" counts one.
      while let first = words.first, explained[first],
        !(tokens[first].isFiller && startsAnItem(first))
      {
        words = (first + 1)..<words.upperBound
      }
      if after {
        let end = optionsEnd(after: name)
        words = words.lowerBound..<max(words.upperBound, end)
        taken = taken.lowerBound..<max(taken.upperBound, end)
      }
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
      // A kind word said right after a name, that nothing else explains, is the name's: "soup"
      // of "… and a tomato soup", where the list names "Tomato".
      func withKind(_ span: Range<Int>) -> Range<Int> {
        var end = span.upperBound
        while end < tokens.count, !isExplained(end), analysis.saysKind(at: end, of: vocabulary) {
          end += 1
        }
        return span.lowerBound..<end
      }
      var names =
        (analysis.entityHits.filter { $0.vocabulary == vocabulary }.map { hit in
          (
            span: withKind(hit.span),
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
        // An item starts with a number or a determiner, or follows one the phrase says: "work"
        // in "list my work and personal notes". Its name ends before the words "with" or
        // "without" lead to, which ask for its options: the mocha of "two lattes and a mocha
        // with an extra shot", not "shot" (the item keeps them, see `item(named:…)`).
        for whole in runs {
          let option = whole.first { Lexicon.optionWords.contains(tokens[$0].word) }
          let run = whole.lowerBound..<(option ?? whole.upperBound)
          guard let first = run.first,
            startsAnItem(itemStart(in: run))
              || first > 0 && explained[first - 1] && startsAnItem(first - 1)
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

  func find(
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
        other.name != parameter.name && other.type.isNumber
      }
      // An amount of another parameter's units is that parameter's: "rest for 1 hour" gives
      // no rounds. Nor is an amount of another kind this parameter's: "a timer for 5 km"; but
      // a unit that is also a small word is that word: "set it to 68 in hearthstone" says
      // no inches.
      let otherKinds = parameter.otherUnits.filter { unit in
        unit.count > 1 || !unit.allSatisfy(FillerWords.contains)
      }
      // A number said inside an option another parameter lists, named whole, is that
      // option's: "6/8" is a time signature, no tempo of 6, and "no 5" of "hungarian dance no
      // 5" no count.
      let listed = Set(parameters.filter { $0.name != parameter.name }.compactMap(\.vocabulary))
      let options = analysis.entityHits.filter { hit in
        listed.contains(hit.vocabulary) && hit.quality >= 1 && !hit.hadTypo && hit.span.count > 1
      }
      let measured =
        (others.map(\.units) + [otherKinds]).flatMap {
          AmountReader.first(in: analysis.words, units: $0, where: freeForNumber).map(\.span)
        } + options.map(\.span)
      // A count that gives no number ("a few lattes") is read as one, kept as said for the
      // caller to ask how many.
      let vague = analysis.vagueCounts.map {
        UtteranceAnalysis.ValueSpan(value: .raw(analysis.text(of: $0)), span: $0)
      }
      // A number said before a noun the parameter is not measured in is none of its values:
      // "log 3 sets of squats" gives no weight in kilograms.
      let numbers = (analysis.decimals + vague).filter { number in
        freeForNumber(number.span) && !measured.contains { $0.overlaps(number.span) }
          && !measuresAnotherNoun(number.span, for: parameter)
      }
      .sorted { $0.span.lowerBound < $1.span.lowerBound }
      let counted =
        numbers.first { counts($0.span, parameter.words, after: true) }
        ?? numbers.first { counts($0.span, parameter.words, after: false) }
      // A number no word claims is the first numeric parameter's: "two lattes" orders two and
      // adds no extra shots.
      let first = parameters.first { $0.type.isNumber }
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
      // "a bowl of tomato soup" orders one, as "one bowl of tomato soup" would: a count, never
      // an amount ("log a set of deadlift" says no weight).
      if counted == nil, bare == nil, first?.name == parameter.name, parameter.type == .integer,
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
}
