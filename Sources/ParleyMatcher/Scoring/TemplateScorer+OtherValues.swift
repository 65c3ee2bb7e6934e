import Foundation

// The values a request names besides the phrase's slot: of the intent's other parameters,
// of other intents, of other apps.
extension TemplateScorer {
  /// The spans of the utterance, outside the app name, the slot and the paired words, that say
  /// a value of another of the intent's parameters (a vocabulary entry, with a word that
  /// changes it before it: "extra large"; a number or date for a numeric or date parameter, or
  /// an article that counts one of what a numeric parameter names: "an extra shot"; words
  /// after a word that introduces a text parameter's place or name: "near moab"), with the
  /// value's quality. Only when every parameter is read (flexible matching). `explained`
  /// marks the tokens the app name, the slot or a phrase word explains.
  func otherParameterValues(
    _ template: CompiledTemplate, _ result: Evaluation, explained: [Bool]
  ) -> [(span: Range<Int>, quality: Double)] {
    let parameters = index.groupParameters[template.group]
    guard analysis.options.mode == .flexible, !parameters.isEmpty,
      !analysis.entityHits.isEmpty || analysis.saysANumberOrDate || analysis.saysAnArticle
        || analysis.saysATextIntroducer || analysis.saysAContentIntroducer
    else { return [] }
    var taken = explained
    var found: [(span: Range<Int>, quality: Double)] = []
    for parameter in parameters where parameter.name != template.slot?.name {
      guard let vocabulary = parameter.vocabulary else {
        // "near moab": a place or a name said for a text parameter, after the word that
        // introduces it, is some evidence for the intent that takes one; so is what a text
        // says after "saying", a colon or the "down" of "jot down buy milk", as the intent
        // reads it.
        if parameter.type == .text {
          if let span = introducedText(taken) ?? contentText(result, taken: taken) {
            for position in span { taken[position] = true }
            found.append((span, Self.introducedTextQuality))
          }
          continue
        }
        // "three drip coffees": a count is evidence for the intent that takes one.
        let values: [UtteranceAnalysis.ValueSpan]
        switch parameter.type {
        case .integer: values = analysis.numbers
        case .decimal: values = analysis.decimals
        case .date: values = analysis.dates
        default: continue
        }
        let free = { (span: Range<Int>) in !span.contains { taken[$0] } }
        // "70 degrees": an amount in the parameter's units is its value, units and all.
        if parameter.type != .date,
          let amount = AmountReader.firstSpan(
            in: analysis.words, units: parameter.units, where: free)
        {
          for position in amount.span { taken[position] = true }
          found.append((amount.span, 1))
          continue
        }
        // "with an extra shot": an article counts one of a noun the parameter names, and
        // "with no extra shots" none.
        let number = values.first(where: { free($0.span) })?.span
        // "two or three lattes": both numbers are the count's words.
        let either = parameter.type == .date ? nil : number.flatMap(analysis.alternatives(around:))
        // Read only when no number is said, as the values are.
        func counted() -> Range<Int>? {
          guard parameter.type != .date else { return nil }
          let extractor = ValueExtractor(analysis: analysis)
          return extractor.countedAsNone(parameter.words, where: free)
            ?? extractor.countedByArticle(parameter.words, where: free)
        }
        guard let span = either.flatMap({ free($0) ? $0 : nil }) ?? number ?? counted()
        else { continue }
        for position in span { taken[position] = true }
        found.append((span, 1))
        continue
      }
      guard
        let hit = analysis.entityHits.first(where: { hit in
          hit.vocabulary == vocabulary && hit.quality >= UtteranceAnalysis.clearNameQuality
            && !hit.span.contains { taken[$0] }
        })
      else { continue }
      var span = hit.span
      if span.lowerBound > 0, !taken[span.lowerBound - 1],
        Lexicon.modifiers.contains(analysis.tokens[span.lowerBound - 1].word)
      {
        span = (span.lowerBound - 1)..<span.upperBound
      }
      for position in span { taken[position] = true }
      found.append((span, hit.quality))
    }
    return found
  }

