/// One named piece of evidence the ``ScoringModel`` weighs for a candidate intent.
///
/// A feature reads one thing about a request and one of its candidates from a
/// ``CandidateContext`` and returns it as a number, most often in 0…1; the model multiplies it
/// by the weight its resource file gives the feature's ``name`` and adds the products. A
/// feature holds no tuned number: how much it counts is fitted (see ``ScoringModel``).
///
/// ```swift
/// Recall.value(context)  // 0.75: three quarters of the phrase is said
/// ```
protocol CandidateFeature {
  /// The feature's name in the weights file and in explanations.
  static var name: String { get }
  /// The sign its weight must have (``WeightDirection/either`` unless the feature says).
  static var direction: WeightDirection { get }
  /// The feature's value for one candidate.
  static func value(_ context: CandidateContext) -> Double
}

/// One named piece of evidence the ``ScoringModel`` weighs for the option that the request
/// means nothing the catalog does.
protocol NothingFeature {
  /// The feature's name in the weights file and in explanations.
  static var name: String { get }
  /// The sign its weight must have (``WeightDirection/either`` unless the feature says).
  static var direction: WeightDirection { get }
  /// The feature's value for one request.
  static func value(_ context: NothingContext) -> Double
}

extension CandidateFeature {
  static var direction: WeightDirection { .either }
}

extension NothingFeature {
  static var direction: WeightDirection { .either }
}

/// What the features of one candidate read: the phrase evaluation of the intent's best
/// template, and the intent's standing among the request's other candidates.
struct CandidateContext {
  /// The best template's evaluation, its `score` the phrase's evidence before the model;
  /// taken (see ``TemplateScorer/Evaluation/take()``) for the candidate once its features are
  /// read.
  var evaluation: TemplateScorer.Evaluation
  /// The evidence of the intent's second-best phrase, 0 when no other phrase matched.
  let second: Double
  /// The request's letter-trigram likeness to the intent's phrases against the likest
  /// intent's, 0…1; 1 when the intent has no rival.
  let likeness: Double
  /// How the request's meaning compares with the intent's, or `nil` when its app has no
  /// meaning profile.
  let meaning: MeaningReading?
  /// Whether the candidate comes from the request's meaning alone, no phrase word said.
  let meaningOnly: Bool
  /// The phrase's evidence less the best evidence of the request's other candidates; the
  /// phrase's evidence when it has no rival.
  let lead: Double
  /// The unit vector of the request's first meaningful word (see
  /// `WordVectors.unitVector(of:)`), `nil` when it has none.
  var leadVector: [Float]?
  /// The word the candidate's phrase opens with.
  var verb: String?
  /// The word-vector similarity of the request's first meaningful word to the word the
  /// candidate's phrase opens with, −1…1; 0 when either has no vector. Read only when a
  /// feature asks for it.
  var verbLikeness: Double {
    guard let leadVector, let verb, let table = WordVectors.shared else { return 0 }
    return table.similarity(of: leadVector, verb) ?? 0
  }
  /// Whether the slot's name was read through a typo from words the word vectors all know as
  /// words of their own (see ``MisreadWord``).
  var slotReadFromWords = false
}

/// How much a request means one intent, read from its app's ``MeaningProfile``.
struct MeaningReading {
  /// The request's similarity to the intent.
  let similarity: Double
  /// The request's highest similarity to any intent of the app.
  let highest: Double
  /// The app's spread (see ``MeaningProfile/spread``).
  let spread: Double
  /// The app's least meaning (see ``MeaningProfile/leastMeaning``), when it has one.
  let least: Double?
  /// The request's highest similarity to another intent of the app, or `nil` when it has
  /// no other.
  let otherHighest: Double?
  /// The request's similarity to what all the app's phrases are about (see
  /// ``MeaningProfile/topicSimilarity(of:)``).
  let topic: Double
}

/// What the features of the "nothing" option read: the request as a whole.
struct NothingContext {
  /// The analysed request.
  let analysis: UtteranceAnalysis
  /// The apps the request may be for, by scope: those it names, else those of its candidates.
  let scopes: [Int]
  /// Whether the request names an app (not only the app in focus).
  let namesApp: Bool
}

/// The features the model weighs, in the order of its weights.
enum ModelFeatures {
  /// The features of a candidate intent.
  static let candidate: [any CandidateFeature.Type] = [
    PhraseEvidence.self, EvidenceLog.self, Recall.self, Precision.self, Agreement.self,
    LetterLikeness.self, LikenessLog.self, MeaningLead.self, UnexplainedMeaningGap.self,
    MeaningStrength.self, AppNamed.self, AppNameMissing.self, FrameMismatch.self,
    OpeningAction.self, UnknownVerb.self, VerbLikeness.self, OnlyValue.self, SlotQuality.self,
    UnlistedValue.self, MeaningOnly.self, EvidenceLead.self, MeaningMargin.self,
    MisreadWord.self, AskedAboutAction.self, AppNamedByKindWord.self, AppStrongestMeaning.self,
    AppTopic.self, AppNameOnly.self, VerbBesideAnotherValue.self, PhraseWordAsAppName.self,
    VerbInClause.self, AppNameOnlyWithoutValue.self, NamesAnotherAppsThing.self,
  ]
  /// The features of the option that the request means nothing the catalog does.
  static let nothing: [any NothingFeature.Type] = [
    NothingBias.self, UnknownWords.self, RequestLength.self,
    UnknownAction.self, ActionTheAppLacks.self,
  ]
}
