extension PhraseIndex {
  /// `tokens` with each word that is misspelt beyond doubt read as the word it misspells:
  /// "yesteray" as "yesterday", "practkce" as "practice", "opeen" as the phrase's "open", so
  /// that what reads the words (a date, a question, a verb, a synonym of a phrase's word, the
  /// state a question asks about) reads the word meant.
  ///
  /// A word is misspelt beyond doubt when the word vectors do not know it as a word, no name a
  /// vocabulary lists says it (not even by a typo), and either typo tolerance reads it as one
  /// phrase word and nothing else, or nothing of the catalog reads it (no phrase word, not even
  /// by a typo, a shared stem, a synonym or a misspelling of one edit; no app's name) and
  /// exactly one word the vectors know is one edit from it. Typo tolerance's limits hold: a
  /// word of four letters or fewer is not read the second way, as
  /// ``EditDistance/allowedEdits(forLength:)`` allows it no typo: one edit from it reaches
  /// several words ("oen": "on", "one", "open"), and a short word one edit from a phrase word
  /// ("nhi" from "hi") is left as said, as typo tolerance leaves it. The word meant is of
  /// another stem: "reinstate" is no misspelling of "reinstated", the one word the vectors know
  /// one edit from it.
  ///
  /// Where it is said stays where it was, so a value read from it keeps the user's spelling,
  /// and the phrase words it is read as count as read through a typo (see
  /// ``termMatches(for:)``), as the word said is no word of theirs.
  func spelled(_ tokens: [Token]) -> [Token] {
    guard let table = WordVectors.shared else { return tokens }
    return tokens.map { token in
      guard let meant = wordMeant(by: token, table: table), Stemmer.stem(meant) != token.stem
      else { return token }
      var spelled = Token(word: meant, range: token.range)
      spelled.isFiller = spelled.isFiller || token.isFiller
      spelled.misspelt = token.word
      return spelled
    }
  }

  /// The word `token` misspells beyond doubt (see ``spelled(_:)``), or `nil`.
  private func wordMeant(by token: Token, table: WordVectors) -> String? {
    let word = token.word
    guard mayBeMisspelt(token, table: table) else { return nil }
    if let undone = undoneDouble(word, table: table) { return undone }
    let read = termMatches(for: token)
    if read.isEmpty {
      guard EditDistance.allowedEdits(forLength: word.utf8.count) > 0,
        misspeltMatches(for: word).isEmpty
      else { return nil }
      let meant = table.spellings.words(near: word)
      return meant.count == 1 ? meant.first : nil
    }
    let typos = Set(read.map(\.term))
    guard read.allSatisfy({ $0.how == .typo }), typos.count == 1, let term = typos.first else {
      return nil
    }
    // The phrase's form nearest the word typed: "favorites" for "favorittes".
    return surfaces[Int(term)].min {
      EditDistance.distance(word, $0, limit: Self.misspellingEdits + 1) ?? .max
        < EditDistance.distance(word, $1, limit: Self.misspellingEdits + 1) ?? .max
    }
  }

  /// Whether `token` may be a misspelling: the word vectors do not know it as a word, and it is
  /// no phrase word by its stem and no word of a listed name, not even by a typo.
  private func mayBeMisspelt(_ token: Token, table: WordVectors) -> Bool {
    isNoWordOfItsOwn(token, table: table) && !entities.mayName(token)
  }

  /// Whether `token` is no word of its own: the word vectors do not know it as a word, and it
  /// is no phrase word by its stem.
  private func isNoWordOfItsOwn(_ token: Token, table: WordVectors) -> Bool {
    table.pieces(of: token.word).count > 1 && terms.id(of: token.stem) == nil
  }

  /// The one word `word` says with a letter typed twice, once: "open" for "opeen", "want" for
  /// "wantt", "drill" for "drilll"; `nil` when undoing no doubled letter leaves a word the
  /// vectors know or a phrase says, when undoing two leaves two words, or when a word of
  /// another stem the vectors know is one edit from it too ("neww" may be "news"). A letter
  /// typed twice is read whatever the word's length: typo tolerance, which allows a short word
  /// no letter more ("flood" is not "food"), still reads a word of its own as said, as the
  /// vectors know it.
  private func undoneDouble(_ word: String, table: WordVectors) -> String? {
    let letters = Array(word)
    var found: Set<String> = []
    for place in letters.indices.dropFirst() where letters[place] == letters[place - 1] {
      var undone = letters
      undone.remove(at: place)
      let candidate = String(undone)
      if table.pieces(of: candidate).count == 1 || terms.id(of: Stemmer.stem(candidate)) != nil {
        found.insert(candidate)
      }
    }
    guard found.count == 1, let meant = found.first else { return nil }
    // Another word one edit away may be the one meant, with a letter changed or two swapped
    // into the double: "tunn" may be "turn", "matterss" "mattress".
    let stem = Stemmer.stem(meant)
    return table.spellings.words(near: word).allSatisfy { Stemmer.stem($0) == stem } ? meant : nil
  }
}