  /// The words right before the slot's value, said in full, that no phrase says, nor
  /// numbers, up to the request's first meaningful word: what the request says of the value
  /// ("oat milk" of "order my oat milk latte"; not "share" of "share cedar falls").
  /// `explained` marks the tokens the app name, the slot or a phrase word explains.
  func valueModifiers(_ result: Evaluation, explained: [Bool]) -> Range<Int>? {
    guard let span = result.slotSpan, !result.slotIsRaw,
      result.slotQuality >= UtteranceAnalysis.clearNameQuality
    else { return nil }
    let paired = explained
    var start = span.lowerBound
    while start > 0, start - 1 != analysis.lead, !paired[start - 1], !analysis.fillers[start - 1],
      analysis.matches[start - 1].isEmpty, !analysis.numberWords[start - 1]
    {
      start -= 1
    }
    return start < span.lowerBound ? start..<span.lowerBound : nil
  }

  /// The span of a place or a name said for a text parameter: a word that introduces one
  /// ("near", "around", "called", "named") and the words after it that no phrase says, outside `taken`: "near moab".
  func introducedText(_ taken: [Bool]) -> Range<Int>? {
    let tokens = analysis.tokens
    for start in tokens.indices
    where !taken[start] && Lexicon.textIntroducers.contains(tokens[start].word) {
      var end = start + 1
      while end < tokens.count, !taken[end], !tokens[end].isFiller,
        analysis.matches[end].isEmpty
      {
        end += 1
      }
      if end > start + 1 { return start..<end }
    }
    return nil
  }

  /// The words of what a text says, after the words that introduce it ("saying call bob",
  /// "jot down buy milk", "note: call the plumber"), outside `taken`, as
  /// ``ValueExtractor`` gives them to the intent's text parameter; `nil` when none is said.
  func contentText(_ result: Evaluation, taken: [Bool]) -> Range<Int>? {
    guard analysis.saysAContentIntroducer else { return nil }
    return ValueExtractor(analysis: analysis)
      .contentRun(
        taken, besides: result.slotSpan, phraseWords: result.phraseWords(count: taken.count))?
      .text
  }

  /// The spans of further names of values the intent takes, outside what `result` explains,
  /// each with the words that join it to the request ("water basil and the snake plant", "a
  /// latte and a muffin" where the drink query takes any name): the
  /// request says them as it says its slot's value, and they are set aside as further items
  /// (see ``MatchCandidate/furtherItems``), so they count as explained. Only when every
  /// parameter is read (flexible matching). `explained` marks the tokens the app name, the
  /// slot or a phrase word explains.
  func furtherNames(
    _ template: CompiledTemplate, _ result: Evaluation, explained: [Bool]
  ) -> [Range<Int>] {
    let words = analysis.words
    guard analysis.options.mode == .flexible,
      analysis.entityHits.count > 1 || analysis.saysAConjunction,
      result.slot != nil || !result.otherValues.isEmpty
    else { return [] }
    var taken = explained
    var isValue = [Bool](repeating: false, count: taken.count)
    for value in result.otherValues {
      for position in value.span {
        taken[position] = true
        isValue[position] = true
      }
    }
    let takes = index.groupTakes[template.group]
    var found: [Range<Int>] = []
    // "and a muffin": for a vocabulary whose query takes any name, an item no entry names,
    // said as an item is (a determiner or number after the conjunction), is set aside too.
    if takes.contains(where: { index.vocabularies[$0].acceptsUnknownValues }) {
      func unknown(_ position: Int) -> Bool {
        !taken[position] && !analysis.fillers[position] && analysis.matches[position].isEmpty
      }
      // A value of the item's own ("small" in "and a small muffin") goes with it.
      var named = isValue
      for hit in analysis.entityHits
      where hit.quality >= UtteranceAnalysis.clearNameQuality && takes.contains(hit.vocabulary) {
        for position in hit.span where !taken[position] { named[position] = true }
      }
      for joint in words.indices.dropLast()
      where Lexicon.conjunctions.contains(words[joint]) && !taken[joint] {
        let first = joint + 1
        guard Lexicon.determiners.contains(words[first]) || analysis.numberWords[first]
        else { continue }
        var end = first + 1
        while end < words.count, named[end] || unknown(end) { end += 1 }
        guard (first + 1..<end).contains(where: unknown) else { continue }
        let span = joint..<end
        for position in span { taken[position] = true }
        found.append(span)
      }
    }
    for hit in analysis.entityHits
    where hit.quality >= UtteranceAnalysis.clearNameQuality && takes.contains(hit.vocabulary)
      && !hit.span.contains(where: { taken[$0] })
    {
      // "and a small mocha": the size said for the further item is explained already.
      guard let joint = analysis.itemJoint(before: hit.span.lowerBound, skipping: { isValue[$0] }),
        !(joint..<hit.span.lowerBound).contains(where: { taken[$0] && !isValue[$0] })
      else { continue }
      let span = joint..<hit.span.upperBound
      for position in span { taken[position] = true }
      found.append(span)
    }
    return found
  }

