/// The answer to one utterance: ranked candidates, and whether the top ones are too close to call.
public struct MatchResult: Sendable {
  /// The utterance as given.
  public var utterance: String
  /// The candidates, best first, each scored by the model's probability that the utterance
  /// means it (1 for a phrase an exact match says word for word); at most one per
  /// `(app, intent)`. Empty when nothing matches.
  public var candidates: [MatchCandidate]
  /// Whether the two best candidates are different intents within
  /// ``PhraseIndex/ambiguityMargin`` of each other, so the assistant should ask which was meant.
  public var isAmbiguous: Bool
  /// When nothing matches because the option "nothing" is at least as likely as the best
  /// candidate (see ``nothing``), the best two candidates, by their probability. Empty
  /// otherwise.
  public var withheld: [MatchCandidate]
  /// The apps the utterance names, by their names in the catalog, in the order said; a name
  /// said inside a value's name ("cold brew") does not count. When nothing matches, these are
  /// the apps that were asked for something they do not do.
  public var namedApps: [String]
  /// When nothing matches, the candidates that would, best first, if the words their slot holds
  /// for a vocabulary whose query takes any name (``SlotValue/raw(_:)``) named a value the
  /// query finds: "order a mocha" orders one when the drinks' query finds a mocha, though the
  /// catalog lists only the popular drinks. Each is scored as a name read by its kind. The
  /// caller asks the query, and begins the first whose name it finds. Empty otherwise.
  public var unconfirmed: [MatchCandidate] = []
  /// How the model weighed the option that the request means nothing the catalog does, or
  /// `nil` where no model weighed it (an exact match).
  public var nothing: NothingReading?
  /// When nothing matches, the phrase that says most of the request but that a veto ruled out,
  /// with the reason among its explanation's ``MatchExplanation/vetoes`` ("too few of the
  /// phrase's words are said without the app name"): "metronome 120 bpm" says a word of "Set
  /// the metronome to ${bpm} in ${applicationName}". Empty otherwise.
  public var ruledOut: [MatchCandidate] = []

  /// Creates a result.
  public init(
    utterance: String, candidates: [MatchCandidate], isAmbiguous: Bool,
    withheld: [MatchCandidate] = [], namedApps: [String] = []
  ) {
    self.utterance = utterance
    self.candidates = candidates
    self.isAmbiguous = isAmbiguous
    self.withheld = withheld
    self.namedApps = namedApps
  }

  /// The best candidate, or `nil` when nothing matches.
  public var best: MatchCandidate? { candidates.first }
}
