import ParleyMatcher

/// How the line reader reads a line's kind by the lexicon's words (see `Conversation.read(_:)`
/// and `Lexicon`): whether a line opens as a question, says its request replaces the one
/// under way, or opens with an aside.
///
/// Lines are compared word by word, in lower case and without punctuation (see
/// `Conversation.words(of:)`).
enum ConversationWords {

  /// What `text` says after a stop said first, when it says more: "order a latte" of "never
  /// mind, order a latte", "what's the weather" of "forget it what's the weather", "a latte"
  /// of "cancel, a latte". A stop of one word says more only before a comma: "cancel my order"
  /// says what to cancel. `nil` when `text` opens with no stop, or says nothing after it.
  static func afterStop(_ text: String) -> String? {
    stopSaidFirst(text)?.rest
  }

  /// The stop said first in `text` and what it says after it (see ``afterStop(_:)``): "never
  /// mind" and "show my favorite trails" of "never mind, show my favorite trails".
  static func stopSaidFirst(_ text: String) -> (stop: [String], rest: String)? {
    let said = text.split(separator: " ").map(String.init)
    let words = said.map(Conversation.bare)
    guard let stop = Lexicon.stopPhrases.first(where: { words.starts(with: $0) }),
      stop.count > 1 || said[0].hasSuffix(","), said.count > stop.count
    else { return nil }
    let rest = said[stop.count...].joined(separator: " ")
      .trimmingCharacters(in: .punctuationCharacters.union(.whitespaces))
    return rest.isEmpty ? nil : (stop, rest)
  }

  /// Whether `words` say their request replaces the one under way (see ``replacingOpeners``).
  static func saysInstead(_ words: [String]) -> Bool {
    words.first.map(Lexicon.replacingOpeners.contains) ?? false || words.last == "instead"
  }

  /// Whether `words`, a question, ask of the moment they are said in rather than of a thing,
  /// by its subject ("what time is it", "how cold is it", "what day is it today", see
  /// ``Lexicon/momentSubjects``): the assistant is asked, not told what a text says, as
  /// "what's the powerhouse of the cell" tells a card's front.
  static func asksOfTheMoment(_ words: [String]) -> Bool {
    zip(words, words.dropFirst()).contains { pair in
      Lexicon.copulas.contains(pair.0) && Lexicon.momentSubjects.contains(pair.1)
        || Lexicon.momentSubjects.contains(pair.0) && Lexicon.copulas.contains(pair.1)
    }
  }

  /// Whether `words` open as a question does.
  static func opensAQuestion(_ words: [String]) -> Bool {
    words.first.map(Lexicon.questionOpeners.contains) ?? false
  }

  /// Whether `words` open with a word that asks what, where, how…: "what did I order?", not
  /// "can I get a soup?".
  static func opensWithAQuestionWord(_ words: [String]) -> Bool {
    words.first.map(Lexicon.questionWords.contains) ?? false
  }

  /// Whether `words` open with a word that asks what, where, how… and the verb it asks with
  /// ("what did I just remove", "where is my order", "how are the trails"): a question by its
  /// grammar, with or without its question mark. Something must follow the verb: "what is"
  /// alone asks of nothing.
  static func asksWithItsVerb(_ words: [String]) -> Bool {
    let afterQuestionWord = words.dropFirst()
    guard opensWithAQuestionWord(words), let verb = afterQuestionWord.first,
      Lexicon.auxiliaries.contains(verb)
    else { return false }
    return !afterQuestionWord.dropFirst().isEmpty
  }

  /// Whether `words`, after a conjunction that joins them to what was just said ("and"), ask a
  /// question of their own: "and what is a venti?", not a follow-up that asks the same of
  /// another thing ("and what about a venti?", see `Lexicon.anotherThingLeads`).
  static func joinsAQuestion(_ words: [String]) -> Bool {
    guard let first = words.first, Lexicon.conjunctions.contains(first) else { return false }
    let rest = Array(words.dropFirst())
    let leadsAnother = Lexicon.anotherThingLeads.contains { rest.starts(with: $0) }
    return opensWithAQuestionWord(rest) && !leadsAnother
  }

  /// Whether `words` open by asking whether the speaker may have or do something: an
  /// auxiliary and "i" or "we" ("could i grab two small cappuccinos", "can we get soup", "did
  /// i order a latte"). Such a line asks for something or about what was done, never about
  /// the thing it names.
  static func asksOfTheSpeaker(_ words: [String]) -> Bool {
    words.count > 1 && Lexicon.auxiliaries.contains(words[0])
      && Lexicon.speakerPronouns.contains(words[1])
  }

  /// `words` without an aside said before them ("hang on"), and whether there was one.
  static func withoutAside(_ words: [String]) -> (aside: Bool, rest: [String]) {
    for aside in Lexicon.asides
    where words.count > aside.count && Array(words.prefix(aside.count)) == aside {
      return (true, Array(words.dropFirst(aside.count)))
    }
    return (false, words)
  }

  /// Where `words` first say a word of each of `roles` in a row, the first word the first
  /// role's: `[count, "of", "them"]` read by `SpokenValue`, ``Lexicon/partitives`` and
  /// ``Lexicon/thingReferringWords`` is at 1 in "make one of them a mocha". `nil` when no
  /// place does, or `roles` is empty.
  static func placeOfRun(_ roles: [(String) -> Bool], in words: [String]) -> Int? {
    guard !roles.isEmpty, words.count >= roles.count else { return nil }
    return (0...(words.count - roles.count)).first { start in
      zip(words[start...], roles).allSatisfy { word, role in role(word) }
    }
  }

  /// Whether `words` say one of `runs`, its words in a row, at any place: "wait *how many* will
  /// that reset" says one of ``Lexicon/countQuestions``.
  static func saysAnyRun(_ runs: [[String]], in words: [String]) -> Bool {
    runs.contains { run in
      placeOfRun(run.map { expected in { $0 == expected } }, in: words) != nil
    }
  }
}
