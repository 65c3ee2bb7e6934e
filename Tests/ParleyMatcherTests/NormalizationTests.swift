import Testing

@testable import ParleyMatcher

@Suite struct NormalizationTests {
  @Test func foldsCaseDiacriticsPunctuationAndSpaces() {
    let words = Tokenizer.tokens("  Café,   CRÈME brûlée!!  ").map(\.word)
    #expect(words == ["cafe", "creme", "brulee"])
  }

  @Test(arguments: [
    ("what's up", ["what", "is", "up"]),
    ("I'd like it", ["i", "would", "like", "it"]),
    ("don't stop", ["do", "not", "stop"]),
    ("can't go", ["can", "not", "go"]),
    ("dont go", ["do", "not", "go"]),
    ("the trail's status", ["the", "trail", "status"]),
    ("we’re here", ["we", "are", "here"]),
    ("my favs", ["my", "favorites"]),
    ("unfave it", ["unfavorite", "it"]),
    ("unfav it", ["unfavorite", "it"]),
    ("under until", ["under", "until"]),
    ("info on ur appt rn", ["information", "on", "your", "appointment", "right", "now"]),
    ("the temp tmrw", ["the", "temperature", "tomorrow"]),
    ("u. s. d.", ["u", "s", "d"]),
    ("a mocha w/ whipped cream", ["a", "mocha", "with", "whipped", "cream"]),
    ("W/O foam", ["without", "foam"]),
    ("latte w/", ["latte", "with"]),
    ("w/out", ["w", "out"]),
    ("a/b w/2", ["a", "b", "w", "2"]),
  ])
  func expandsContractions(text: String, expected: [String]) {
    #expect(Tokenizer.tokens(text).map(\.word) == expected)
  }

