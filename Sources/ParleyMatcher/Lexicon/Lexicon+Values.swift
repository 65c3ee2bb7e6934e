extension Lexicon {
  /// Words that, said before a closed vocabulary's name, ask for something else.
  static let modifiers: Set<String> = [
    "extra", "super", "very", "ultra", "mega", "double", "triple", "xx", "tiny", "huge",
  ]
  /// Words that introduce a value without being part of it.
  static let valueIntroducers: Set<String> = namers.union([
    "near", "around", "in", "for", "at", "about", "by", "from", "to",
  ])
  /// Words that lead to a time: "for 2pm", "by friday", "*right* now".
  static let timeLeads: Set<String> = ["for", "at", "on", "by", "until", "till", "right"]
  /// Words that say when without a date: "bear creek *now*", "the alpine loop *anymore*".
  static let timeAdverbs: Set<String> = [
    "now", "soon", "later", "currently", "anymore", "yet", "still", "already", "lately",
  ]
  /// Words that say a thing as the request always gives it: "the latest conditions", "a new
  /// note", "some good hiking trails".
  static let asAlways: Set<String> = [
    "latest", "current", "new", "newest", "recent", "usual", "whole", "entire", "own", "same",
    "good", "nice", "great", "lovely", "decent",
  ]
  /// Words that ask for a value's option: "with", "without".
  package static let optionWords: Set<String> = ["with", "without"]
  /// Words that say an amount of a thing but not how many: "a lot of", "a bit of".
  static let vagueAmounts: Set<String> = [
    "lot", "lots", "bit", "little", "few", "couple", "bunch", "number", "handful", "pair",
    "dozen", "ton", "load", "kind", "sort", "type", "variety", "mix", "selection", "part",
  ]
  /// The words that introduce a place or a name a text parameter takes: "near moab", "called
  /// groceries".
  static let textIntroducers: Set<String> = namers.union(["near", "around"])
  /// The words a phrase says for a value it does not name: "Message someone", "Pay someone".
  package static let placeholders: Set<String> = [
    "someone", "somebody", "anyone", "anybody", "something", "anything",
  ]
  /// The words a phrase says for an amount it does not name: "Send money".
  static let amountPlaceholders: Set<String> = ["money", "cash"]
  /// Words after which "one" stands for a thing (see `isPronounOne(_:at:)`).
  static let pickingWords: Set<String> = [
    "next", "this", "that", "the", "which", "last", "other", "another", "same", "each", "every",
    "previous", "new",
  ]
  /// The words of ``pickingWords`` that point back to what was had or done before: "my
  /// *previous* coffee order", "the *last* soup", "the *same* latte". They name nothing new: no
  /// name a vocabulary does not list opens with one.
  static let backReferences: Set<String> = ["previous", "last", "same"]
  /// The introducers a place is said with: "near boulder", "to paris".
  package static let placeIntroducers: Set<String> = [
    "near", "around", "in", "at", "by", "from", "to",
  ]
  /// The words that lead to an app's name: "in notes", "with brew".
  package static let appNameLeadIns: Set<String> = [
    "in", "with", "from", "on", "using", "to", "for", "via",
  ]
  /// "the second one", "button 2", "the last action", "the third option".
  static let positionNouns: Set<String> = [
    "one", "button", "action", "toggle", "option", "choice", "item", "entry",
  ]
  /// Words that introduce a plain number as a position: "number two", "option 3", "#4".
  static let ordinalMarkers: Set<String> = ["number", "option", "choice", "item", "no", "nr"]
  /// The words an answer to a question about a name says the name with, no part of it: "call
  /// it dentist", "it's called book club", "titled groceries". Longest first.
  static let namingLeads: [[String]] = [
    ["it", "is", "called"], ["it's", "called"], ["its", "called"],
    ["it", "should", "be", "called"],
    ["call", "it"], ["name", "it"], ["title", "it"], ["titled"], ["entitled"], ["called"],
    ["named"],
  ]
  /// The words an answer to a question about what a text says says the text with, no part of
  /// it: "it says buy milk", "make it say call mom", "saying call mom". Longest first.
  static let sayingLeads: [[String]] = [
    ["it", "should", "say"], ["have", "it", "say"], ["make", "it", "say"], ["it", "says"],
    ["it", "reads"], ["saying"],
  ]
  /// The stems of the words that name what a text says: "a note saying …", "with the body …".
  static let contentStems = Set(
    ["text", "body", "message", "content", "says", "saying"].map(Stemmer.stem))
  /// The words (and stems) of a parameter's name or title that say it holds a name:
  /// "noteTitle", "Name".
  static let nameParameterWords: Set<String> = ["name", "titl", "title", "call"]
  /// The verbs by which a clause says what a text holds: "that *says* passport and charger".
  static let textContentVerbs: Set<String> = ["says", "reads"]
  /// The words that say which way a switch goes: "turn *off* shuffle", "turn shuffle *on*".
  static let switchDirections: Set<String> = ["on", "off"]
  /// The times every request means anyway, no time left out when nothing takes them: "today",
  /// "now".
  static let presentTimes: Set<String> = ["today", "now"]
  /// The words that say what a payment is made with: "pay *with* my card", "*using*", "*by*".
  package static let instrumentLeads: Set<String> = ["with", "using", "by"]
}
