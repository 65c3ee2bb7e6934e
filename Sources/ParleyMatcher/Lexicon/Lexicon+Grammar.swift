extension Lexicon {
  /// The forms of "be", after which a run says a state: "cards are due".
  package static let copulas: Set<String> = ["is", "are", "was", "were", "am", "be"]

  /// Whether `word` can name something on its own: no filler ("the", "what", "should"), no
  /// word of a closed class ("it", "all") and no form of "be"; "front" and "answer" can.
  package static func namesSomething(_ word: String) -> Bool {
    !FillerWords.contains(word) && !SlotFinder.namesNothing(word) && !copulas.contains(word)
      && !objectPronouns.contains(word)
  }
  /// Words that name nothing a value could be: the verbs of having and doing, pronouns that
  /// stand for everything or nothing ("all", "something", "them"), and the words that compare
  /// one thing with another ("the same coffee as last time").
  static let closedWords: Set<String> = [
    "have", "has", "had", "got", "do", "does", "did", "all", "everything", "anything",
    "something", "nothing", "them", "those", "these", "there", "here", "as", "than",
  ]
  /// Words that join one item to another.
  package static let conjunctions: Set<String> = ["and", "plus", "&"]
  /// Words that join a clause to the one before it: "i'm out of my usual *so* reorder it",
  /// "long day *and* i need my usual".
  package static let clauseJoiners: Set<String> = conjunctions.union(requestJoiners).union([
    "so", "but",
  ])
  /// Words an item starts with besides a number: "and a small mocha", "and some muffins"; a
  /// run without one ("and remind me in 5 days") is no item.
  package static let determiners: Set<String> = ["a", "an", "the", "some", "another"]
  /// Whether `word` opens a noun phrase before its noun, as an article, a possessive, a
  /// demonstrative or a quantifier does ("the", "my", "any", "no"): the determiners of the
  /// filler words, for the conversation.
  package static func opensNounPhrase(_ word: String) -> Bool { FillerWords.isDeterminer(word) }
  /// The article that says the thing is one known to both: "*the* lisbon one".
  package static let definiteArticles: Set<String> = ["the"]
  /// The words that join a measure or a count to what it measures: "two bowls *of* tomato".
  package static let partitives: Set<String> = ["of"]
  /// Words that say whose a thing is: "my oat latte".
  package static let possessives: Set<String> = ["my", "your", "our", "his", "her", "their"]
  /// Words that stand for whom a verb acts on, which end what a text says as any word does:
  /// "call me", "love you".
  static let objectPronouns: Set<String> = ["me", "you", "us", "it", "them", "him", "her"]
  /// The pronouns that say who does something, which no request opens with: "*i* like it".
  package static var subjectPronouns: Set<String> { Synonyms.subjects }
  /// Auxiliaries and modals, which open a yes/no question: "*could* i grab a cappuccino".
  package static var auxiliaries: Set<String> { Synonyms.auxiliaries }
  /// The pronouns by which the speaker is the one who would have or do something: "could *i*
  /// grab a cappuccino", "can *we* get two soups".
  package static let speakerPronouns: Set<String> = ["i", "we"]
  /// Words that say one of the noun they come before: "an extra shot", "another shot", and
  /// "with" before a singular noun without an article ("a latte with extra shot").
  static let singularArticles: Set<String> = ["a", "an", "another", "with"]
  /// Words that, before what a number counts, say there is none of it.
  package static let noneWords: Set<String> = ["without", "no"]
  /// Articles that may stand between ``noneWords`` and the thing counted.
  static let noneArticles: Set<String> = ["a", "an", "any"]
  /// Words that, said before a name, say it is not wanted: "without shuffling", "no shuffle",
  /// "don't shuffle" (read "do not shuffle"), "disable shuffle", "stop shuffling".
  static let negations: Set<String> = ["without", "no", "not", "disable", "stop", "never"]
  /// The prepositions by which a phrase says where a thing goes: "Move a note *to* ${folder}".
  static let destinationPrepositions: Set<String> = ["to", "into", "onto"]
  /// The prepositions by which people say where they put or move a thing: "put it *in* the
  /// work folder", "put swimsuit *on* the list", "file it *under* home".
  static let goals: Set<String> = destinationPrepositions.union(["in", "on", "under"])
  /// Words that introduce a name, what follows them being what the thing is called: "a note
  /// called groceries", "a card named hello", "the note titled old passwords".
  static let namers: Set<String> = ["called", "named", "titled", "entitled"]
}

extension Lexicon {
  /// Words that end a title's head noun phrase: "days *until* next watering", "miles *per*
  /// week".
  package static let headConnectives: Set<String> = [
    "of", "until", "till", "to", "for", "in", "per", "before", "after", "since", "between",
    "on", "at", "from", "with", "by", "remaining",
  ]

  /// Participles that describe a counted noun without "-ed": "Hours *slept*", "Miles *run*".
  package static let irregularParticiples: Set<String> = [
    "slept", "spent", "kept", "lost", "won", "run", "done", "taken", "given", "eaten", "driven",
    "ridden", "written", "read", "seen", "flown", "swum", "sold", "bought", "made", "left",
  ]

  /// Endings of words that end in "s" and are not plural: "status", "glass", "analysis",
  /// "news".
  package static let singularEndings = [
    "ss", "us", "is", "news", "series", "species", "physics", "mathematics",
  ]
  /// The articles that say one of a thing: "*a* latte", "*an* extra shot".
  package static let indefiniteArticles: Set<String> = ["a", "an"]
  /// The word that opens a verb's clause: "to" of "remind me to study".
  static let infinitiveMarkers: Set<String> = ["to"]
  /// The forms of "have" that make a tense with a past participle after them: "*has* my order
  /// shipped".
  static let perfectAuxiliaries: Set<String> = ["have", "has", "had"]
  /// The modals by which speakers say what they will do themselves, a wish rather than a
  /// command: "i *will* take a cold brew" (of "i'll").
  static let wishModals: Set<String> = ["will", "would", "shall"]
  /// The words that open a clause about the thing before them: "a note *that* says …".
  static let relativePronouns: Set<String> = ["that", "which"]
}
