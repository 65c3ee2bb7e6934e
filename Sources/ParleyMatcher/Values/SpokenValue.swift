import Foundation

/// Reads the answers people give to a dialog's questions: numbers, ordinals, yes/no, dates and
/// "cancel".
///
/// ```swift
/// SpokenValue.integer(in: "twenty five please")  // 25
/// SpokenValue.ordinal(in: "the second one")      // 2
/// SpokenValue.boolean(in: "yeah do it")          // true
/// SpokenValue.isCancel("never mind")             // true
/// ```
public enum SpokenValue {
  /// The first whole number in `text`: "3", "three", "twenty five", "a dozen", "a couple".
  ///
  /// - Returns: `nil` when `text` holds no number or the number has a fraction.
  public static func integer(in text: String) -> Int? {
    guard let number = NumberReader.first(in: words(text)),
      number.value == number.value.rounded(), abs(number.value) < 1e15
    else { return nil }
    return Int(exactly: number.value)
  }

  /// Whether `text` says a count but no number: "a few", "several", "lots of them". "a
  /// couple" and "a dozen" are numbers.
  public static func isVagueCount(_ text: String) -> Bool {
    let said = words(text)
    return NumberReader.first(in: said) == nil
      && said.indices.contains { NumberReader.vagueCount(said, at: $0) != nil }
  }

  /// The numbers `text` offers as alternatives, when it says no one number: "two or three",
  /// "2 to 3", "between 2 and 3" → [2, 3]; `nil` for one number ("two and a half", "from 2
  /// to 3" says a change).
  public static func alternatives(in text: String) -> [Double]? {
    let said = words(text)
    let numbers = UtteranceAnalysis.readNumbers(in: said).decimals
    guard let first = numbers.first,
      let either = UtteranceAnalysis.alternatives(around: first.span, in: said, numbers: numbers)
    else { return nil }
    return numbers.filter { either.contains($0.span.lowerBound) }.compactMap { number in
      if case .decimal(let value) = number.value { return value }
      return nil
    }
  }

  /// The first number in `text`, with a fraction where one is said: "2.5", "two point five",
  /// "two and a half", "half".
  public static func decimal(in text: String) -> Double? {
    NumberReader.first(in: words(text))?.value
  }

  /// Whether `text` says one number and nothing else: "70", "seventy five", "two and a half";
  /// not "70 degrees" or "brightness 70".
  public static func isNumberAlone(_ text: String) -> Bool {
    let said = words(text)
    guard let number = NumberReader.first(in: said) else { return false }
    return number.start == 0 && number.count == said.count
  }

  /// The amounts said together first in `text`, each with the unit it is in, one of `units`
  /// (names as people say or write them): "an hour and a half" → [(1.5, "hour")], "1 hour 30
  /// minutes" → [(1, "hour"), (30, "minutes")], "half a mile" → [(0.5, "mile")].
  public static func amounts(in text: String, units: [String]) -> [(value: Double, unit: String)] {
    AmountReader.first(in: words(text), units: units.map(words)).map {
      ($0.value, units[$0.unit])
    }
  }

  /// The first ordinal in `text`: "second", "2nd", "the second one", "number two" → 2.
  public static func ordinal(in text: String) -> Int? {
    OrdinalReader.first(in: words(text))
  }

  /// Whether `text` is nothing but a position in a list: "2", "number 2", "the second one",
  /// "option 3", "2 please", "last". "two lattes" is not: the number counts something.
  public static func isPosition(_ text: String) -> Bool {
    PositionAnswer.isPosition(Tokenizer.tokens(text))
  }

  /// Whether `text` says yes (`true`) or no (`false`), or `nil` when it says neither.
  ///
  /// "yes", "yeah", "yep", "sure", "ok", "do it", "go ahead" are yes; "no", "nope", "nah",
  /// "don't", "not now" are no. A no word wins over a yes word ("yes, I mean no" is no).
  public static func boolean(in text: String) -> Bool? {
    let said = words(text)
    if said.contains(where: { BooleanWords.no.contains($0) }) { return false }
    if said.contains(where: { BooleanWords.yes.contains($0) }) { return true }
    let joined = said.joined(separator: " ")
    if BooleanWords.yesPhrases.contains(where: { joined.contains($0) }) { return true }
    return nil
  }

