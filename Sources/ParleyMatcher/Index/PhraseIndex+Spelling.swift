extension PhraseIndex {
  /// `tokens` with each word that is misspelt beyond doubt read as the word it misspells:
  /// "yesteray" as "yesterday", "practkce" as "practice", so that what reads the words (a
  /// date, a question, a verb, a synonym of a phrase's word) reads the word meant.
  ///
  /// A word is misspelt beyond doubt when nothing of the catalog reads it (no phrase word, not
  /// even by a typo, a shared stem or a synonym; no name a vocabulary lists; no app's name), the
  /// word vectors do not know it as a word, and exactly one word they know is one edit from it,
  /// of another stem.
  /// A word of four letters or fewer is left as said, as ``EditDistance/allowedEdits(forLength:)``
  /// allows it no typo: one edit from it reaches several words ("oen": "on", "one", "open").
  /// Where it is said stays where it was, so a value read from it keeps the user's spelling,
  /// and the phrase words it is read as count as read through a typo (see
  /// ``termMatches(for:)``), as the word said is no word of theirs.
  func spelled(_ tokens: [Token]) -> [Token] {
    guard let table = WordVectors.shared else { return tokens }
    return tokens.map { token in
      let word = token.word
      guard EditDistance.allowedEdits(forLength: word.utf8.count) > 0,
        table.pieces(of: word).count > 1,
        terms.id(of: token.stem) == nil, !entities.mayName(token),
        termMatches(for: token).isEmpty, misspeltMatches(for: word).isEmpty
      else { return token }
      let meant = table.spellings.words(near: word)
      // "reinstate" is no misspelling of "reinstated": a word of the same stem is the same
      // word, one the table lacks.
      guard meant.count == 1, let only = meant.first, Stemmer.stem(only) != token.stem
      else { return token }
      var spelled = Token(word: only, range: token.range)
      spelled.isFiller = spelled.isFiller || token.isFiller
      spelled.misspelt = word
      return spelled
    }
  }
}
