/// What one named feature of the ``ScoringModel`` added to a score: its value for the request,
/// the weight the model gives it, and their product.
///
/// ```swift
/// index.match("show me my favourite trails").best?.contributions.first
/// // FeatureContribution(name: "phrase_evidence", value: 0.93, weight: 7.1) — adds 6.6
/// ```
public struct FeatureContribution: Sendable, Equatable {
  /// The feature's name, as in the weights file.
  public var name: String
  /// The feature's value for this request and candidate.
  public var value: Double
  /// The weight the model gives the feature.
  public var weight: Double
  /// What the feature adds to the candidate's (or nothing's) linear score.
  public var contribution: Double { value * weight }

  public init(name: String, value: Double, weight: Double) {
    self.name = name
    self.value = value
    self.weight = weight
  }
}

/// The model's reading of the option that the request means nothing the catalog does.
public struct NothingReading: Sendable, Equatable {
  /// The probability of "nothing", 0…1, against the candidates' scores.
  public var score: Double
  /// Each nothing feature's contribution to its linear score.
  public var contributions: [FeatureContribution]

  public init(score: Double, contributions: [FeatureContribution]) {
    self.score = score
    self.contributions = contributions
  }
}