  @Test func keepsNumbersWithSeparatorsTogether() {
    #expect(
      Tokenizer.tokens("2.5 miles at 5:30, 2026-11-25").map(\.word) == [
        "2.5", "miles", "at", "5:30", "2026-11-25",
      ])
  }

  @Test(arguments: [
    ("trails", "trail"), ("hiking", "hike"), ("hike", "hike"), ("hiked", "hike"),
    ("favorites", "favorit"), ("cities", "city"), ("running", "run"), ("status", "status"),
    ("closing", "clos"), ("closed", "clos"), ("close", "clos"), ("making", "make"),
    ("hoping", "hope"), ("hopping", "hop"),
  ])
  func stemsPluralAndTense(word: String, stem: String) {
    #expect(Stemmer.stem(word) == stem)
  }

  /// A word and its plural stem alike, a short word that keeps its final e too: "uses" is
  /// "use", not the "us" it was.
  @Test(arguments: [
    ("size", "sizes"), ("case", "cases"), ("use", "uses"), ("rose", "roses"), ("phase", "phases"),
    ("house", "houses"), ("prize", "prizes"), ("class", "classes"),
  ])
  func stemsAWordAndItsPluralAlike(word: String, plural: String) {
    #expect(Stemmer.stem(plural) == Stemmer.stem(word))
  }

  @Test(arguments: [
    ("care", "care"), ("caring", "care"), ("car", "car"), ("news", "news"), ("new", "new"),
    ("wells", "wells"), ("well", "well"), ("colder", "cold"), ("hotter", "hot"),
    ("stormy", "storm"), ("warmer", "warm"), ("order", "order"), ("water", "water"),
    ("paid", "pay"), ("bought", "buy"), ("sent", "send"),
  ])
  func keepsApartWordsThatOnlyLookAlike(word: String, stem: String) {
    #expect(Stemmer.stem(word) == stem)
  }

  @Test func marksFillers() {
    let fillers = Tokenizer.tokens("hey can you please open it for me").filter(\.isFiller)
    #expect(fillers.map(\.word) == ["hey", "can", "you", "please", "it", "for", "me"])
  }

  @Test func numberWordsStemToDigits() {
    #expect(Tokenizer.tokens("three").first?.stem == "3")
  }

  @Test(arguments: [
    ("condtions", "condition", 1), ("favourite", "favorit", 1), ("conditoins", "condition", 1),
    ("cnditionz", "condition", 2),
  ])
  func findsTyposScaledToLength(word: String, term: String, edits: Int) throws {
    let index = TypoIndex(stems: ["condition", "favorit", "near"])
    let stem = Stemmer.stem(word)
    let match = try #require(index.matches(of: stem).first)
    #expect(match.edits == edits)
    #expect(["condition", "favorit", "near"][Int(match.term)] == term)
  }

  @Test func shortWordsGetNoTypoTolerance() {
    let index = TypoIndex(stems: ["near", "bear"])
    #expect(index.matches(of: "dear").isEmpty)
    let swaps = TypoIndex(stems: ["near", "bear", "stop", "food"], shortWords: true)
    #expect(swaps.matches(of: "dear").isEmpty)
    #expect(swaps.matches(of: "naer").map(\.term) == [0])
    #expect(swaps.matches(of: "stpo").map(\.term) == [2])
    #expect(swaps.matches(of: "flood").isEmpty)
    #expect(swaps.matches(of: "snop").isEmpty)
    #expect(EditDistance.allowedEdits(forLength: 4) == 0)
    #expect(EditDistance.allowedEdits(forLength: 8) == 1)
    #expect(EditDistance.allowedEdits(forLength: 9) == 2)
  }

  @Test func findsEveryWordWithinAFixedDistanceWhateverItsLength() {
    // Filed within one edit, short words too: a misspelt first verb is looked up, not compared
    // with every verb.
    let words = ["delete", "write", "add", "plan", "remove"]
    let index = NearWordIndex(words: words, edits: 1)
    func near(_ word: String) -> [String: Int] {
      Dictionary(
        uniqueKeysWithValues: index.words(near: word).map { (words[Int($0.word)], $0.edits) })
    }
    #expect(near("delte") == ["delete": 1])
    #expect(near("wite") == ["write": 1])
    #expect(near("addd") == ["add": 1])
    #expect(near("play") == ["plan": 1])
    #expect(near("remove") == ["remove": 0])
    #expect(near("rmeove") == ["remove": 1])
    #expect(near("dlt").isEmpty)
    #expect(near("zzzzzz").isEmpty)
    // An index filed by length keeps its own rules: no typo in a three-letter word.
    #expect(TypoIndex(stems: words).matches(of: "ad").isEmpty)
    #expect(TypoIndex(stems: words).matches(of: "delte").map(\.term) == [0])
  }

  @Test(arguments: [
    ("delte the groceries note in notes", "DeleteNote"), ("remve the groceries note", "DeleteNote"),
    ("wite a note in notes", "WriteNote"), ("wrte a note in notes", "WriteNote"),
  ])
  func aMisspeltFirstVerbIsFoundInTheIndexOfVerbs(request: String, intent: String) {
    let notes = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Notes")],
        templates: [
          ("DeleteNote", "Delete the groceries note in"), ("DeleteNote", "Remove a note in"),
          ("WriteNote", "Write a note in"), ("PlanDay", "Plan my day in"),
        ].map { intent, text in
          PhraseTemplate(app: "Notes", intent: intent, parts: [.text(text), .appName])
        }, vocabularies: []))
    #expect(notes.match(request, options: TestCatalogs.options).best?.intent == intent)
    // A letter changed is no misspelt verb: "play" is not "plan".
    let play = UtteranceAnalysis(
      "play my day in notes", index: notes, options: TestCatalogs.options)
    #expect(play.matches[0].isEmpty)
  }

  @Test func relatesWordsByTheirBeginning() {
    var terms = TermTable()
    _ = terms.intern("loud")
    _ = terms.intern("schedul")
    let index = PrefixIndex(stems: terms.stems)
    #expect(index.relatives(of: "louder", in: terms) == [0])
    #expect(index.relatives(of: "sched", in: terms) == [1])
    #expect(index.relatives(of: "lou", in: terms).isEmpty)
  }

  @Test(arguments: [
    ("pickupTime", ["pickup", "time"]), ("extra_shots", ["extra", "shots"]),
    ("TV Show", ["tv", "show"]), ("Trail", ["trail"]), ("numberOfCups", ["number", "of", "cups"]),
  ])
  func aNameWrittenInCodeIsItsWords(name: String, words: [String]) {
    #expect(Tokenizer.words(ofName: name) == words)
  }

  /// "u" is a filler as "you" is, but a letter spelled beside another is a letter.
  @Test func aLetterSpelledBesideAnotherIsNoFiller() {
    #expect(
      Tokenizer.tokens("can u add a shot").map(\.isFiller) == [true, true, false, true, false])
    #expect(Tokenizer.tokens("u. s. d. to g. b. p.").first?.isFiller == false)
    #expect(Tokenizer.tokens("is it a. m. or p. m.")[2].isFiller == false)
  }
}