  /// The spans of the names the intent does not take, with a word its phrases do not use:
  /// their words are the names', no phrase word nor words of a slot's raw value. "navigate to
  /// bear creek trail" says no "trails" of "Open my favorite trails", and "show me hiking
  /// trails" names an activity, no trail called "hiking trails"; while "coffee" (a drink)
  /// still says the "coffee" of "Add a shot to my coffee".
  /// `values` are the template's ``valuesNotTaken(by:)``.
  func foreignNames(_ values: [EntityIndex.Hit], _ template: CompiledTemplate)
    -> [Range<Int>]
  {
    values.filter { saysAWordNotUsed($0, by: template) }.map(\.span)
  }

  /// The values said in full or nearly (``UtteranceAnalysis/clearNameQuality``) of the
  /// vocabularies of `template`'s app that no slot or parameter of its intent takes.
  func valuesNotTaken(by template: CompiledTemplate) -> [EntityIndex.Hit] {
    let scope = index.groupScopes[template.group]
    return analysis.entityHits.filter { hit in
      hit.quality >= UtteranceAnalysis.clearNameQuality
        && index.scopeVocabularies[scope].contains(hit.vocabulary)
        && !takesValue(of: hit.vocabulary, template)
    }
  }

  /// Whether the request names a value of another app's, in full and as it is, with a word
  /// no phrase of `template`'s intent uses: "what's the weather on bear creek trail" asks about
  /// a trail, not "What's on the menu at ${applicationName}", which only its "what" says.
  func namesAnotherAppsValue(_ template: CompiledTemplate) -> Bool {
    let known = index.scopeVocabularies[index.groupScopes[template.group]]
    return analysis.entityHits.contains { hit in
      hit.quality >= 1 && !hit.hadTypo && !known.contains(hit.vocabulary)
        && saysAWordNotUsed(hit, by: template)
    }
  }

  /// Whether the utterance names one of `values` (see `valuesNotTaken(by:)`) outside what the
  /// evaluation explains but by words of the values' names, and with a word no phrase of the
  /// intent uses ("coffee" of "Is my coffee ready" is the intent's own word, whatever drink it
  /// also names).
  func namesAValueNotTaken(
    _ values: [EntityIndex.Hit], by template: CompiledTemplate, _ result: Evaluation
  ) -> Bool {
    // Words kept as raw slot text, a value read as its kind word, or a phrase word said by a
    // word of one of the names, explain nothing.
    var used = [Bool](repeating: false, count: analysis.tokens.count)
    for position in result.mention?.span ?? 0..<0 { used[position] = true }
    for pair in result.pairs
    where !pair.viaValue && !values.contains(where: { $0.span.contains(pair.token) }) {
      used[pair.token] = true
    }
    return values.contains { hit in
      !hit.span.contains { used[$0] } && saysAWordNotUsed(hit, by: template)
    }
  }