extension PhraseIndex {
  /// The one word of `words` that `word` misspells beyond doubt, or `nil`: "actualy" among
  /// the words the conversation reads a line by is "actually", as "opeen" is the phrase's
  /// "open" (see ``spelled(_:)``).
  ///
  /// A word is misspelt beyond doubt when the word vectors do not know it as a word, nothing
  /// of the catalog reads it as another word (no phrase word, not even by a typo, a shared
  /// stem, a synonym or a misspelling of one edit; no name a vocabulary lists, not even by a
  /// typo; no app's name; "repet" may be a typo of an app's own "repeat"), and exactly one of
  /// `words` is within typo tolerance of it, as
  /// ``EditDistance/allowedEdits(forLength:)`` allows at the longer word's length. A word of
  /// four letters or fewer is never read as another ("nevr" stays as said), nor is one as near
  /// two of `words` ("confirmd": "confirm", "confirmed").
  ///
  /// ```swift
  /// index.word(meantBy: "actualy", among: Lexicon.conversationWords)  // "actually"
  /// index.word(meantBy: "abot", among: Lexicon.conversationWords)     // nil
  /// ```
  ///
  /// - Parameters:
  ///   - word: A word said, in lower case.
  ///   - words: The words it may be meant as.
  /// - Returns: The word of `words` meant, or `nil` when `word` is read as said.
  /// - Complexity: O(*w* × *n*²) for *w* words and a word of *n* letters, besides looking the
  ///   word up in the catalog.
  package func word(meantBy word: String, among words: Set<String>) -> String? {
    guard let table = WordVectors.shared,
      EditDistance.allowedEdits(forLength: word.utf8.count) > 0,
      let token = Tokenizer.tokens(word).first, token.word == word,
      mayBeMisspelt(token, table: table)
    else { return nil }
    let near = words.filter { meant in
      let edits = EditDistance.allowedEdits(forLength: max(meant.utf8.count, word.utf8.count))
      return EditDistance.distance(word, meant, limit: edits) != nil
    }
    guard near.count == 1, let meant = near.first, !readsOtherwise(token, than: meant) else {
      return nil
    }
    return meant
  }

  /// How many edits a typo of one of a question's few answers may hold, whatever its length:
  /// one, the least a typo is; a closed set of answers leaves a word one edit from one of them
  /// little else to mean.
  static let answerTypoEdits = 1

  /// The fewest letters a typo of an answer has: a single letter is one edit from every other
  /// short answer ("k", "y", "n").
  static let shortestAnswerTypo = 2

  /// The word of one of `answers`, the answers a question waits for, that `word` misspells, or
  /// `nil`: "yse" and "ys" at "Order a large latte?" are "yes", "noo" is a no, "lage" among
  /// the sizes Small, Medium and Large is "large".
  ///
  /// A question that takes one of a few answers reads a typo of one of them whatever its
  /// length, as typo tolerance, which allows a short word no edit, does not: there is little
  /// else a word one edit from its answers may mean there (``answerTypoEdits``). The word is
  /// read so when it is no word of its own (the word vectors do not know it, no phrase says
  /// it), no word of a listed name as it is (a typo of one, "lage" of Large, may be read), of
  /// ``shortestAnswerTypo`` letters or more, and the words of `answers` one edit from it are
  /// all words of one answer ("noo": "no" and "not", both a no; "na" is as near "no" as "ya",
  /// a yes, and stays as said). Of those, the nearest is the one meant, then the shortest, then the first in
  /// alphabetical order.
  ///
  /// ```swift
  /// index.word(meantBy: "yse", answering: Lexicon.yesOrNo)  // "yes"
  /// index.word(meantBy: "na", answering: Lexicon.yesOrNo)   // nil
  /// ```
  ///
  /// - Parameters:
  ///   - word: A word said, in lower case.
  ///   - answers: Each answer the question takes, as the words that say it.
  /// - Returns: The word of an answer meant, or `nil` when `word` is read as said.
  /// - Complexity: O(*w* × *n*) for *w* words of the answers and a word of *n* letters,
  ///   besides looking the word up in the catalog.
  package func word(meantBy word: String, answering answers: [Set<String>]) -> String? {
    guard let table = WordVectors.shared, word.count >= Self.shortestAnswerTypo,
      let token = Tokenizer.tokens(word).first, token.word == word,
      isNoWordOfItsOwn(token, table: table), !entities.isNameWord(token)
    else { return nil }
    var near: [(word: String, edits: Int)] = []
    for meant in Set(answers.joined()) {
      if let edits = EditDistance.distance(word, meant, limit: Self.answerTypoEdits) {
        near.append((meant, edits))
      }
    }
    // Every word near it one answer's ("creek" may be Bear Creek's and Bent Creek's too).
    guard !near.isEmpty,
      answers.contains(where: { answer in near.allSatisfy { answer.contains($0.word) } })
    else { return nil }
    return near.min {
      ($0.edits, $0.word.count, $0.word) < ($1.edits, $1.word.count, $1.word)
    }?.word
  }

  /// Whether the catalog reads `token`, a word that may be misspelt (see
  /// `mayBeMisspelt(_:table:)`), as other than `meant`: a phrase word or an app's name of
  /// another stem, by a typo, a shared stem, a synonym or a misspelling of one edit. A typo of
  /// the phrase word `meant` itself ("repet" of an app's "repeat") reads it as meant.
  private func readsOtherwise(_ token: Token, than meant: String) -> Bool {
    let stem = terms.id(of: Stemmer.stem(meant))
    return (termMatches(for: token) + misspeltMatches(for: token.word)).contains {
      $0.term != stem
    }
  }
}
