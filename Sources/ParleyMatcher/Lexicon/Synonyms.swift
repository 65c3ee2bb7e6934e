/// Small groups of command words people use for one another ("show" for "open", "find" for
/// "get"), so a phrase still matches when the utterance picks another common verb.
enum Synonyms {
  /// Groups of verbs that say one action.
  private static let actionGroups: [[String]] = [
    viewingWords,
    ["get", "find", "fetch", "check", "look", "tell", "give", "what", "lookup", "search"],
    ["start", "begin", "launch", "run", "resume"],
    ["stop", "end", "finish", "halt", "quit", "pause"],
    ["add", "create", "new", "make", "save", "record", "log", "put"],
    [
      "remove", "delete", "clear", "erase", "drop", "cancel", "disable", "unset", "trash",
      "discard", "rid",
    ],
    ["set", "setup", "schedule", "plan"],
    [
      "study", "practice", "practise", "review", "revise", "rehearse", "drill", "learn",
      "memorize", "memorise", "quiz",
    ],
    ["reset", "restart", "wipe"],
    ["write", "jot", "compose", "draft"],
    ["suggest", "recommend", "propose"],
    ["move", "transfer", "relocate", "put"],
    ["change", "update", "adjust", "modify", "edit", "reschedule"],
    ["turn", "switch"],
    ["play", "listen"],
    ["buy", "order", "purchase"],
    ["pay", "settle", "checkout"],
    ["send", "text", "message", "email"],
    ["call", "phone", "ring", "dial"],
    ["increase", "raise", "louder", "up", "boost", "higher", "brighten"],
    ["decrease", "lower", "reduce", "down", "softer", "quieter", "dim"],
    ["mute", "silence", "silent", "quiet"],
  ]
  /// The verbs that open or show something.
  private static let viewingWords = [
    "open", "show", "display", "view", "see", "bring", "launch", "pull",
  ]
  /// The stems of the verbs that open or show something: "show me my events" asks what a
  /// question asks ("what events do i have"), while "add an event" does not.
  static let viewing = Set(viewingWords.map(Stemmer.stem))
  /// The stems of the verbs that show, find or suggest things: a phrase that opens with one
  /// and says a kind after its slot ("Find ${activity} trails") lists things of that kind.
  static let listing = viewing.union(
    ["get", "find", "fetch", "look", "search", "list", "suggest", "recommend"].map(Stemmer.stem))

  private static let groups: [[String]] =
    actionGroups + [
      ["favorite", "favourite", "starred", "bookmark"],
      ["list", "all", "every"],
      ["near", "nearby", "around"],
      ["usual", "regular"],
      ["condition", "status", "report", "state"],
      ["weather", "forecast"],
      ["extra", "another", "additional", "more"],
    ]

  /// For each stem in a group, the stems of the other words of its groups.
  private static let table: [String: [String]] = {
    var table: [String: [String]] = [:]
    for group in groups {
      let stems = group.map(Stemmer.stem)
      for stem in stems {
        for other in stems where other != stem && !(table[stem]?.contains(other) ?? false) {
          table[stem, default: []].append(other)
        }
      }
    }
    return table
  }()

  /// How closely a synonym says a word, against 1 for the word itself: one value for every
  /// reading of one word as another ("show" for "open", "in" for the "to" of where a thing
  /// goes; a word that shares its beginning, "card" for the compound "flashcard" it ends, and
  /// a value of another of the intent's parameters for the intent), so that none of them
  /// outweighs another.
  static var similarity: Double { MatcherSettings.shared.synonymSimilarity }

  /// Whether two stems are synonyms (and not the same stem).
  static func areSynonyms(_ a: String, _ b: String) -> Bool {
    table[a]?.contains(b) ?? false
  }

  /// Synonyms of one form of a word, not of its stem: "my saved trails" are favourites, but
  /// "save" is not "favorite".
  static let ofWord: [String: [String]] = [
    "saved": ["favorit"], "bookmarked": ["favorit"], "starred": ["favorit"],
  ]

