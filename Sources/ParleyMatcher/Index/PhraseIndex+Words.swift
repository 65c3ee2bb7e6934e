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
  ///   no phrase in the catalog or `candidate` is of another app.
  /// - Complexity: O(*t* + *p* + *w*) for *t* phrases of the app, *p* phrase words of
  ///   `intent` and *w* words matched.
  package func words(of candidate: MatchCandidate, foreignTo intent: String, app: String)
    -> [String]
  {
    guard templates.indices.contains(candidate.templateIndex),
      let appIndex = templates[candidate.templateIndex].app,
      catalogTemplates[candidate.templateIndex].app == app
    else { return [] }
    let own = templatesByApp[appIndex].map { templates[Int($0)] }.filter {
      catalogTemplates[$0.index].intent == intent
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

  /// The words `terms` are said as in the phrases, each with its term, and `others` (app names'
  /// words), and an index that finds them within one edit: what a misspelt verb, phrase word
  /// or app name is looked up in.
  static func nearForms(
    of terms: [Int32], surfaces: [[String]], also others: [(word: String, term: Int32)] = []
  ) -> (words: [(word: String, term: Int32)], index: NearWordIndex) {
    var words = terms.flatMap { term in surfaces[Int(term)].map { (word: $0, term: term) } }
    var filed = Set(words.map(\.word))
    for other in others where filed.insert(other.word).inserted { words.append(other) }
    return (words, NearWordIndex(words: words.map(\.word), edits: misspellingEdits))
  }

  /// The words of the names of `apps` (and their synonyms), each with its term.
  static func nameWords(of apps: [CompiledApp]) -> [(word: String, term: Int32)] {
    apps.flatMap { app in
      app.names.flatMap { name in zip(name.words, name.terms).map { (word: $0, term: $1) } }
    }
  }

  /// The phrase words `word` may be a misspelling of, as the scoring model reads it: when no
  /// phrase says it and the word vectors do not know it as a word, each phrase word or word of
  /// an app's name one edit from it, whatever its length ("wke" for "wake", "offf" for "off",
  /// "bpew" for Brew), as a typo of one edit.
  /// None when no app has a meaning profile: its word vectors tell a misspelling from a word
  /// the apps do not use.
  func misspeltMatches(for word: String) -> [UtteranceAnalysis.TermMatch] {
    guard let table = meanings.lazy.compactMap({ $0 }).first, !table.knows(word) else {
      return []
    }
    var found: [UtteranceAnalysis.TermMatch] = []
    for near in phraseForms.words(near: word) where near.edits == Self.misspellingEdits {
      let term = phraseFormWords[Int(near.word)].term
      guard !found.contains(where: { $0.term == term }) else { continue }
      found.append(
        .init(
          term: term, similarity: EditDistance.similarity(edits: Self.misspellingEdits), how: .typo)
      )
    }
    return found
  }
}
