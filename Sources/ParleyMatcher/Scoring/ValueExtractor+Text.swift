import Foundation

// Text a parameter takes: a name given with "called", the content of a note, and the spans
// that say them.
extension ValueExtractor {
  /// The text parameter other than `slot` that a name given with "called" or "named" fills:
  /// the first whose name or title says a name ("noteTitle", "Name"), else the first.
  func nameTaker(_ parameters: [Parameter], besides slot: String?) -> String? {
    let texts = parameters.filter { $0.type == .text && $0.name != slot }
    return (texts.first(where: takesNames) ?? texts.first)?.name
  }

  /// Whether the name or title of `parameter` says it holds a name ("noteTitle", "Name").
  func takesNames(_ parameter: Parameter) -> Bool {
    !Lexicon.nameParameterWords.isDisjoint(with: parameter.words)
  }

  /// Whether each word of the request says, as it is or by its stem, a meaningful word of one
  /// of the phrases (or search keywords) of `template`'s intent: "repertoire" of "add clair de
  /// lune to my repertoire" for an intent whose phrases are "Add a piece to
  /// ${applicationName}" and "Add a new piece to my repertoire in ${applicationName}", and
  /// "note" of "create a dentist note", though it is read as the kind of a note's name. Such a
  /// word says what to do, never what a text is.
  func ownPhraseWords(of template: CompiledTemplate) -> [Bool] {
    let index = analysis.index
    let profile = index.groupProfiles[template.group]
    return analysis.tokens.map { token in
      !token.isFiller && index.terms.id(of: token.stem).map { profile[$0] != nil } == true
    }
  }

