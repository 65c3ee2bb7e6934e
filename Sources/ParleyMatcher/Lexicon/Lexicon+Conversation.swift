// The words the conversation reads a line by: corrections, follow-ups, references, asides,
// and what takes back or repeats what was just done.
extension Lexicon {
  /// The articles proper: what may stand before a wish ("switch to *a* decaf").
  package static let plainArticles: Set<String> = ["a", "an", "the"]
  /// The articles and "some", which stands where an article would: "get *some* soup".
  package static let articles: Set<String> = plainArticles.union(["some"])
  /// The word of courtesy that turns a bare answer into a request or a yes: "large *please*".
  package static let pleaseWords: Set<String> = ["please"]
  /// Words that stand for what a request is about in a change: "pick *it* up".
  package static let changePronouns: Set<String> = ["it", "them", "that", "this", "my", "the"]
  /// Words that lead to what a clause is cut before: "with" of "and remind me with brew".
  package static let clauseLinks: Set<String> = [
    "with", "in", "on", "from", "using", "at", "to", "for", "by", "via", "through", "into",
  ]
  /// Words a value may be said with in a follow-up: "and the card order *to* shuffled".
  package static let followUpValueWords: Set<String> = [
    "a", "an", "the", "one", "ones", "too", "then", "instead", "please", "at", "in", "on", "for",
    "to",
  ]
  /// The words that refer to another thing of the kind just asked about: "the one about pie".
  package static let referenceLeads: [[String]] = [
    ["the", "one", "about"], ["the", "one", "called"], ["the", "one", "with"],
  ]
  /// The words that ask the same of another thing, said before it: "*what about* cedar falls",
  /// "*and* alpine loop?". Longest first.
  package static let anotherThingLeads: [[String]] = offeringLeads + [["and"], ["or"], ["also"]]
  /// The words of ``anotherThingLeads`` that offer the thing rather than join it to what was
  /// said: "*how about* alpine loop" at "Which trail?" offers its answer, where "and" or "or"
  /// may open the answer's own words.
  package static let offeringLeads: [[String]] = [
    ["what", "about"], ["how", "about"], ["what", "of"],
  ]
  /// The words that open a turn before what it says ("*ok* chicken tortilla", "*so* a
  /// mocha"): they say nothing of it (see `Synonyms.leadIns`).
  package static var turnLeadIns: Set<String> { Synonyms.leadIns }
  package static let bareAnswers: Set<String> = [
    "yes", "no", "ok", "okay", "thanks", "thank", "you", "cool", "great", "nice", "done",
  ]
  /// The words that stand for a thing said or shown before, not a place: "it" of "turn it
  /// off", "that" of "how many cards is that".
  package static let thingReferringWords: Set<String> = [
    "it", "them", "that", "this", "those", "these",
  ]
  /// The words that stand for all of several things said before: "make *them* medium", "make
  /// *both* large".
  package static let severalReferringWords: Set<String> = [
    "them", "those", "these", "both", "all", "each",
  ]
  /// The words that stand for a thing said before: "it" of "turn it off", "there" of "get
  /// conditions there" right after a trail was opened.
  package static let referringWords: Set<String> = thingReferringWords.union(["there"])
  /// The words that make "there" say that something is, rather than stand for a place: "is
  /// *there* french onion soup?", "*there's* no milk", said right before or after it.
  package static let existentialThereWords: Set<String> = [
    "is", "are", "was", "were", "isn't", "aren't", "be", "any",
  ]
  /// The word that stands for a thing of the kind in question: "the german *one*".
  package static let thingPronoun = "one"
  /// The words said with a referring word that name nothing more: "that *one*", "*the same*
  /// one".
  package static let referenceFillers: Set<String> = plainArticles.union([thingPronoun, "same"])
  /// The words "please" says yes with: "yes please", "please do", "please go ahead".
  package static let politeYes: Set<String> = ["please", "do", "go", "ahead", "it", "thanks"]
  /// The words a question opens with: "is my coffee ready?", "what sizes do you have?".
  package static let questionOpeners: Set<String> = questionStarts.union([
    "what's", "who's", "where's", "how's", "can", "could", "would",
  ])
  /// The words that set a line apart from the question waiting, or from what was said before
  /// it, said before it: "hang on, is my coffee ready?", "by the way, what's in chemistry?",
  /// "never mind, make it a small". Longest first.
  package static let asides: [[String]] = [
    ["quick", "question"], ["by", "the", "way"], ["hang", "on"], ["hold", "on"], ["never", "mind"],
    ["one", "sec"], ["one", "second"], ["wait"], ["oh"], ["um"], ["uh"], ["hmm"], ["hm"], ["also"],
    ["btw"],
  ]
  /// Words that join a change to a request to do the same again: "another one *but* large".
  package static let againChangeLinks: Set<String> = [
    "but", "only", "just", "with", "in", "make", "it", "and", "this", "time",
  ]
  /// The again request a count of more is read as: "3 more" asks for "another one", 3 of it.
  package static let anotherOne = ["another", "one"]
  /// The words around an app's name that ask what it can do: "*what can* trails *do*".
  package static let abilityQuestion = (lead: ["what", "can"], end: "do")
  /// Lines that ask for the question waiting, or the last answer, to be said again: "repeat
  /// that", "what was that again?".
  package static let repeatRequests: Set<[String]> = [
    ["repeat"], ["repeat", "that"], ["repeat", "it"], ["repeat", "please"],
    ["please", "repeat"], ["say", "that", "again"], ["say", "it", "again"], ["say", "again"],
    ["come", "again"], ["pardon"], ["pardon", "me"], ["what"], ["what", "did", "you", "say"],
    ["huh"], ["one", "more", "time"], ["can", "you", "repeat", "that"],
    ["could", "you", "repeat", "that"], ["what", "was", "that"], ["what", "was", "that", "again"],
    ["sorry", "what"], ["sorry", "what", "was", "that"], ["what", "did", "you", "say", "again"],
    ["say", "that", "one", "more", "time"],
  ]
  /// Lines that take the other option of the list just picked from instead: "no, the other
  /// one" after "Apple pie" was picked among two notes.
  package static let otherOneRequests: Set<[String]> = [
    ["the", "other", "one"], ["no", "the", "other", "one"], ["other", "one"], ["the", "other"],
    ["no", "the", "other"], ["actually", "the", "other", "one"],
    ["i", "meant", "the", "other", "one"],
    ["no", "i", "meant", "the", "other", "one"], ["not", "that", "one"],
    ["no", "not", "that", "one"],
    ["wrong", "one"], ["the", "other", "one", "please"], ["no", "the", "other", "one", "please"],
  ]
  /// Lines that ask for the request under way to be begun again, its values forgotten: "start
  /// over".
  package static let startOverRequests: Set<[String]> = [
    ["start", "over"], ["start", "again"], ["begin", "again"], ["start", "from", "scratch"],
    ["let", "us", "start", "over"], ["lets", "start", "over"], ["start", "over", "please"],
    ["can", "we", "start", "over"], ["restart"], ["start", "all", "over"],
  ]
  /// Lines that take back what was just done: "cancel that", "undo that".
  package static let undoRequests: Set<[String]> = [
    ["cancel", "that"], ["cancel", "it"], ["undo"], ["undo", "that"], ["undo", "it"],
    ["take", "that", "back"], ["take", "it", "back"], ["cancel", "that", "please"],
    ["please", "cancel", "that"], ["actually", "cancel", "that"], ["no", "cancel", "that"],
    ["scratch", "that"],
  ]
  /// Lines that ask for what was just done once more, with the same values: "the same
  /// again", "and another one".
  package static let againRequests: Set<[String]> = [
    ["another", "one"], ["and", "another", "one"], ["another"], ["one", "more"],
    ["and", "one", "more"], ["the", "same", "again"], ["same", "again"], ["again"],
    ["do", "it", "again"], ["do", "that", "again"], ["same", "again", "please"],
    ["another", "one", "please"], ["one", "more", "please"], ["and", "another"],
  ]
  /// The words of ``againRequests`` that ask for a new one of what was done rather than the
  /// same again: "*another* one", "one *more*". A new note or message has words of its own.
  package static let newOneWords: Set<String> = ["another", "more"]
  /// The verbs that ask to be shown a thing, said before an item's name under a list: "*read*
  /// me groceries", "*show* me the apple pie note".
  package static let showingVerbs: Set<String> = ["show", "read", "open", "see", "view"]
  /// What naming an item of a list by its place alone asks, as tapping it would: "the second
  /// one" under a list of trails is "show me the second one".
  package static let pickedItemVerb = "show"
  /// The words said between a verb that asks to be shown a thing and its name: "read *me*
  /// groceries".
  package static let showingObjects: Set<String> = ["me", "us"]
  /// The words said before the part of a thing that an answer names: "*the* front is
  /// mitochondria", "*its* back: the powerhouse of the cell".
  package static let partOpeners: Set<String> = ["the", "its"]
  /// The words said between a verb and the thing it acts on that name nothing: "quiz me *on*
  /// the first one", "start *with* the second one".
  package static let actedOnLeads: Set<String> = ["on", "with", "about", "from"]
  /// The verbs that ask to hear a thing shown, said of it: "*read* it to me", "what does it
  /// *say*?", "*tell* me what it says".
  package static let readingAloudVerbs: Set<String> = ["read", "say", "says", "tell"]
  /// The words said with a verb that asks to hear a thing shown that name nothing more: "read
  /// it *to* me *again*", "*can you* read it *out loud*".
  package static let readingAloudWords: Set<String> = [
    "to", "again", "out", "aloud", "loud", "back", "can", "could", "would", "you", "please",
  ]
  /// The words said after a count of more of the same that add nothing to it: "two more *of*
  /// those *please*".
  package static let moreOfTheSame: Set<String> = ["of", "please", "too", "then"]
  /// The words that join requests said one after another: "… and get conditions for bear
  /// creek", "… then check my order".
  package static let requestJoiners: Set<String> = ["and", "then", "also"]
  /// The words that ask for the values besides the one just used: "what other folders are
  /// there?", "which folders else do I have?".
  package static let others: Set<String> = ["other", "others", "else", "besides"]

