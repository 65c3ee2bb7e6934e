extension TemplateScorer {
  /// The name of `template`'s app that the request says, or the app in focus, or `nil` when
  /// the app is not named; and whether the name said is a kind word.
  ///
  /// An app name inside an entity name ("Bear Creek Trail" in Trails) is the entity's. Of
  /// several, the longest and then the last ("conditions on the mist trail with trails": App
  /// Shortcut phrases end with the app name far more often than not). The kind word of a name
  /// no entry holds is the name's to a phrase whose slot takes that kind, and the app's name to
  /// any other: "write a quick note" may name a note called "quick", but "Write a note in
  /// ${applicationName}" takes none, and for it the request names Notes. The model weighs a
  /// name said so apart (see `AppNamedByKindWord`).
  func appMention(
    for template: CompiledTemplate
  ) -> (mention: UtteranceAnalysis.AppMention?, isKindWord: Bool) {
    guard let app = template.app else { return (nil, false) }
    var mention = analysis.appMentions.filter { $0.app == app }.max { first, second in
      let a = (!analysis.isInsideEntity(first), first.span.count, first.span.lowerBound)
      let b = (!analysis.isInsideEntity(second), second.span.count, second.span.lowerBound)
      return a.0 != b.0 ? !a.0 : a.1 != b.1 ? a.1 < b.1 : a.2 < b.2
    }
    var isKindWord = false
    if mention == nil {
      mention =
        analysis.kindWordMentions.last {
          $0.mention.app == app && $0.vocabulary != template.vocabulary
        }?.mention
      isKindWord = mention != nil
    }
    guard let said = mention, said.isSaid else { return (mention, isKindWord) }
    // When the only app name said lies inside a value this phrase's slot takes ("is bear
    // creek trail open"), reading it as the value explains more: the app was not named.
    if let vocabulary = template.vocabulary,
      analysis.entityHits.contains(where: { hit in
        hit.vocabulary == vocabulary && hit.quality >= UtteranceAnalysis.partNameQuality
          && hit.span.lowerBound <= said.span.lowerBound
          && said.span.upperBound <= hit.span.upperBound
      })
    {
      return (nil, false)
    }
    // Nor is an app name inside a longer name said in full or nearly the app's, whatever the
    // phrase takes: "navigate to bear creek trail" names no app.
    if analysis.entityHits.contains(where: { hit in
      hit.quality >= UtteranceAnalysis.clearNameQuality
        && hit.span.count > said.span.count
        && hit.span.lowerBound <= said.span.lowerBound
        && said.span.upperBound <= hit.span.upperBound
    }) {
      return (nil, false)
    }
    return (mention, isKindWord)
  }

  /// Where the word the request names `template`'s app by is also a word of the phrase that
  /// nothing else says, standing in the phrase word's place: right after the word the phrase
  /// says before it, said just before the name (or both first), or right after words that
  /// stand in the place of the slot the phrase says before it, or right before the word that
  /// leads the phrase to its value, said just after the name with the value after it; `nil`
  /// where it is no word of the phrase. "add a note to groceries" names Notes by "note", and
  /// says the "a note" of "Add a note in ${applicationName}"; "add bananas to groceries in
  /// notes" names it in the place of the app's name, and a request said to the app in focus
  /// names it by no word at all.
  func phraseWordAsAppName(_ template: CompiledTemplate, _ result: Evaluation)
    -> PhraseWordPlace?
  {
    guard let mention = result.saidMention, let start = mention.span.first else { return nil }
    var found: PhraseWordPlace?
    // Read for every phrase the request names the app to: no set is built for a name of a
    // word or two and a phrase of a few pairs.
    for place in template.literals.indices {
      let literal = template.literals[place]
      guard !literal.isFiller, !result.pairs.contains(where: { $0.literal == place }) else {
        continue
      }
      let stem = index.terms.stems[Int(literal.term)]
      guard mention.span.contains(where: { analysis.tokens[$0].stem == stem }) else { continue }
      // "notes about groceries" says the "notes about ${note}" of "Find notes about ${note}":
      // the word stands right before the one the phrase says after it, and that word leads to
      // the value (a word as slight as "to" or "in" alone says too little of where it stands).
      let end = mention.span.upperBound
      if template.slotPosition == place + 2, let value = result.slotSpan, value.lowerBound > end,
        (end + 1..<value.lowerBound).allSatisfy({ analysis.tokens[$0].isFiller }),
        result.pairs.contains(where: { $0.literal == place + 1 && $0.token == end })
      {
        return .beforeValue
      }
      if place == 0 {
        if start == 0 { found = .afterWord }
        continue
      }
      // "trails near moab" leaves out the verb of "Suggest trails in ${applicationName}" and
      // opens with its object: a command that says only fillers and words that describe it
      // before the name, and a word that leads to a value right after it, where only the
      // verb and fillers come before the word in the phrase.
      if !analysis.isQuestion, template.lead < place, template.leadLiteral?.isFiller == false,
        (0..<place).allSatisfy({ $0 == template.lead || template.literals[$0].isFiller }),
        end < analysis.tokens.count, Lexicon.valueIntroducers.contains(analysis.tokens[end].word),
        analysis.tokens[..<start].allSatisfy({ $0.isFiller || Lexicon.asAlways.contains($0.word) })
      {
        return .opensRequest
      }
      // "show me my notes" says no "note" of "Show my ${note} note": a value lies between.
      // But words that stand where the value would, said right before the name and no word
      // of the app's phrases, leave it in its place: "a nice easy trail" says the "trails" of
      // "Find ${activity} trails". A word that picks a thing ("other trails") stands in no
      // value's place.
      if template.slot != nil, template.slotPosition == place {
        if result.slotSpan == nil, start > 0, !analysis.tokens[start - 1].isFiller,
          !Lexicon.pickingWords.contains(analysis.tokens[start - 1].word),
          !analysis.isPhraseWord(at: start - 1, ofApp: template.app)
        {
          found = .afterWord
        }
        continue
      }
      if result.pairs.contains(where: { $0.literal == place - 1 && $0.token == start - 1 }) {
        found = .afterWord
      }
    }
    return found
  }
}