  /// The first date in `text`, relative to `now`: "today", "tomorrow at 5 pm", "next friday",
  /// "in 3 days", "november 25", "2026-11-25".
  public static func date(in text: String, now: Date, calendar: Calendar) -> Date? {
    DateReader(now: now, calendar: calendar).first(in: words(text))?.date
  }

  /// The first date in `text`, relative to `now`, with whether its words say a day and
  /// whether they say a time of day or a part of the day: "tomorrow" says a day alone (its
  /// date is the day's start), "at 5 pm" a time alone (today), "friday morning" both; and
  /// whether they say an hour that may be in either half of the day ("tomorrow at 4:30", whose
  /// date is then the morning's; today's is the coming one); and whether they say a time of
  /// the clock ("at 5", "noon"), not only a part of the day.
  public static func dateParts(in text: String, now: Date, calendar: Calendar) -> (
    date: Date, saysDay: Bool, saysTime: Bool, saysEitherHalf: Bool, saysClock: Bool
  )? {
    DateReader(now: now, calendar: calendar).first(in: words(text)).map {
      ($0.date, $0.saysDay, $0.saysTime, $0.saysEitherHalf, $0.saysClock)
    }
  }

  /// The words that name a part of the day in its first half (`afternoon` false: "morning") or
  /// its second ("afternoon", "evening", "night", "tonight"): what says which half an hour is
  /// in.
  public static func dayPartWords(afternoon: Bool) -> [String] {
    DateReader.dayPartWords(afternoon: afternoon)
  }

  /// How far apart the two times an hour of the clock said without "am" or "pm" may be: twelve
  /// hours, the clock's face showing each hour twice a day.
  public static let hoursInHalfADay = DateReader.hoursInHalfADay

  /// Whether `text` says a date and, besides it, only words of `others`: "last month", "for
  /// next week" with "for" among `others`; not "order soup tomorrow".
  public static func isOnlyADate(
    _ text: String, now: Date, calendar: Calendar, besides others: Set<String> = []
  ) -> Bool {
    let said = words(text)
    guard let found = DateReader(now: now, calendar: calendar).first(in: said) else {
      return false
    }
    let span = found.start..<(found.start + found.count)
    return said.indices.allSatisfy { span.contains($0) || others.contains(said[$0]) }
  }

  /// Whether `text` asks to stop the current request: "cancel", "never mind", "forget it",
  /// "stop", "quit".
  public static func isCancel(_ text: String) -> Bool {
    let said = words(text).filter { !FillerWords.contains($0) || $0 == "it" }
    return isOnlyCancel(said)
      || (said.count <= 3 && said.contains(where: { BooleanWords.cancel.contains($0) }))
  }

  /// Whether `text` is a stop word and nothing more: "cancel", "never mind", "stop it".
  ///
  /// "cancel my order" is not: it says what to cancel, so it is a request of its own.
  public static func isOnlyCancel(_ text: String) -> Bool {
    isOnlyCancel(words(text).filter { !FillerWords.contains($0) || $0 == "it" })
  }

  private static func isOnlyCancel(_ said: [String]) -> Bool {
    BooleanWords.cancelPhrases.contains(said.joined(separator: " "))
  }

  /// A word that changes a name followed by words of `names`, as said: "extra large" in "make
  /// it extra large please" when "Large" is a name; `nil` when `text` says none, or when the
  /// names have the word ("Extra Shot"). A value said so is not the value it contains.
  public static func modifiedName(in text: String, names: [String]) -> String? {
    let said = Tokenizer.tokens(text)
    let known = Set(names.flatMap { words($0) })
    guard
      let start = said.indices.dropLast().first(where: { position in
        Lexicon.modifiers.contains(said[position].word)
          && !known.contains(said[position].word) && known.contains(said[position + 1].word)
      })
    else { return nil }
    var end = start + 1
    while end + 1 < said.count, known.contains(said[end + 1].word) { end += 1 }
    return String(text[said[start].range.lowerBound..<said[end].range.upperBound])
  }

  /// `text` without the words that introduce a value at its start: "near boulder" →
  /// "boulder", "called Morning Loop" → "Morning Loop". Text that is only such words is kept.
  public static func withoutIntroducer(_ text: String) -> String {
    withoutLeading(Lexicon.valueIntroducers, in: text)
  }