  /// Whether the request says a number, outside what `explained` marks and any date, that no
  /// parameter of `template`'s intent takes (its parameters are listed, and none is a number)
  /// while another intent of the app takes one: "68" of "set the thermostat to 68" is the
  /// temperature's, no value of "Set ${applicationName} to ${mode}".
  /// So is an amount said in the units of another intent's parameter that none of the
  /// intent's own is measured in: "set it to 70 degrees" gives no brightness.
  func namesAnAmountNotTaken(by template: CompiledTemplate, explained: [Bool]) -> Bool {
    guard let app = template.app, index.groupsListingParameters[template.group] else {
      return false
    }
    let free = { (span: Range<Int>) in
      !span.contains { explained[$0] } && !analysis.dates.contains { $0.span.overlaps(span) }
    }
    guard analysis.decimals.contains(where: { free($0.span) }) else { return false }
    let others = Set(index.templatesByApp[app].map { index.templates[Int($0)].group })
      .subtracting([template.group])
    guard takesANumber(template.group, in: app) else {
      return others.contains { takesANumber($0, in: app) }
    }
    let own = Set(index.groupParameters[template.group].flatMap(\.units))
    let units = others.flatMap { index.groupParameters[$0].flatMap(\.units) }
      .filter { !own.contains($0) }
    return AmountReader.firstSpan(in: analysis.words, units: units, where: free) != nil
  }

  /// Whether the intent `group` of `app` takes a number, as a listed parameter or in a
  /// phrase's slot.
  func takesANumber(_ group: Int, in app: Int) -> Bool {
    index.groupParameters[group].contains { $0.type.isNumber }
      || index.templatesByApp[app].contains { place in
        let template = index.templates[Int(place)]
        return template.group == group && template.slot?.type.isNumber == true
      }
  }

  /// Whether the name `hit` holds a meaningful word that no phrase of `template`'s intent
  /// uses: "bear creek trail" does, while "coffee", a drink, is a word of "Is my coffee ready".
  func saysAWordNotUsed(_ hit: EntityIndex.Hit, by template: CompiledTemplate) -> Bool {
    let profile = index.groupProfiles[template.group]
    return hit.span.contains { position in
      !analysis.tokens[position].isFiller
        && !analysis.matches[position].contains { $0.vocabulary < 0 && profile[$0.term] != nil }
    }
  }

  /// Whether the request asks to see a list of a kind: its verb shows ("show", "display"),
  /// and a value said in full or nearly ends at `span`, followed by a plural that says the
  /// word `template`, a phrase that shows, finds or suggests, has right after its slot of the
  /// value's vocabulary: "show me biking trails" and "Find ${activity} trails".
  func kindListSaid(after span: Range<Int>, by template: CompiledTemplate) -> Bool {
    guard analysis.leadShows, template.slot != nil, template.slotPosition > 0,
      template.slotPosition < template.literals.count, template.opensWithListing,
      span.upperBound < analysis.tokens.count, analysis.isPlural(span.upperBound)
    else { return false }
    let kind = template.literals[template.slotPosition].term
    return analysis.matches[span.upperBound].contains {
      $0.term == kind && $0.similarity >= UtteranceAnalysis.clearWordSimilarity
    }
  }

  /// The vocabularies whose list of a kind the request asks to see (see `kindListSaid`) from
  /// a phrase of `app`: "show me biking trails" asks Trails for biking trails. Read once per
  /// app and request: every template of the app asks.
  func kindListVocabularies(in app: Int) -> [Int] {
    if let known = analysis.kindLists[app] { return known }
    var found: [Int] = []
    for hit in analysis.entityHits
    where hit.quality >= UtteranceAnalysis.clearNameQuality && !found.contains(hit.vocabulary) {
      let lists = index.templatesByApp[app].contains { place in
        let template = index.templates[Int(place)]
        return template.vocabulary == hit.vocabulary
          && kindListSaid(after: hit.span, by: template)
      }
      if lists { found.append(hit.vocabulary) }
    }
    analysis.kindLists[app] = found
    return found
  }

  /// Whether `template`'s intent takes values of `vocabulary`, in a phrase's slot or as a
  /// parameter.
  func takesValue(of vocabulary: Int, _ template: CompiledTemplate) -> Bool {
    index.groupTakes[template.group].contains(vocabulary)
  }

  /// Whether a phrase of `template`'s intent has a slot of `vocabulary`.
  func takesValues(of vocabulary: Int, _ template: CompiledTemplate) -> Bool {
    index.groupVocabularies[template.group].contains(vocabulary)
  }

  /// Whether the utterance names an app other than `app`, outside the name of an entity it
  /// says ("cold brew" names a drink, not the app Brew).
  func namesAnotherApp(than app: Int?) -> Bool {
    analysis.appMentions.contains { $0.app != app && !analysis.isInsideEntity($0) }
  }
}
