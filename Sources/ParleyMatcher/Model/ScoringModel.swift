import Foundation

/// The fitted model that turns a request's candidates into scores: each candidate intent's
/// named features (see ``CandidateFeature``) and the "nothing" option's (see
/// ``NothingFeature``) are weighed and compared in one softmax, so a candidate's score is the
/// model's probability that the request means it, and refusing is the option "nothing"
/// winning, not a floor.
///
/// For candidate *i* with features *f* and the request's nothing features *g*:
/// *s*ᵢ = Σ *w*ₖ *f*ᵢₖ, *s*₀ = Σ *v*ₖ *g*ₖ, and the score of *i* is
/// exp(*s*ᵢ) / (exp(*s*₀) + Σⱼ exp(*s*ⱼ)). The weights *w* and *v* are read from
/// `Resources/ScoringModel.json`, which `parley fit` writes; the code holds none of them.
///
/// ```swift
/// let model = ScoringModel.shared
/// model.candidateWeights["phrase_evidence"]  // the fitted weight of the phrase's evidence
/// ```
public struct ScoringModel: Sendable, Equatable {
  /// Each candidate feature's weight, by name.
  public var candidateWeights: [String: Double] {
    didSet { candidateVector = Self.candidateFeatureNames.map { candidateWeights[$0] ?? 0 } }
  }
  /// Each nothing feature's weight, by name.
  public var nothingWeights: [String: Double] {
    didSet { nothingVector = Self.nothingFeatureNames.map { nothingWeights[$0] ?? 0 } }
  }
  /// What the weights file records beside the weights (how they were fitted, the dev
  /// numbers), as JSON text; empty when there is none.
  public var record: String

  /// The names of the candidate features, in the order the model reads them.
  public static let candidateFeatureNames: [String] = ModelFeatures.candidate.map { $0.name }
  /// The names of the nothing features, in the order the model reads them.
  public static let nothingFeatureNames: [String] = ModelFeatures.nothing.map { $0.name }
  /// The name of the nothing option's constant, the model's intercept: how readily it refuses
  /// before any evidence. A fit leaves it out of the penalty on the weights' size, so how
  /// strongly the others are held to 0 does not also move where the model starts to refuse.
  public static let interceptName = NothingBias.name
  /// The sign each candidate feature's weight must have, in ``candidateFeatureNames`` order.
  public static var candidateFeatureDirections: [WeightDirection] {
    ModelFeatures.candidate.map { $0.direction }
  }
  /// The sign each nothing feature's weight must have, in ``nothingFeatureNames`` order.
  public static var nothingFeatureDirections: [WeightDirection] {
    ModelFeatures.nothing.map { $0.direction }
  }

  /// A model with the given weights; a feature not named weighs 0.
  public init(
    candidateWeights: [String: Double], nothingWeights: [String: Double], record: String = ""
  ) {
    self.candidateWeights = candidateWeights
    self.nothingWeights = nothingWeights
    self.record = record
    candidateVector = Self.candidateFeatureNames.map { candidateWeights[$0] ?? 0 }
    nothingVector = Self.nothingFeatureNames.map { nothingWeights[$0] ?? 0 }
  }

  /// The model of `Resources/ScoringModel.json`, or ``unfitted`` when that file is missing or
  /// unreadable.
  public static let shared: ScoringModel =
    MatcherResource.locate("ScoringModel.json").flatMap { try? ScoringModel(contentsOf: $0) }
    ?? .unfitted

  /// The model before any fit: candidates ranked by their phrase's evidence alone, and
  /// "nothing" as likely as a phrase said with no evidence.
  public static let unfitted = ScoringModel(
    candidateWeights: [PhraseEvidence.name: 1], nothingWeights: [:])

  /// Reads a weights file.
  ///
  /// - Throws: ``ScoringModelError`` when the file cannot be read or is not a weights file.
  public init(contentsOf url: URL) throws {
    guard let data = try? Data(contentsOf: url) else { throw ScoringModelError.unreadable }
    try self.init(json: data)
  }

  /// Reads the JSON of a weights file: an object with `"candidate"` and `"nothing"` objects of
  /// feature names and weights, and anything else kept as the ``record``.
  ///
  /// - Throws: ``ScoringModelError`` when the data is not such an object, or names a feature
  ///   the matcher does not have.
  public init(json data: Data) throws {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let candidate = object["candidate"] as? [String: Double],
      let nothing = object["nothing"] as? [String: Double]
    else { throw ScoringModelError.notAWeightsFile }
    let unknown =
      candidate.keys.filter { !Self.candidateFeatureNames.contains($0) }
      + nothing.keys.filter { !Self.nothingFeatureNames.contains($0) }
    if let name = unknown.sorted().first { throw ScoringModelError.unknownFeature(name) }
    candidateWeights = candidate
    nothingWeights = nothing
    candidateVector = Self.candidateFeatureNames.map { candidate[$0] ?? 0 }
    nothingVector = Self.nothingFeatureNames.map { nothing[$0] ?? 0 }
    var rest = object
    rest["candidate"] = nil
    rest["nothing"] = nil
    if rest.isEmpty {
      record = ""
    } else {
      let text = try? JSONSerialization.data(withJSONObject: rest, options: [.sortedKeys])
      record = text.flatMap { String(data: $0, encoding: .utf8) } ?? ""
    }
  }

  /// The weights of the candidate features in their order (0 for a feature without one).
  package private(set) var candidateVector: [Double]
  /// The weights of the nothing features in their order (0 for a feature without one).
  package private(set) var nothingVector: [Double]

  /// The linear score of `features` under `weights`.
  package static func linear(_ features: [Double], _ weights: [Double]) -> Double {
    var sum = 0.0
    for index in features.indices { sum += features[index] * weights[index] }
    return sum
  }

  /// The probabilities of each candidate and of "nothing" from their linear scores.
  ///
  /// - Returns: One probability per score in `candidates`, and the probability of nothing.
  package static func probabilities(candidates: [Double], nothing: Double) -> (
    candidates: [Double], nothing: Double
  ) {
    let top = max(nothing, candidates.max() ?? nothing)
    let exps = candidates.map { exp($0 - top) }
    let none = exp(nothing - top)
    let total = exps.reduce(none, +)
    return (exps.map { $0 / total }, none / total)
  }
}

/// Why a weights file could not be read.
public enum ScoringModelError: Error, Equatable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable
  /// The file is not a JSON object with `candidate` and `nothing` weights.
  case notAWeightsFile
  /// The file weighs a feature the matcher does not have.
  case unknownFeature(String)

  public var description: String {
    switch self {
    case .unreadable: "cannot read the weights file"
    case .notAWeightsFile:
      "not a weights file: expected a JSON object with \"candidate\" and \"nothing\" weights"
    case .unknownFeature(let name): "the weights file weighs an unknown feature '\(name)'"
    }
  }
}

extension ScoringModel {
  /// Each candidate feature of `features` (in ``candidateFeatureNames`` order) with its weight.
  func candidateContributions(_ features: [Double]) -> [FeatureContribution] {
    zip(Self.candidateFeatureNames, zip(features, candidateVector)).map { name, feature in
      FeatureContribution(name: name, value: feature.0, weight: feature.1)
    }
  }

  /// Each nothing feature of `features` (in ``nothingFeatureNames`` order) with its weight.
  func nothingContributions(_ features: [Double]) -> [FeatureContribution] {
    zip(Self.nothingFeatureNames, zip(features, nothingVector)).map { name, feature in
      FeatureContribution(name: name, value: feature.0, weight: feature.1)
    }
  }
}