  /// An answer to `question` without the words at its start that introduce it: an introducer
  /// is left out only where the question leads to it, by saying it ("What should the note be
  /// called?" takes "called Groceries", "Who is it for?" takes "for Anna") or by asking where
  /// ("Where would you like to go?" takes "near boulder" and "to paris"). Elsewhere the word
  /// is the value's own first word: "to do list" answers "What should the note be called?".
  /// The words that say what the answer is are no part of it where the question asks for it:
  /// "call it dentist" answers "What should the note be called?" with "dentist", "it says
  /// call mom" answers "What should it say?" with "call mom".
  public static func withoutIntroducer(_ text: String, answering question: String) -> String {
    let asked = Set(words(question))
    var said = text
    if !asked.isDisjoint(with: Lexicon.namers) {
      said = withoutLeading(Lexicon.namingLeads, in: said)
    }
    if asksForContent(question) {
      said = withoutLeading(Lexicon.sayingLeads, in: said)
    }
    var leading = Lexicon.valueIntroducers.intersection(asked)
    if asksForPlace(question) { leading.formUnion(Lexicon.placeIntroducers) }
    if !leading.isDisjoint(with: Lexicon.namers) {
      leading.formUnion(Lexicon.namers)
    }
    return withoutLeading(leading, in: said)
  }

  /// Whether `question` asks what a text says ("What should it say?", "What's the message?"),
  /// which any words answer, a question too.
  public static func asksForContent(_ question: String) -> Bool {
    words(question).contains { Lexicon.contentStems.contains(Stemmer.stem($0)) }
  }

  /// Whether `question` asks for a place ("Where would you like to go?"), which no request
  /// answers.
  public static func asksForPlace(_ question: String) -> Bool {
    words(question).contains("where")
  }

  /// Whether `text` opens as a request to do something, for someone or with a thing: a first
  /// word that takes an object, which opens after it ("book *us* a cabin there", "play
  /// *some* music", "set *an* alarm for 7", see `FillerWords.opensObject(_:)`), and more
  /// words after that. A word that introduces a value or a place, links, counts or qualifies
  /// one, or opens a correction is no such word: "near the lake", "just a large", "half a
  /// gallon", "wait, the lisbon one" open no request.
  ///
  /// ```swift
  /// SpokenValue.opensAsARequest("book us a cabin there")  // true
  /// SpokenValue.opensAsARequest("play some music")        // true
  /// SpokenValue.opensAsARequest("somewhere near me")      // false
  /// SpokenValue.opensAsARequest("near the lake")          // false
  /// ```
  public static func opensAsARequest(_ text: String) -> Bool {
    let said = words(text)
    guard said.count > 2, FillerWords.opensObject(said[1]) else { return false }
    let first = said[0]
    return !FillerWords.contains(first) && !FillerWords.opensObject(first)
      && !FillerWords.isParticle(first) && !FillerWords.isAdverb(first)
      && !Lexicon.valueIntroducers.contains(first) && !Lexicon.placeIntroducers.contains(first)
      && !Lexicon.headConnectives.contains(first) && !Lexicon.correctionStarts.contains(first)
      && !Lexicon.questionOpeners.contains(first) && NumberReader.read(said, at: 0) == nil
  }

  /// `text` without the first of `leads` it opens with; text that is only such words is kept.
  private static func withoutLeading(_ leads: [[String]], in text: String) -> String {
    let tokens = Tokenizer.tokens(text)
    guard
      let lead = leads.first(where: { lead in
        tokens.count > lead.count && zip(tokens, lead).allSatisfy { $0.word == $1 }
      })
    else { return text }
    return String(text[tokens[lead.count].range.lowerBound...])
  }

  /// `text` without the words of `introducers` at its start; text that is only such words is
  /// kept.
  private static func withoutLeading(_ introducers: Set<String>, in text: String) -> String {
    let tokens = Tokenizer.tokens(text)
    guard let first = tokens.firstIndex(where: { !introducers.contains($0.word) }), first > 0
    else { return text.trimmingCharacters(in: .whitespaces) }
    return String(text[tokens[first].range.lowerBound...]).trimmingCharacters(in: .whitespaces)
  }

  static func words(_ text: String) -> [String] {
    Tokenizer.tokens(text).map(\.word)
  }
}
