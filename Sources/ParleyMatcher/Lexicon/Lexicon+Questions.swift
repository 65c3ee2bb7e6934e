extension Lexicon {
  /// The words that open a question.
  package static let questionStarts: Set<String> = [
    "is", "are", "was", "were", "do", "does", "did", "what", "how", "when", "where", "who",
    "which", "why", "will", "has", "have", "am", "should", "whats",
  ]
  /// The question words that open an embedded question: "tell me what's in spanish". Not
  /// "when", which says when to be told ("let me know when my order is ready").
  static let embeddedQuestionWords: Set<String> = ["what", "whats", "where", "who", "which", "how"]
  /// The words that ask what, which, where, when, who, why or how: a line that opens with one
  /// asks something, and commands nothing by a verb it says further on ("what did I
  /// *order*?").
  package static let questionWords: Set<String> = embeddedQuestionWords.union([
    "what's", "where's", "who's", "how's", "when", "why",
  ])
  /// The forms of "do" that carry a question's verb: "*did* i order a latte", "what *does* it
  /// cost".
  package static let doForms: Set<String> = ["do", "does", "did"]
  /// The modal that asks whether, when or how to do something, not for it: "*should* i water
  /// the fern", "how often *should* i water it".
  static let adviceModals: Set<String> = ["should"]
  /// The words that carry a question's verb after its subject: the forms of "do" and the
  /// modal of advice.
  static let questionAuxiliaries: Set<String> = doForms.union(adviceModals)
  /// The word that opens a question of degree: "*how* long is it?".
  package static let degreeQuestionLeads: Set<String> = ["how"]
  /// The words that follow "how" in a question of degree: "how *many* cards is that?", "how
  /// *long* will it take?".
  package static let degreeQuestionWords: Set<String> = [
    "many", "much", "long", "far", "big", "old", "often", "soon", "late", "early",
  ]
  /// The measures a word of a question of degree asks for, as the title of a thing's property
  /// names them: "how *long* is it?" asks for its length ("Trail Length"), "how *far*" for a
  /// distance.
  package static let degreeMeasures: [String: Set<String>] = [
    "long": ["length", "duration"], "far": ["distance"], "big": ["size"], "old": ["age"],
    "tall": ["height"], "high": ["height", "elevation"], "wide": ["width"], "deep": ["depth"],
    "heavy": ["weight"],
  ]
  /// The words that ask for a count, said together anywhere in a question: "wait *how many*
  /// will that reset".
  package static let countQuestions: [[String]] = [["how", "many"]]
  /// The words that ask what a thing costs: "how *much* is it?", "what does it *cost*?".
  package static let priceQuestionWords: Set<String> = [
    "much", "cost", "costs", "price", "prices", "priced", "expensive",
  ]
  /// The words that address the assistant or the app: "what places do *you* know?".
  package static let addressingWords: Set<String> = ["you", "ya", "u"]
  /// The subjects of a question about the moment the assistant is asked at, not about a thing:
  /// "what time is *it*", "how cold is *it* out", "what day is *it* today".
  package static let momentSubjects: Set<String> = ["it"]
  /// The verbs that ask what an app has or knows, said of "you": "what places do you *know*?",
  /// "what sizes do you *have*?".
  package static let offeringVerbs: Set<String> = [
    "have", "know", "got", "offer", "sell", "serve", "carry", "take",
  ]
  /// The verbs that ask to be told or to find out, before the question they embed: "tell me
  /// if …", "do you know where …", "check whether …", "i wonder what …".
  static let askingVerbs: Set<String> = [
    "tell", "know", "wonder", "wondering", "see", "check", "ask", "find", "out", "confirm",
    "verify", "figure",
  ]
  /// The words that open a yes/no question asked inside another: "tell me *if* it's open".
  static let embeddedYesNoWords: Set<String> = ["if", "whether"]
  /// The words after "how" that ask an amount: "how *many*", "how *much*".
  static let amountQuestionWords: Set<String> = ["many", "much"]
}