  /// Verbs that, with the particle after them, say another verb (the stems it says): "put on
  /// a podcast" plays it, though "put" alone adds; "look at the map" shows it and "get rid of
  /// the note" removes it, though "look" and "get" alone find; "take bear creek off my
  /// favorites" removes it, as "cross milk off the list" does. The particle may follow the
  /// verb's object, as English phrasal verbs allow, for the verbs of ``separable`` (see
  /// `UtteranceAnalysis.separatedParticle`).
  static let phrasal: [String: [String: [String]]] = [
    "put": ["on": ["play"]],
    "look": ["at": showing],
    "take": ["off": removing, "out": removing, "away": removing],
    "get": ["off": removing, "out": removing, "rid": removing],
    "cross": ["off": removing, "out": removing],
    "scratch": ["off": removing, "out": removing],
    "throw": ["in": adding, "out": removing, "away": removing],
    "toss": ["in": adding, "out": removing, "away": removing],
    "chuck": ["in": adding, "out": removing, "away": removing],
  ]
  /// The verbs of ``phrasal`` whose pair says the same with its particle after the object and
  /// before a place: "take milk off the list" removes it. Not "put": "put swimsuit on the list"
  /// places it, and only "put on a podcast" plays.
  static let separable: Set<String> = [
    "take", "get", "cross", "scratch", "throw", "toss", "chuck",
  ]
  private static let removing = [Stemmer.stem("remove"), Stemmer.stem("delete")]
  private static let adding = [Stemmer.stem("add")]
  private static let showing = [Stemmer.stem("show"), Stemmer.stem("open")]

  /// Verbs of writing whose "down" (right after them or after "this", "it" or "that") says
  /// the written record they make, a note: "jot down buy milk", "write this down: call mom".
  static let writingDown: Set<String> = ["write", "jot"]
  /// The stems "down" says after a verb of ``writingDown``.
  static let writtenDown = [Stemmer.stem("note")]

  /// What a light verb of `Lexicon.makingLightVerbs` says before "a" or "an" and a thing no
  /// action is named by: that the thing is made ("take a note" adds one).
  static let made = adding
  /// The stems of the verbs of the groups of actions: a noun that is one ("a look", "a
  /// search", "a reset") names an action.
  static let actionStems = Set(actionGroups.joined().map(Stemmer.stem))

  /// Verbs that, followed by "to" (or "me to", "us to"), say where to go: "navigate to bear
  /// creek trail", "take me to cedar falls" ask to open or show it, as Siri opens an entity.
  /// Only with "to": "go hiking" and "take a note" say nothing of opening.
  static let towards: Set<String> = ["go", "navigate", "head", "take", "bring", "jump", "switch"]
  /// The stems a verb of ``towards`` says before "to".
  static let destination = ["open", "show"]

  /// Words that may open a request before what it says ("hey", "ok", "please"), and the
  /// markers of a turn that go before it ("ok *then* order …", "*actually* order …"): said
  /// before the request's first other word, they say nothing of it.
  static let leadIns: Set<String> = [
    "hey", "hi", "hello", "ok", "okay", "so", "um", "uh", "siri", "please", "then", "actually",
    "well", "alright", "oh", "hmm",
  ]
  /// The words that open a yes/no question.
  static let yesNoStarts: Set<String> = [
    "is", "are", "was", "were", "do", "does", "did", "has", "have",
  ]
  /// Words that say a state. In a yes/no question they ask for it ("is the trail open"), so
  /// there, and only there, they are synonyms of ``askedState``.
  static let stateWords: Set<String> = [
    "open", "closed", "ready", "done", "finished", "available", "busy", "free", "on", "off",
    "locked", "unlocked", "running", "safe", "muddy", "icy", "crowded", "dry", "wet",
  ]
  /// The stems of the ``stateWords`` that say no action and are no particle ("ready", "muddy";
  /// not "open" or "on"): what "how is …" asks of a thing may be any of them.
  static let stateStems = stateWords.sorted().map(Stemmer.stem).filter { stem in
    !actions.contains(stem) && !FillerWords.isParticle(stem)
  }
  /// The stems of the states opposite to the one `token` says: "on" for "off", "unlock" for
  /// "locked". A yes/no question about one asks about the other too: "is the heater off" is
  /// answered by "Is ${device} on".
  static func oppositeStates(of token: Token) -> [String] {
    oppositeStateStems[token.word] ?? []
  }
  /// For each state word (of ``stateWords``) that has an opposite, the stems of its opposites.
  private static let oppositeStateStems: [String: [String]] = {
    let pairs: [([String], [String])] = [
      (["on"], ["off"]), (["open"], ["closed"]), (["locked"], ["unlocked"]),
      (["busy"], ["free", "available"]), (["wet"], ["dry"]),
    ]
    var table: [String: [String]] = [:]
    for (one, other) in pairs {
      for word in one { table[word, default: []] += other.map(Stemmer.stem) }
      for word in other { table[word, default: []] += one.map(Stemmer.stem) }
    }
    return table
  }()
  /// The verbs after "how" that ask for a state: "how is the trail", "how are the roads".
  static let stateVerbs: Set<String> = ["is", "are", "was", "were", "looks", "look"]
  /// The stems of the words a question about a state says: the nouns for a state, and the
  /// verb that asks to be told one ("how's my order" asks to check it).
  static let askedState = ["condition", "status", "state", "check"]

