/// One phrase template an utterance may mean, with its score, slot value and explanation.
public struct MatchCandidate: Sendable {
  /// The index of the template in ``MatcherCatalog/templates``.
  public var templateIndex: Int
  /// The template's app label.
  public var app: String
  /// The template's intent label.
  public var intent: String
  /// The template's text, for example `"Get conditions for ${trail} in ${applicationName}"`.
  public var phrase: String
  /// How well the utterance matches, from 0 to 1.
  public var score: Double
  /// The slot value found in the utterance, or `nil` when the template has no slot or the
  /// utterance does not say it.
  public var slot: SlotFill?
  /// Every value the utterance gives the intent, the phrase's slot first, then the other
  /// parameters listed in ``MatcherCatalog/parameters`` in their order, each with its span.
  ///
  /// "get me two large lattes from brew" gives drink "Caffè Latte", size "Large" and quantity
  /// 2. A closed vocabulary's name said with a word that changes it ("extra large") is kept
  /// whole as ``SlotValue/raw(_:)``, never taken for the name it contains. In
  /// ``MatchingMode/siri`` and ``MatchingMode/exact`` only the phrase's slot is read.
  public var values: [SlotFill] = []
  /// What the utterance says beyond the one value a parameter takes, with the words that go
  /// with it, each named after that parameter: "order two lattes and a small mocha" orders
  /// lattes and sets aside drink "a small mocha", whose size is not the lattes'. A parameter
  /// that takes a list (``IntentParameters/Parameter/takesSeveral``) sets nothing aside.
  ///
  /// Each item's ``SlotFill/text`` is all its words; its ``SlotFill/value`` is what it names:
  /// the vocabulary entry, or ``SlotValue/raw(_:)`` with the words of a name the vocabulary
  /// lacks ("mocha"), for the caller to look up.
  public var furtherItems: [SlotFill] = []
  /// Meaningful words of the utterance that neither the phrase, another phrase of its intent,
  /// nor any value explains: "where's my coffee" read by "Where's my order" leaves none, since
  /// "Is my coffee ready" says "coffee".
  public var unusedWords: [String] = []
  /// The runs of ``unusedWords`` that say how a named value should be, as said: "oat" in
  /// "order a large oat latte", "oat milk" in "order a latte with oat milk". The request asks
  /// for an option no parameter takes, which a caller should say it left out.
  public var unknownOptions: [String] = []
  /// The runs of ``unusedWords`` that say for whom or whose the request is, as said, with the
  /// word that leads to them: "for my friend" in "order a latte for my friend with brew". No
  /// parameter takes them, and they are no option of a value: a caller should say it left them
  /// out. Read in ``MatchingMode/flexible`` only.
  public var leftOutWords: [String] = []
  /// The dates and times said, with the word that leads to them, that no parameter of the
  /// intent takes: "for 2pm" in "order 3 tomato soups for 2pm from soup shop", when ordering
  /// soup takes no time. "today" and "now" are always meant. A caller should say it left them
  /// out. Read in ``MatchingMode/flexible`` only.
  public var unusedTimes: [String] = []
  /// Whether the phrase opens with an action that loses something: deleting, removing,
  /// cancelling, stopping, resetting ("Delete ${note}", "Stop following ${show}"). A caller
  /// should not run one on a guess.
  public var opensWithLoss = false
  /// Why the candidate scored what it did, as text for people (`parley match`, `:why`).
  /// Decide on ``reading`` and the facts above, never on the explanation's text.
  public var explanation: MatchExplanation
  /// How the phrase read the request: which words it read and how, which phrase words were
  /// missing, the app's name as said, the slot's name.
  public var reading: MatchReading { MatchReading(source: explanation.source) }
  /// What each feature of the scoring model added to this candidate's score, in the model's
  /// order; empty for a candidate no model weighed (an exact match).
  public var contributions: [FeatureContribution] = []

  /// The values read: ``values``, or the phrase's slot alone where the other parameters were
  /// not read.
  public var filledValues: [SlotFill] { values.isEmpty ? slot.map { [$0] } ?? [] : values }

  /// Whether one of ``filledValues`` is a value of a vocabulary: a name the app knows.
  public var namesAnEntry: Bool {
    filledValues.contains { fill in
      if case .entry = fill.value { return true }
      return false
    }
  }
}
