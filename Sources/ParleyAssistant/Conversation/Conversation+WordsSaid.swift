import Foundation
import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The words a request left out in silence, as said, beyond the runs the matcher reports:
  /// the clauses it adds after "and" that nothing of it takes ("remind me" of "order three
  /// lattes and remind me", "show them" of "find notes about lisbon and show them"), and the
  /// other runs of words nothing explains ("large" of "reorder my usual large"). Words said
  /// between two neighbouring words of the phrase say more of them, and are no run ("coffee"
  /// of "where is my coffee order": see `MatchReading.wordsWithinPhraseWords`); nor are the
  /// words a question asks along with itself ("is it open" of "how long is bear creek and is
  /// it open": see `MatchReading.wordsAskedAlong`).
  ///
  /// A clause follows an "and" outside every value, runs to the next such "and" or the end,
  /// and says a word nothing explains; it is cut before the app's name or words said to be
  /// left out otherwise ("in 5 days" of "and remind me in 5 days", a time). An "and" inside a
  /// name ("Mac and Cheese"), before a further item ("and a mocha") or an option ("with an
  /// extra shot and oat milk"), or before a value or a word of the phrase ("and make it
  /// large") adds to the request and is no clause. Read in ``MatchingMode/flexible`` only, as
  /// the other words left out are.
  func unreportedWords(of candidate: MatchCandidate, in utterance: String) -> (
    clauses: [String], others: [String]
  ) {
    // "is it open" of "how long is bear creek and is it open" asks along with the question.
    let within = Set(candidate.reading.wordsWithinPhraseWords + candidate.reading.wordsAskedAlong)
    return unreportedWords(
      in: utterance, values: candidate.filledValues + candidate.furtherItems,
      reported: candidate.unknownOptions + candidate.leftOutWords + candidate.unusedTimes
        + [candidate.reading.appNameSaid].compactMap { $0 },
      unused: candidate.unusedWords.filter { !within.contains($0) },
      phraseWords: candidate.reading.wordsRead.map(\.utteranceWord))
  }

  /// The clauses of an answer for `request` left out in silence (see `unreportedWords(of:in:)`):
  /// "remind me" of "large and remind me" at "What size?". Words read as a name to look up for
  /// a parameter that has its value already ("remind", a drink) explain nothing, but for an
  /// item, which starts with an article or a number and is said to be left out as such ("a
  /// muffin" of "large, and a muffin"). A clause that says values the request takes ("large"
  /// of "medium and large") was understood, and is left to the answer to take or ask about.
  func clauses(inAnswer text: String, read: ValuesRead, of request: ActiveRequest) -> [String] {
    let values = read.values.filter { fill in
      guard case .raw = fill.value else { return true }
      return request.parameter(named: fill.name)?.hasValue != true
    }
    let unused =
      read.unused
      + read.values.filter { !values.map(\.name).contains($0.name) }
      .flatMap { Self.words(of: $0.text) }
    return unreportedWords(
      in: text, values: values, reported: read.unknownOptions + read.leftOutWords,
      unused: unused, phraseWords: []
    ).clauses.filter { clause in
      let first = Self.words(of: clause).first ?? ""
      return !Lexicon.determiners.contains(first) && SpokenValue.integer(in: first) == nil
        && !saysOnlyValues(clause, of: request)
    }
  }

  /// Whether every word of `clause` gives a value `request` takes, one that names what it is
  /// (no name to look up): "large" at "What size?".
  private func saysOnlyValues(_ clause: String, of request: ActiveRequest) -> Bool {
    let read = valuesSaid(in: clause, for: request)
    return !read.values.isEmpty && read.unused.isEmpty && read.unknownOptions.isEmpty
      && read.leftOutWords.isEmpty
      && !read.values.contains(where: \.value.isRaw)
  }

  /// The words of `utterance` left out in silence, given what explains its words: the values
  /// read with where they were said, the runs said to be left out otherwise and the app's name
  /// as said, the meaningful words nothing explains, and the words of the phrase matched.
  private func unreportedWords(
    in utterance: String, values: [SlotFill], reported: [String], unused: [String],
    phraseWords: [String]
  ) -> (clauses: [String], others: [String]) {
    guard options.matching == .flexible else { return ([], []) }
    let words = Self.wordRanges(in: utterance)
    let folded = words.map { Self.folded(String(utterance[$0])) }
    let valueRanges = values.compactMap(\.range)
    // Found from the end, where the app's name and the words said last are.
    let cuts = reported.compactMap {
      utterance.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive, .backwards])
    }
    let unused = Set(unused.map(Self.folded))
    func isValue(_ word: Int) -> Bool { valueRanges.contains { $0.overlaps(words[word]) } }
    let phrase = Self.phraseWordIndices(phraseWords, in: folded)
    func isCut(_ word: Int) -> Bool { cuts.contains { $0.overlaps(words[word]) } }
    func isAnd(_ word: Int) -> Bool { folded[word] == "and" && !isValue(word) && !isCut(word) }
    func isUnused(_ word: Int) -> Bool {
      unused.contains(folded[word]) && !isValue(word) && !isCut(word)
    }
    func said(_ run: Range<Int>) -> String {
      String(utterance[words[run.lowerBound].lowerBound..<words[run.upperBound - 1].upperBound])
    }

    var clauses: [Range<Int>] = []
    var word = 0
    while word < words.count {
      guard isAnd(word) else {
        word += 1
        continue
      }
      var end = word + 1
      while end < words.count, !isAnd(end) { end += 1 }
      defer { word = end }
      var clause = (word + 1)..<end
      if let cut = clause.first(where: isCut) { clause = clause.lowerBound..<cut }
      while let last = clause.last, last + 1 < end, Lexicon.clauseLinks.contains(folded[last]) {
        clause = clause.lowerBound..<last
      }
      guard !clause.isEmpty, clause.contains(where: isUnused),
        !clause.contains(where: {
          isValue($0) || !unused.contains(folded[$0]) && phrase.contains($0)
        })
      else { continue }
      clauses.append(clause)
    }
    // The clause before the first "and" too ("book a taxi" of "book a taxi and order a small
    // latte with brew"), where a phrase word said again after it is the phrase's there; not
    // words that only lead to what follows ("oh and make it for 11 am").
    if let first = words.indices.first(where: isAnd), first > 0 {
      let clause = 0..<first
      let after = Set(folded[(first + 1)...])
      if clause.contains(where: { isUnused($0) && !Lexicon.changeLeads.contains(folded[$0]) }),
        !clause.contains(where: {
          isValue($0)
            || !unused.contains(folded[$0]) && phrase.contains($0)
              && !after.contains(folded[$0])
        })
      {
        clauses.insert(clause, at: 0)
      }
    }
    var others: [Range<Int>] = []
    for word in words.indices
    where isUnused(word) && !clauses.contains(where: { $0.contains(word) }) {
      if let last = others.last, last.upperBound == word {
        others[others.count - 1] = last.lowerBound..<(word + 1)
      } else {
        others.append(word..<(word + 1))
      }
    }
    return (clauses.map(said), others.map(said))
  }

  /// Which of the words `folded` the phrase's words matched: each the first of its kind not
  /// taken before, so that "me" of "get me a bowl of miso soup and remind me" is the phrase's
  /// only where it says "get me".
  private static func phraseWordIndices(_ phraseWords: [String], in folded: [String]) -> Set<Int> {
    var taken: Set<Int> = []
    for word in phraseWords.map(Self.folded) {
      if let index = folded.indices.first(where: { folded[$0] == word && !taken.contains($0) }) {
        taken.insert(index)
      }
    }
    return taken
  }

  /// Where the words of `text` are: runs of letters, digits and apostrophes.
  static func wordRanges(in text: String) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var start: String.Index?
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let inWord = character.isLetter || character.isNumber || character == "'" || character == "’"
      if inWord, start == nil { start = index }
      if !inWord, let begun = start {
        ranges.append(begun..<index)
        start = nil
      }
      index = text.index(after: index)
    }
    if let begun = start { ranges.append(begun..<text.endIndex) }
    return ranges
  }

  /// Whether `said` is `title` said in full, in the singular or the plural: "bowls" of Bowl,
  /// "large bowls" of Large Bowl.
  private static func sameName(_ title: String, _ said: String) -> Bool {
    func singular(_ text: String) -> [String] {
      words(of: folded(text)).map(Inflection.singular)
    }
    return singular(title) == singular(said)
  }

  /// A word as the matcher reports it: in lower case, without accents.
  static func folded(_ word: String) -> String {
    word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}