  /// The words after the first word that introduces a name, up to a word already taken (the
  /// phrase's or the app's; not those of `slot`, which a name may hold), with the fillers and
  /// introducers at its end left out when more is said: "called hello in flashcards" gives
  /// "hello", "called hello" too, though "hello" is a filler. The app's name said inside the
  /// run (`mention`), not led to by a word that leads to an app ("in", "with"), is the name's
  /// words: "a note called meeting notes in the travel folder" is called "meeting notes".
  func nameRun(
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
  /// whose name or title says a text ("body", "Message"), else the first left, as a card's
  /// question takes what follows the colon of "new card in history: 1066 is hastings".
  func contentTaker(_ parameters: [Parameter], besides: [String?]) -> String? {
    let texts = parameters.filter { $0.type == .text && !besides.contains($0.name) }
    return (texts.first { !Lexicon.contentStems.isDisjoint(with: $0.words) } ?? texts.first)?.name
  }

  /// The words that introduce what a text says, and the words after them up to a word already
  /// taken (not those of `slot`, nor of `phraseWords` with more of the text after them),
  /// without fillers at the end: "saying call bob" gives "call bob", "that says passport and
  /// charger in notes" "passport and charger", "saying meet me in the park" all of it.
  func contentRun(
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
    // The "down" of "jot down buy milk" introduces the text though it says the phrase's note.
    for start in tokens.indices
    where free(start) || UtteranceAnalysis.writesDown(tokens, at: start) {
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
  /// reads", the "down" of a verb of writing ("jot down buy milk"), or none after a colon that follows the request's verb and a word after it ("write
  /// a note: call mom on sunday"; not the app addressed in "notes: add milk"); `nil` when they
  /// do not.
  func contentIntroducer(at position: Int) -> Int? {
    let tokens = analysis.tokens
    if tokens[position].word == "saying" || UtteranceAnalysis.writesDown(tokens, at: position) {
      return 1
    }
    if let lead = analysis.lead, lead < position - 1,
      tokens[position - 1].range.upperBound <= tokens[position].range.lowerBound,
      analysis.utterance[tokens[position - 1].range.upperBound..<tokens[position].range.lowerBound]
        .contains(":")
    {
      return 0
    }
    guard Lexicon.relativePronouns.contains(tokens[position].word), position + 1 < tokens.count,
      Lexicon.textContentVerbs.contains(tokens[position + 1].word)
    else { return nil }
    return 2
  }

  /// The free run of words after a word that introduces a value, without fillers at its ends,
  /// up to a time said after it: "near denver this weekend" is a place and a time.
  func introducedText(taken: [Bool]) -> Range<Int>? {
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
  func modified(_ span: Range<Int>, vocabulary: Int, taken: [Bool]) -> Range<Int>? {
    guard !analysis.vocabularies[vocabulary].acceptsUnknownValues, span.lowerBound > 0 else {
      return nil
    }
    let before = span.lowerBound - 1
    guard !taken[before], Lexicon.modifiers.contains(analysis.tokens[before].word) else {
      return nil
    }
    return before..<span.upperBound
  }

  func fill(_ name: String, _ value: SlotValue, _ span: Range<Int>) -> SlotFill {
    SlotFill(name: name, text: analysis.text(of: span), value: value, range: range(of: span))
  }

  func range(of span: Range<Int>) -> Range<String.Index>? {
    guard let first = span.first, span.upperBound <= analysis.tokens.count else { return nil }
    return analysis.tokens[first].range
      .lowerBound..<analysis.tokens[span.upperBound - 1].range
      .upperBound
  }

  /// Whether a word of `words` counts the number at `span`: one of the three words after it
  /// up to the first plural or the next number, the noun counted ("2 extra shots", "5 day
  /// reminder"; not "extra" in "three large lattes extra hot", nor "reps" of "80 for 5 reps",
  /// which the 5 counts; of alternatives, after the last: "between 2 and 4 extra shots"), or,
  /// with `after` false, of the two before it ("days: 5", "a goal of 50") but one right after
  /// another number, which counts it ("reps" of "5 reps at 60" is the 5's, not the 60's).
  func counts(_ span: Range<Int>, _ words: [String], after: Bool) -> Bool {
    let end = analysis.alternatives(around: span)?.upperBound ?? span.upperBound
    var near =
      after
      ? end..<min(end + 3, analysis.tokens.count)
      : max(span.lowerBound - 2, 0)..<span.lowerBound
    if after, let number = near.first(where: { analysis.numberWords[$0] }) {
      near = near.lowerBound..<number
    }
    if after, let noun = near.first(where: analysis.isPlural) {
      near = near.lowerBound..<(noun + 1)
    }
    return near.contains { position in
      names(position, words) && (after || position == 0 || !analysis.numberWords[position - 1])
    }
  }

  /// Whether the number at `span` is said with a noun right after it that `parameter`, measured
  /// in units, is not measured in, which makes it none of its values: "3 sets" is no weight in
  /// kilograms; the number counts the sets. The noun may be one of its units ("80 kg") or a
  /// word of its name or title; a small word, a word that changes a name, another number or a
  /// time is no noun ("80 for 5", "2 extra shots", "at 5 pm"). A parameter with no unit may be
  /// counted or measured in any noun ("two lattes", "20 dollars").
  func measuresAnotherNoun(_ span: Range<Int>, for parameter: Parameter) -> Bool {
    let noun = span.upperBound
    let tokens = analysis.tokens
    return !parameter.units.isEmpty && noun < tokens.count && !tokens[noun].isFiller
      && !analysis.numberWords[noun] && !Lexicon.modifiers.contains(tokens[noun].word)
      && !analysis.dates.contains(where: { $0.span.contains(noun) })
      && !names(noun, parameter.words)
      && !parameter.units.contains(where: { analysis.words[noun...].starts(with: $0) })
  }

  /// Whether the word at `position` is one of `words` (stems, so "days" names "day") or shares
  /// a beginning of four letters with one ("shots", "shot").
  func names(_ position: Int, _ words: [String]) -> Bool {
    let token = analysis.tokens[position]
    return words.contains { name in
      token.stem == name || token.word == name
        || token.word.count >= 4 && name.count >= 4 && token.word.prefix(4) == name.prefix(4)
    }
  }
}
