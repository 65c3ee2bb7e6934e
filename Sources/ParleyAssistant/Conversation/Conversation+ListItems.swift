import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// `candidate` with each value of a list parameter read on through the names said after it,
  /// joined by "and" or a comma: "remove cedar falls and bear creek from favorites" gives the
  /// trails "cedar falls and bear creek", looked up one part after another (see
  /// `listAnswer(_:for:among:asked:whole:)`), and those words are no longer unused.
  ///
  /// An item is the longest run of words after the joint that nothing of the phrase explains
  /// and that the parameter's query finds: "alpine loop" of "… and alpine loop off my
  /// favorites", where "off" is no part of it. A run that names nothing is a part all the
  /// same, which the lookup says it found nothing for, so that nothing said is dropped.
  ///
  /// - Returns: The candidate, and the names of the parameters whose values were read on.
  func readingListItems(
    of candidate: MatchCandidate, in utterance: String, for request: ActiveRequest
  ) async -> (candidate: MatchCandidate, lists: Set<String>) {
    guard options.matching == .flexible else { return (candidate, []) }
    var candidate = candidate
    var values = candidate.filledValues
    let words = Self.wordRanges(in: utterance)
    let folded = words.map { Self.folded(String(utterance[$0])) }
    var unused = candidate.unusedWords.map(Self.folded)
    var lists: Set<String> = []
    for (index, value) in values.enumerated() {
      guard let range = value.range, let parameter = request.parameter(named: value.name),
        parameter.isArray, case .entity = parameter.valueType,
        let last = words.lastIndex(where: { $0.overlaps(range) })
      else { continue }
      var end = last + 1
      while let joint = joint(after: end - 1, in: utterance, words: words, folded: folded),
        // "cedar falls, no wait, alpine loop" takes Cedar Falls back: no list, a correction.
        !Lexicon.selfCorrections.contains(folded[joint])
      {
        // The longest run of unused words that names a value: "alpine loop", not "… off".
        var run = joint..<joint
        while run.upperBound < words.count,
          Lexicon.wordsBeforeName.contains(folded[run.upperBound])
            || unused.contains(folded[run.upperBound])
        {
          run = run.lowerBound..<(run.upperBound + 1)
        }
        let said = run
        var named: Range<Int>?
        while !run.isEmpty, named == nil {
          let text = String(
            utterance[words[run.lowerBound].lowerBound..<words[run.upperBound - 1].upperBound])
          if await names(text, aValueOf: parameter, in: request) {
            named = run
          } else {
            run = run.lowerBound..<(run.upperBound - 1)
          }
        }
        // A run of unused words that names nothing is still a part: "the garden".
        if named == nil, said.contains(where: { unused.contains(folded[$0]) }) { named = said }
        guard let named else { break }
        for word in named {
          if let at = unused.firstIndex(of: folded[word]) { unused.remove(at: at) }
        }
        end = named.upperBound
      }
      guard end > last + 1, let first = words.firstIndex(where: { $0.overlaps(range) }) else {
        continue
      }
      let whole = words[first].lowerBound..<words[end - 1].upperBound
      lists.insert(value.name)
      values[index] = SlotFill(
        name: value.name, text: String(utterance[whole]),
        value: .raw(String(utterance[whole])), range: whole)
    }
    guard !lists.isEmpty else { return (candidate, []) }
    if candidate.values.isEmpty { candidate.slot = values.first } else { candidate.values = values }
    if let slot = candidate.slot, let same = values.first(where: { $0.name == slot.name }) {
      candidate.slot = same
    }
    candidate.unusedWords = candidate.unusedWords.filter { unused.contains(Self.folded($0)) }
    return (candidate, lists)
  }

  /// The first word of the item joined to the word at `word` by "and", "plus" or a comma; nil
  /// when the next word joins nothing.
  private func joint(
    after word: Int, in utterance: String, words: [Range<String.Index>], folded: [String]
  ) -> Int? {
    let next = word + 1
    guard next < words.count else { return nil }
    if Lexicon.conjunctions.contains(folded[next]) {
      return next + 1 < words.count ? next + 1 : nil
    }
    let between = utterance[words[word].upperBound..<words[next].lowerBound]
    return between.contains(",") ? next : nil
  }
}