extension Conversation {
  /// The values that words of the matched phrase itself name in full, for parameters nothing
  /// else in the request fills, with the unknown options those names hold: "bowl" of "get me a
  /// bowl of miso soup" (the phrase "Get me a bowl of ${soup}") is the size Bowl, and "large
  /// bowl" the Large Bowl, "large" then no option the app lacks; "two bowls" names it in the
  /// plural. A word of the phrase that only begins a name ("coffee" of Iced Coffee) names
  /// nothing. Read in ``MatchingMode/flexible`` only, as the other values besides the phrase's
  /// slot are.
  func valuesInPhraseWords(
    of candidate: MatchCandidate, in utterance: String, for request: ActiveRequest
  ) -> (values: [SlotFill], options: [String]) {
    guard options.matching == .flexible else { return ([], []) }
    let words = Self.wordRanges(in: utterance)
    let folded = words.map { Self.folded(String(utterance[$0])) }
    let valueRanges = (candidate.filledValues + candidate.furtherItems).compactMap(\.range)
    let phrase = Self.phraseWordIndices(
      candidate.reading.wordsRead.map(\.utteranceWord), in: folded)
    let optionRanges = candidate.unknownOptions.map { option in
      (option, utterance.range(of: option, options: [.caseInsensitive, .backwards]))
    }
    func isPhraseWord(_ word: Int) -> Bool {
      phrase.contains(word) && !valueRanges.contains { $0.overlaps(words[word]) }
    }
    func isOption(_ word: Int) -> Bool {
      optionRanges.contains { $0.1?.overlaps(words[word]) ?? false }
    }
    var filled = Set(candidate.filledValues.map(\.name))
    var values: [SlotFill] = []
    var explained: [Range<String.Index>] = []
    var start = 0
    while start < words.count {
      guard isPhraseWord(start) || isOption(start) else {
        start += 1
        continue
      }
      var end = start
      while end < words.count, isPhraseWord(end) || isOption(end) { end += 1 }
      defer { start = end }
      guard (start..<end).contains(where: isPhraseWord) else { continue }
      let block = words[start].lowerBound..<words[end - 1].upperBound
      let said = String(utterance[block])
      // Where a value read from the block lies in the utterance.
      func inUtterance(_ index: String.Index) -> String.Index {
        utterance.utf8.index(
          block.lowerBound, offsetBy: said.utf8.distance(from: said.startIndex, to: index))
      }
      for fill in valuesSaid(in: said, for: request).values where !filled.contains(fill.name) {
        guard case .entry(_, let title) = fill.value, Self.sameName(title, fill.text),
          let range = fill.range
        else { continue }
        let span = inUtterance(range.lowerBound)..<inUtterance(range.upperBound)
        guard (start..<end).contains(where: { isPhraseWord($0) && words[$0].overlaps(span) }) else {
          continue
        }
        filled.insert(fill.name)
        values.append(SlotFill(name: fill.name, text: fill.text, value: fill.value, range: span))
        explained.append(span)
      }
    }
    let options = optionRanges.compactMap { option, range in
      range.map { range in explained.contains { $0.overlaps(range) } } == true ? option : nil
    }
    return (values, options)
  }
}