  /// The words that take a value away when a parameter's name follows them: "no shots",
  /// "without the extra shot".
  package static let takeAwayWords: Set<String> = ["no", "without"]
  /// Words said before a name that say nothing of it: "a", "the", "my oat latte".
  package static let wordsBeforeName: Set<String> = articles.union(["my", "your", "our"])
  /// Lines that ask how to answer the question waiting.
  package static let questionHelpRequests: Set<[String]> = [
    ["help"], ["help", "me"], ["i", "need", "help"], ["what", "do", "i", "say"],
    ["what", "should", "i", "say"], ["what", "are", "my", "options"],
    ["what", "are", "the", "options"],
  ]
  /// The words that ask what can be done, of every app or of the one named after them: "help",
  /// "what can i say to brew".
  package static let helpOpenings: [[String]] = [
    ["help"], ["what", "can", "i", "do"], ["what", "can", "i", "say"],
    ["what", "can", "you", "do"], ["what", "can", "i", "ask"],
  ]
}

extension Lexicon {
  /// Every word the conversation reads what a line is by, each role above that decides it
  /// taken whole: what takes back, breaks off or corrects what was said (the roles of
  /// corrections: "actually", "instead", "scratch that", "make it"), what sets a line aside
  /// ("hang on", "never mind"), asks the same of another thing ("what about"), asks for the
  /// last line again ("repeat that"), the other one, a start over, an undo, the same again or
  /// help; the words of cancel, yes and no, and of small talk. A word misspelt beyond doubt is
  /// read as the one of these it is meant as (see `PhraseIndex.word(meantBy:among:)`).
  package static let conversationWords: Set<String> = {
    let roles: [Set<String>] = [
      replacingTakeBacks, interruptions, hesitations, lineOpeners, insteadWords, askingWords,
      yesBeforeChange, changeJoins, choosingWords, BooleanWords.cancel, BooleanWords.yes,
      BooleanWords.no,
    ]
    let lines: [[[String]]] = [
      strikeOuts, confirmationChangeOpenings, asides, anotherThingLeads, referenceLeads,
      Array(repeatRequests), Array(otherOneRequests), Array(startOverRequests),
      Array(undoRequests), Array(againRequests), Array(questionHelpRequests), helpOpenings,
      Array(refusals), Array(greetings), Array(thanks), Array(farewells),
      (BooleanWords.cancelPhrases.union(BooleanWords.yesPhrases)).map {
        $0.split(separator: " ").map(String.init)
      },
    ]
    return Set(roles.joined()).union(lines.joined().joined())
  }()
}

extension Lexicon {
  /// The two answers a yes-or-no question takes, each as the words that say it: a yes, and a
  /// no or a cancel.
  package static let yesOrNo: [Set<String>] = [
    BooleanWords.yes, BooleanWords.no.union(BooleanWords.cancel),
  ]

  /// The words that stop what is under way ("cancel", "stop", "nevermind"): an answer every
  /// question takes besides its own.
  package static let stopWords: Set<String> = BooleanWords.cancel
  /// The words a request to take back what was done opens with: the stops, and "undo" (the
  /// one-word lines of ``undoRequests``): "*cancel* my coffee order".
  package static let takeBackVerbs: Set<String> = stopWords.union(
    undoRequests.filter { $0.count == 1 }.joined())
  /// The ways of saying so, each as its words, longest first: "forget about it", "never mind",
  /// "cancel".
  package static let stopPhrases: [[String]] = BooleanWords.cancelPhrases
    .map { $0.split(separator: " ").map(String.init) }
    .sorted { $0.count != $1.count ? $0.count > $1.count : $0.joined() < $1.joined() }
}