  /// Actions that undo one another, each side as words that say it: a request that opens with
  /// one is no request for a phrase whose verb is the other ("add bear creek to my favorites"
  /// is not "Remove … from my favorites").
  private static let oppositeActions: [([String], [String])] = [
    (
      ["add", "create", "new", "make", "save", "record", "log", "put", "insert"],
      ["remove", "delete", "clear", "erase", "drop", "unset", "trash", "discard"]
    ),
    (["start", "begin", "resume"], ["stop", "end", "finish", "halt", "quit", "pause"]),
    (
      ["increase", "raise", "boost", "brighten", "louder", "higher"],
      ["decrease", "lower", "reduce", "dim", "softer", "quieter"]
    ),
    (["open"], ["close", "shut"]),
    (["show", "display"], ["hide"]),
    (["lock"], ["unlock"]),
    (["mute", "silence"], ["unmute"]),
    (["enable", "activate"], ["disable", "deactivate"]),
    (["favorite", "favourite", "star", "bookmark"], ["unfavorite", "unfavourite", "unstar"]),
    (["connect"], ["disconnect"]),
    (["subscribe", "follow"], ["unsubscribe", "unfollow"]),
    (["buy", "purchase"], ["sell"]),
  ]

  /// Particles that complete a verb in opposite directions: "turn on" undoes "turn off",
  /// "turn the volume down" undoes "turn it up", whatever the verb.
  private static let oppositeParticles: [String: String] = [
    "on": "off", "off": "on", "up": "down", "down": "up",
  ]

  /// The particle that completes a verb in the direction opposite to `particle`'s ("off" for
  /// "on"), if it has one.
  static func oppositeParticle(of particle: String) -> String? {
    oppositeParticles[particle]
  }

  /// The particles of ``oppositeParticles`` that are opposites only after a verb with an
  /// object: "turn the volume down" undoes "turn it up", but "shut down" is no opposite of
  /// "shut up".
  static let objectParticles: Set<String> = ["up", "down"]

  /// Words that lead from a verb and its particle to when, where or for how long: "turn the
  /// lights off at seven", "switch the fan on in the bedroom".
  static let complementOpeners: Set<String> = [
    "at", "in", "for", "from", "until", "after", "before", "during", "now",
  ]

  /// Verbs that say only that something is switched or moved, by the particle after them:
  /// completed by one of its particles, each says what the others of its group say. "shut off
  /// the kettle" is "turn off the kettle", "crank up the heat" is "turn up the heat"; but
  /// "power down" switches off, it turns nothing down.
  static let directedVerbs: [(particles: Set<String>, stems: [String])] = [
    (["on", "off"], ["turn", "switch", "flip", "flick", "power", "shut"]),
    (["up", "down"], ["turn", "crank", "dial"]),
  ].map { ($0.0, $0.1.map(Stemmer.stem)) }

