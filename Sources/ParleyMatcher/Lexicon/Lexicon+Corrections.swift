// The words a speaker corrects, takes back or changes what was said with. Each word is listed
// once, by the role it plays; every set the conversation reads a correction by is made of these
// roles, so a word added to a role is read alike wherever a correction can be said.
extension Lexicon {
  // MARK: Roles

  /// Words that take back what was said for what follows: "small, *no*, medium", "*actually*
  /// get conditions for cedar falls".
  package static let replacingTakeBacks: Set<String> = ["no", "nope", "actually", "rather"]
  /// Words that break off what was being said: "*sorry*, a mocha", "*wait*, make it two".
  package static let interruptions: Set<String> = ["sorry", "wait", "oops"]
  /// The take-back words that also open what a person asks for ("no more meetings", "wait for
  /// the plumber", "rather late"): no word of a free-text answer is dropped for them alone.
  package static let takeBacksThatOpenContent: Set<String> = ["no", "wait", "rather"]
  /// Sounds said while a speaker thinks, which say nothing: "*um*, a large".
  package static let hesitations: Set<String> = ["um", "umm", "uh", "hmm", "hm"]
  /// Words a spoken line may open with that say nothing of it: "*oh*, and make it iced",
  /// "*well*, a small".
  package static let lineOpeners: Set<String> = ["oh", "well"]
  /// The word that says what follows stands in place of what came before: "a mocha *instead*".
  package static let insteadWords: Set<String> = ["instead"]
  /// The words that strike out what was just said: "*scratch that*".
  package static let strikeOuts: [[String]] = [["scratch", "that"]]
  /// Words that ask politely for what follows: "*can you* make it two", "*just* a small".
  package static let askingWords: Set<String> = ["can", "could", "would", "you", "please", "just"]
  /// The yes a change may follow: "*yes*, but make it iced" asks for the change, not the order as
  /// it stands.
  package static let yesBeforeChange: Set<String> = ["yes", "yeah", "yep", "sure", "ok", "okay"]
  /// Words that join a change to what was said: "*and* make it two", "yes, *but* large".
  package static let changeJoins: Set<String> = ["and", "but"]
  /// Words that pick a value in place of another: "*go with* a mocha", "*let's do* two", "*i'll
  /// take* a large", "*add* an extra shot".
  package static let choosingWords: Set<String> = [
    "with", "go", "let's", "lets", "let", "us", "do", "i'll", "take", "add",
  ]
  /// The words that ask for a value of what was just done to change, said before the new
  /// value: "*make it* 3/4", "*change that to* two". Longest first.
  package static let changeToLeads: [[String]] = [
    ["change", "that", "to"], ["change", "it", "to"], ["make", "that"], ["make", "it"],
  ]
  /// The words that ask, at a confirmation, for a change of a value: those of
  /// ``changeToLeads`` and "make them", "switch to", "how about a mocha", "i meant two".
  /// Longest first.
  package static let confirmationChangeOpenings: [[String]] =
    (changeToLeads + [
      ["make", "them"], ["change", "to"], ["switch", "it", "to"], ["switch", "to"],
      ["set", "it", "to"], ["i", "meant"], ["i", "mean"], ["i", "want"], ["i'd", "like"],
      ["i", "would", "like"], ["how", "about"], ["what", "about"],
    ]).sorted { $0.count > $1.count }

  // MARK: Made of the roles

  /// Words that say an answer corrects itself, the last value said standing: "small, *no*,
  /// medium".
  package static let selfCorrections: Set<String> = replacingTakeBacks.union(interruptions)
  /// The words that take back what was just said for what follows, said last before it: one of
  /// ``selfCorrections``, "i mean" or "make that" ("play jazz, no, play chill", "a flat white, I
  /// mean a cappuccino"). Narrower than ``correctionStarts``, which open a line: inside a
  /// request "it", "that" or "well" before a second value take nothing back.
  package static let takeBacks: Set<[String]> = Set(selfCorrections.map { [$0] }).union([
    ["i", "mean"], ["make", "that"],
  ])
  /// The words that say a request replaces the one under way, rather than being asked aside:
  /// said first ("actually, get conditions for cedar falls") or, for "instead", last.
  package static let replacingOpeners: Set<String> = replacingTakeBacks.union(
    strikeOuts.compactMap(\.first))
  /// Words that only say a correction comes, which start no value: the take-backs but those
  /// that also open what is asked, hesitations and "instead".
  package static let correctionMarkers: Set<String> = selfCorrections.subtracting(
    takeBacksThatOpenContent
  ).union(hesitations).union(insteadWords)
  /// Words a correction starts with: the take-backs, hesitations, line openers, "instead",
  /// "scratch that", and "make it" or "make that" said before the new value.
  package static let correctionStarts: Set<String> = selfCorrections.union(hesitations)
    .union(lineOpeners).union(insteadWords).union(strikeOuts.joined())
    .union(changeToLeads.filter { !$0.contains("to") }.joined())
  /// Words a correction of values starts with: a correction's (``correctionStarts``), the words
  /// that ask for a change of a value (``confirmationChangeOpenings``), and the words around
  /// them ("can you make that two", "oh and make it for 11 am", "yes, but two", "let's do
  /// two"): "yes, but make it two" changes the order before it is placed, so nothing said is
  /// dropped.
  package static let valueCorrectionStarts: Set<String> = correctionStarts.union(
    confirmationChangeOpenings.joined()
  ).union(askingWords).union(yesBeforeChange).union(changeJoins).union(choosingWords)
  /// Words said before a change that say nothing of it: "actually", "no", "can you"; and a yes
  /// that a change follows ("yes, but make it iced").
  package static let changeLeads: Set<String> = selfCorrections.union(hesitations)
    .union(lineOpeners).union(askingWords).union(yesBeforeChange).union(changeJoins)
  /// Words a correction ends with: "medium *instead*", "large *please*".
  package static let correctionEnds: Set<String> = insteadWords.union(pleaseWords).union(["then"])
  /// Words a correction of values ends with: a correction's (``correctionEnds``), and the words
  /// that stand for what is ordered ("two large ones", "two of them").
  package static let valueCorrectionEnds: Set<String> = correctionEnds.union([
    "one", "ones", "them", "of",
  ])
  /// Words a follow-up may end with that add nothing to its values: "and a mocha too".
  package static let followUpEnds: Set<String> = correctionEnds.union([
    "too", "also", "as", "well",
  ])
}
