extension PhraseIndex {
  /// The words of `candidate`'s phrase that the utterance said, after the phrase's first
  /// (its verb), that say nothing of another intent of the same app: no phrase of `intent`
  /// has them, and no name or title of its parameters. "thermostat" of "set the thermostat to
  /// 68" names Set Thermostat, not the Set Brightness whose phrases set only the lights;
  /// "extra" and "shot" of "add an extra shot" are words of an order's extra shots.
  ///
  /// ```swift
  /// index.words(of: candidate, foreignTo: "SetBrightness", app: "Home")  // ["thermostat"]
  /// ```
  ///
  /// - Parameters:
  ///   - candidate: A candidate of a match.
  ///   - intent: The intent label of the request the words are compared with.
  ///   - app: Its app label.
  /// - Returns: The words as the phrase writes them, fillers left out; empty when `intent` has
  ///   no phrase in the catalog.
  /// - Complexity: O(*p* + *w*) for *p* phrase words of `intent` and *w* words matched.
  package func words(of candidate: MatchCandidate, foreignTo intent: String, app: String)
    -> [String]
  {
    let own = templates.filter {
      catalogTemplates[$0.index].app == app && catalogTemplates[$0.index].intent == intent
    }
    guard let group = own.first?.group else { return [] }
    var known = Set(own.flatMap { $0.literals.map { Stemmer.stem($0.word) } })
    known.formUnion(groupParameters[group].flatMap(\.words))
    let verb = candidate.phrase.split(separator: " ").first.map { $0.lowercased() }
    return candidate.explanation.matches.map(\.phraseWord).filter { written in
      let word = written.lowercased()
      return word != verb && !FillerWords.contains(word) && !known.contains(Stemmer.stem(word))
    }
  }
}