  /// Words that say an action is not to be done: "not" (also of "don't", "shouldn't"),
  /// "never".
  static let negations: Set<String> = ["not", "never"]
  /// Auxiliaries and modals: a negation right after one negates the request's action.
  static let auxiliaries: Set<String> = [
    "do", "does", "did", "should", "would", "could", "can", "will", "shall", "must", "might",
    "may", "is", "are", "am", "be", "was", "were",
  ]
  /// The auxiliaries after which a negation says not to do something: what one wants, will or
  /// should do ("i don't want the heater on", "the fan shouldn't be on"). After the others a
  /// negation tells what cannot be done, did not happen or is not so ("i can't change my
  /// order", "my order didn't arrive", "i am not able to log in"): a problem the request asks
  /// help with, which asks for the action rather than against it.
  static let forbiddingAuxiliaries: Set<String> = [
    "do", "should", "would", "will", "shall", "must",
  ]
  /// The forbidding auxiliaries that say what should be, of anything: "the fan shouldn't be
  /// on". What the others deny of a thing ("my card", "it") is a problem told ("my card won't
  /// work", "the app wouldn't accept my top up"); they forbid when the speaker or the one
  /// spoken to is their subject, or nobody is ("i won't need the lights", "don't turn on the
  /// kettle").
  static let normativeAuxiliaries: Set<String> = ["should", "shall", "must"]
  /// The subjects of a forbidding "do", "will" or "would": the speaker and the one spoken to.
  static let speakers: Set<String> = ["i", "you", "we"]
  /// The stems of the verbs of knowing: a negation of one ("i don't know the size", "i don't
  /// understand the warranty") tells what the speaker does not know, not what not to do.
  static let knowing: Set<String> = Set(
    ["know", "understand", "remember", "recall", "recognise", "recognize"].map(Stemmer.stem))
  /// The pronouns that say who does something ("i don't want …", "you should never …").
  static let subjects: Set<String> = ["i", "you", "we", "it", "they", "he", "she"]

  /// Words that open a clause of its own, with its own verb: a particle after one completes
  /// that verb ("play audiobook where we left off"), not the first. A subject but "it", which
  /// is an object after the verb ("turn it off").
  static let clauseOpeners: Set<String> = Set([
    "where", "when", "while", "which", "who", "if", "because", "until", "before", "after",
    "since",
  ]).union(subjects.subtracting(["it"]))

  /// For each stem of ``oppositeActions``, the stems of the actions that undo it.
  private static let opposites: [String: Set<String>] = {
    var table: [String: Set<String>] = [:]
    for (one, other) in oppositeActions {
      let first = one.map(Stemmer.stem)
      let second = other.map(Stemmer.stem)
      for stem in first { table[stem, default: []].formUnion(second) }
      for stem in second { table[stem, default: []].formUnion(first) }
    }
    return table
  }()

  /// The stems of the words that say an action that changes something, one that another
  /// undoes (``oppositeActions``: "add", "remove", "start", "lock"): a request that opens with
  /// one asks for that change. Verbs that only fetch or show ("get", "find", "give") stand in
  /// for one another too freely to say which intent is meant ("give my latte an extra shot").
  static let actions: Set<String> = Set(oppositeActions.flatMap { $0.0 + $0.1 }.map(Stemmer.stem))

  /// The stems of the words that say an action that loses something: what is removed, reset,
  /// cancelled or stopped. A phrase that opens with one is no request the person made unless
  /// they say it, or another word of its intent: "navigate to bear creek trail" does not
  /// remove it from the favourites, and "spanish in flashcards" does not reset the folder.
  static let losses: Set<String> = Set(
    [
      "remove", "delete", "clear", "erase", "drop", "unset", "trash", "discard", "cancel",
      "reset", "restart", "wipe", "empty", "unfavorite", "unfavourite", "unstar", "unsubscribe",
      "unfollow", "disconnect", "disable", "deactivate", "stop", "end", "quit", "halt", "sell",
    ].map(Stemmer.stem))

  /// The stems of the actions that undo the one `stem` says ("remove" for "add").
  static func opposites(of stem: String) -> Set<String> {
    opposites[stem] ?? []
  }

  /// The stems that are synonyms of `stem`.
  static func synonyms(of stem: String) -> [String] {
    table[stem] ?? []
  }
}
