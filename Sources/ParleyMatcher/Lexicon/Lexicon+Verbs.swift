extension Lexicon {
  /// The verbs that say a beginning or going on of the action a gerund after them says: "start
  /// studying", "keep reviewing".
  static let aspectVerbs: Set<String> = ["start", "begin", "keep", "continue", "resume"]
  /// Verbs that switch a thing with "on" or "off": "turn off shuffle", "switch shuffle on".
  static let switchVerbs: Set<String> = ["turn", "switch", "shut", "toggle"]
  /// Verbs that switch the thing named after them: "enable shuffle", "disable shuffle".
  static let switchingVerbs: Set<String> = ["enable", "disable"]
  /// Verbs of wanting a thing. Not wanting one asks to lose it: "i don't want bear creek in
  /// my favorites anymore" removes it, "i don't need the morning alarm" deletes it.
  static let wantingVerbs: Set<String> = ["want", "need"]
  /// "tap delete", "press 2", "choose the second one", "I'll take the first".
  static let positionVerbs: Set<String> = [
    "tap", "press", "click", "hit", "push", "choose", "select", "pick", "run", "go", "take",
  ]
  /// Words whose "to" clause is what the speaker asks for, not something to be done later or
  /// by another: "help me to order a latte", "is it possible to order a latte", "i'm going to
  /// study". Other words before such a clause ask for something of their own: "remind me to
  /// study", "ask sam to order a pizza".
  static let clausePassingWords: Set<String> = [
    "help", "try", "able", "possible", "going", "love", "wish", "hope", "plan", "ready", "way",
    "attempt", "manage", "have", "got", "go",
  ]
}

extension Lexicon {
  /// Whether `word` says the action `verb` says: the same word in another form, or a synonym
  /// ("quiz" for "study", "remove" for "delete").
  ///
  /// ```swift
  /// Lexicon.saysTheSameAction("quiz", as: "study")   // true
  /// Lexicon.saysTheSameAction("quiz", as: "reset")   // false
  /// ```
  package static func saysTheSameAction(_ word: String, as verb: String) -> Bool {
    let stem = Stemmer.stem(word)
    let other = Stemmer.stem(verb)
    return stem == other || Synonyms.areSynonyms(stem, other)
  }

  /// The word of `said`, a line's words, that says the action opposite to the one `done`, the
  /// words of a phrase, says: a particle the other way after a verb of the phrase ("on" of
  /// "turn it back on" against "Turn off ${light}"), or a verb that undoes the phrase's first
  /// ("add" of "add it back" against "Remove ${trail} from my favorites"); `nil` when it says
  /// none.
  ///
  /// ```swift
  /// Lexicon.oppositeWord(in: ["turn", "it", "back", "on"], of: ["turn", "off", "light"])  // "on"
  /// Lexicon.oppositeWord(in: ["turn", "it", "off"], of: ["turn", "off", "light"])         // nil
  /// ```
  package static func oppositeWord(in said: [String], of done: [String]) -> String? {
    if let verb = said.first, done.contains(verb),
      let particle = said.first(where: { word in
        Synonyms.oppositeParticle(of: word).map(done.contains) == true && !done.contains(word)
      })
    {
      return particle
    }
    guard let verb = said.first, let doneVerb = done.first else { return nil }
    return Synonyms.opposites(of: Stemmer.stem(doneVerb)).contains(Stemmer.stem(verb)) ? verb : nil
  }
}

extension Lexicon {
  /// Light verbs: before "a" or "an" and a noun that names an action, each says only that the
  /// action is done, and the noun says which: "have a look at my favorites", "do a search for
  /// pie", "give me a call", "place an order". Not "make", which says what it makes ("make a
  /// list" makes one; see ``Synonyms``).
  static let lightVerbs: Set<String> = ["take", "have", "do", "give", "place"]
  /// The light verbs that, before "a" or "an" and a noun that names no action, make the thing
  /// named, as "make" does: "take a note", "take a photo".
  static let makingLightVerbs: Set<String> = ["take"]
}

extension Lexicon {
  /// The pronouns that stand for what is written between a verb of writing and its "down":
  /// "write this down", "jot it down".
  static let writtenThings: Set<String> = ["this", "it", "that"]
}
