import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The clauses of `utterance` after an "and" that say a request of their own, with free text
  /// the matcher read for a parameter of `request` in them and no other value: each opens with
  /// a word nothing of the request explains (no article, number or word that leads to a
  /// change) and says no word that stands for what the request is about before that text.
  /// "schedule a reminder for 6" of "create a note called vet in notes and schedule a reminder
  /// for 6" is such a clause, and its "6" no text of the note; "and make it large" or "and put
  /// it in travel" add to the request, "and remind me in 5 days" gives a number of days a
  /// parameter takes, and "and cedar falls" or "and a mocha" are further items. A clause runs
  /// to the next "and" outside a value, or to the app's name said after it, or to the end.
  /// Read in ``MatchingMode/flexible`` only, as the words left out are.
  ///
  /// - Returns: Each clause as said and where it lies in `utterance`.
  func clausesOfTheirOwn(
    of candidate: MatchCandidate, in utterance: String, for request: ActiveRequest
  ) -> [(
    said: String, range: Range<String.Index>
  )] {
    guard options.matching == .flexible else { return [] }
    let words = Self.wordRanges(in: utterance)
    let folded = words.map { Self.folded(String(utterance[$0])) }
    let values = candidate.filledValues + candidate.furtherItems
    let valueRanges = values.compactMap(\.range)
    let textRanges = values.compactMap { value -> Range<String.Index>? in
      guard case .string = request.parameter(named: value.name)?.valueType else { return nil }
      return value.range
    }
    let unused = Set(candidate.unusedWords.map(Self.folded))
    let appName = candidate.reading.appNameSaid.flatMap {
      utterance.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive, .backwards])
    }
    func isValue(_ word: Int) -> Bool { valueRanges.contains { $0.overlaps(words[word]) } }
    func isText(_ word: Int) -> Bool { textRanges.contains { $0.overlaps(words[word]) } }
    func isAnd(_ word: Int) -> Bool { folded[word] == "and" && !isValue(word) }
    var clauses: [(said: String, range: Range<String.Index>)] = []
    for and in words.indices where isAnd(and) && and + 1 < words.count {
      var end = and + 1
      while end < words.count, !isAnd(end), appName?.overlaps(words[end]) != true { end += 1 }
      let clause = (and + 1)..<end
      let opening = folded[clause.lowerBound]
      guard unused.contains(opening), !isValue(clause.lowerBound),
        !Lexicon.changeLeads.contains(opening), !Lexicon.determiners.contains(opening),
        SpokenValue.integer(in: opening) == nil,
        let firstValue = clause.first(where: isValue),
        clause.allSatisfy({ !isValue($0) || isText($0) }),
        !folded[clause.lowerBound..<firstValue].contains(
          where: Lexicon.thingReferringWords.contains)
      else { continue }
      // The words that lead to the app's name are no part of the clause.
      var last = clause.upperBound - 1
      while last > firstValue, Lexicon.clauseLinks.contains(folded[last]) { last -= 1 }
      let range = words[clause.lowerBound].lowerBound..<words[last].upperBound
      clauses.append((String(utterance[range]), range))
    }
    return clauses
  }

  /// The clauses of `clauses`, said after "and" and left out, that no app's phrase matches
  /// alone and that say nothing the request is about: "book a taxi", "remind me"; not "show
  /// them", which the request's app may do with what it found.
  func clausesNoAppDoes(_ clauses: [String]) -> [String] {
    clauses.filter { clause in
      match(clause).best == nil
        && !Self.words(of: clause).contains(where: Lexicon.thingReferringWords.contains)
    }
  }

  /// What to say of clauses said in a request that matched no request of any app, as said:
  /// "None of your apps does “schedule a reminder for 6”, so I've left it out."; `nil` when
  /// there are none.
  func requestsLeftOut(_ clauses: [String]) -> ReplyItem? {
    guard !clauses.isEmpty else { return nil }
    let them = distinct(clauses).count == 1 ? "it" : "them"
    return .dialog(
      "None of your apps does \(quotedList(clauses, "or")), so I've left \(them) out.")
  }
}
