import Foundation
import ParleyMatcher

/// Fits the weights of the ``ScoringModel``: a softmax over each request's candidates and the
/// nothing option (a conditional logit), by Newton's method on the mean negative
/// log-likelihood (each example counted by its ``FitExample/weight``) plus an L2 penalty of
/// ``regularisation`` / 2 × ‖θ‖² on every weight but the intercept
/// (``ScoringModel/interceptName``), as a regularised logistic regression leaves its
/// intercept free: the penalty shrinks what each feature says, not where refusing starts.
///
/// Each weight keeps its feature's ``WeightDirection``: a weight the data would push across 0
/// is held at 0 and the others are fitted again. The objective is convex and the method
/// deterministic, so the same examples and regularisation give the same weights on every run
/// and machine.
///
/// ```swift
/// let model = ModelFitter(regularisation: 0.01).fit(examples)
/// ModelFitter.evaluate(model, on: devExamples).accuracy
/// ```
public struct ModelFitter: Sendable {
  /// The strength of the L2 penalty.
  public var regularisation: Double
  /// The most Newton steps taken.
  public var iterations = 50
  /// Weights held where they are: with a model here, only the weights named in ``freed`` are
  /// fitted, the others kept at this model's. A feature added to weights already chosen is
  /// fitted so, without moving what they were chosen for.
  public var held: ScoringModel?
  /// The names of the weights fitted when ``held`` holds the rest.
  public var freed: Set<String> = []

  public init(regularisation: Double) {
    self.regularisation = regularisation
  }

  /// A fitter of only the weights named in `freed`, the others held at `model`'s.
  public init(regularisation: Double, holding model: ScoringModel, freeing freed: Set<String>) {
    self.regularisation = regularisation
    self.held = model
    self.freed = freed
  }

  /// The model that fits `examples` best; examples whose right intent is not among their
  /// candidates are left out, since no weights can answer them.
  ///
  /// - Complexity: O(iterations × candidates × *d*²) for *d* features, plus O(*d*³) a step,
  ///   for each of at most *d* + 1 rounds of weights held at 0.
  public func fit(_ examples: [FitExample]) -> ScoringModel {
    let usable = examples.filter(\.isReachable)
    let width = ScoringModel.candidateFeatureNames.count
    let directions =
      ScoringModel.candidateFeatureDirections + ScoringModel.nothingFeatureDirections
    var theta = [Double](repeating: 0, count: directions.count)
    // The weights held: those of ``held`` not freed, where that model has them.
    var pinned = Set<Int>()
    if let held {
      let names = ScoringModel.candidateFeatureNames + ScoringModel.nothingFeatureNames
      theta = held.candidateVector + held.nothingVector
      pinned = Set(names.indices.filter { !freed.contains(names[$0]) })
    }
    // Then those the data pushed across their feature's direction, held at 0. Each round pins
    // every weight on the wrong side and fits the others again, so at most one round per
    // feature.
    for _ in 0...directions.count {
      theta = newton(from: theta, usable, width: width, pinned: pinned)
      let crossed = directions.indices.filter {
        !pinned.contains($0) && !directions[$0].allows(theta[$0])
      }
      guard !crossed.isEmpty else { break }
      pinned.formUnion(crossed)
      for place in crossed { theta[place] = 0 }
    }
    return Self.model(theta, width: width)
  }

  /// Newton's method from `start`, the weights at `pinned` held where they are.
  private func newton(
    from start: [Double], _ usable: [FitExample], width: Int, pinned: Set<Int>
  ) -> [Double] {
    var theta = start
    var loss = objective(theta, usable, width: width).loss
    for _ in 0..<iterations {
      var (_, gradient, hessian) = objective(theta, usable, width: width, derivatives: true)
      for place in pinned {
        gradient[place] = 0
        for other in hessian.indices {
          hessian[place][other] = 0
          hessian[other][place] = 0
        }
        hessian[place][place] = 1
      }
      guard let step = Self.solve(hessian, gradient) else { break }
      var scale = 1.0
      var next = theta
      var nextLoss = loss
      while scale > 1e-6 {
        next = zip(theta, step).map { $0 - scale * $1 }
        nextLoss = objective(next, usable, width: width).loss
        if nextLoss <= loss { break }
        scale /= 2
      }
      guard nextLoss <= loss else { break }
      let moved = zip(next, theta).map { abs($0 - $1) }.max() ?? 0
      theta = next
      let gain = loss - nextLoss
      loss = nextLoss
      if moved < 1e-7 || gain < 1e-12 { break }
    }
    return theta
  }

  /// The model of the parameter vector `theta`: candidate weights then nothing weights, each
  /// rounded to six decimals so the weights file reads the same wherever it is written.
  static func model(_ theta: [Double], width: Int) -> ScoringModel {
    func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
    var candidate: [String: Double] = [:]
    for (place, name) in ScoringModel.candidateFeatureNames.enumerated() {
      candidate[name] = rounded(theta[place])
    }
    var nothing: [String: Double] = [:]
    for (place, name) in ScoringModel.nothingFeatureNames.enumerated() {
      nothing[name] = rounded(theta[width + place])
    }
    return ScoringModel(candidateWeights: candidate, nothingWeights: nothing)
  }

  /// The mean negative log-likelihood plus the penalty at `theta`, and with `derivatives` its
  /// gradient and Hessian.
  private func objective(
    _ theta: [Double], _ examples: [FitExample], width: Int, derivatives: Bool = false
  ) -> (loss: Double, gradient: [Double], hessian: [[Double]]) {
    let size = theta.count
    var loss = 0.0
    var gradient = [Double](repeating: 0, count: derivatives ? size : 0)
    var hessian = [[Double]](
      repeating: [Double](repeating: 0, count: derivatives ? size : 0),
      count: derivatives ? size : 0)
    // Each option as a full-width vector: a candidate's features first, nothing's after.
    var options: [[Double]] = []
    for example in examples {
      options.removeAll(keepingCapacity: true)
      options.append([Double](repeating: 0, count: width) + example.nothing)
      for features in example.candidates {
        options.append(features + [Double](repeating: 0, count: size - width))
      }
      let scores = options.map { option in
        var sum = 0.0
        for place in 0..<size { sum += option[place] * theta[place] }
        return sum
      }
      let top = scores.max() ?? 0
      let exps = scores.map { exp($0 - top) }
      let total = exps.reduce(0, +)
      let right = example.wantsNothing ? 0 : (example.label ?? -1) + 1
      let weight = example.weight
      loss -= weight * (scores[right] - top - log(total))
      guard derivatives else { continue }
      let probabilities = exps.map { weight * $0 / total }
      var mean = [Double](repeating: 0, count: size)
      for (option, probability) in zip(options, probabilities) where probability > 0 {
        for place in 0..<size { mean[place] += probability * option[place] }
        for row in 0..<size where option[row] != 0 {
          let weighted = probability * option[row]
          for column in 0..<size { hessian[row][column] += weighted * option[column] }
        }
      }
      for place in 0..<size { gradient[place] += mean[place] - weight * options[right][place] }
      for row in 0..<size {
        for column in 0..<size { hessian[row][column] -= mean[row] * mean[column] / weight }
      }
    }
    let count = max(1e-12, examples.reduce(0) { $0 + $1.weight })
    let penalties = theta.indices.map { $0 == Self.intercept ? 0 : regularisation }
    loss = loss / count + zip(penalties, theta).reduce(0) { $0 + $1.0 / 2 * $1.1 * $1.1 }
    guard derivatives else { return (loss, [], []) }
    for place in 0..<size {
      gradient[place] = gradient[place] / count + penalties[place] * theta[place]
      for column in 0..<size { hessian[place][column] /= count }
      hessian[place][place] += penalties[place]
    }
    return (loss, gradient, hessian)
  }

  /// The solution of `matrix` × x = `vector` for a symmetric positive definite matrix, by
  /// Cholesky decomposition; `nil` when the matrix is not positive definite.
  static func solve(_ matrix: [[Double]], _ vector: [Double]) -> [Double]? {
    let size = vector.count
    var lower = [[Double]](repeating: [Double](repeating: 0, count: size), count: size)
    for row in 0..<size {
      for column in 0...row {
        var sum = matrix[row][column]
        for place in 0..<column { sum -= lower[row][place] * lower[column][place] }
        if row == column {
          guard sum > 0 else { return nil }
          lower[row][row] = sum.squareRoot()
        } else {
          lower[row][column] = sum / lower[column][column]
        }
      }
    }
    var forward = [Double](repeating: 0, count: size)
    for row in 0..<size {
      var sum = vector[row]
      for place in 0..<row { sum -= lower[row][place] * forward[place] }
      forward[row] = sum / lower[row][row]
    }
    var solution = [Double](repeating: 0, count: size)
    for row in stride(from: size - 1, through: 0, by: -1) {
      var sum = forward[row]
      for place in (row + 1)..<size { sum -= lower[place][row] * solution[place] }
      solution[row] = sum / lower[row][row]
    }
    return solution
  }

  /// How `model` answers `examples`: the share of the requests with an intent answered with
  /// it, and the share of the requests for nothing refused (`nil` when there are none).
  public static func evaluate(_ model: ScoringModel, on examples: [FitExample]) -> (
    accuracy: Double, rejected: Double?
  ) {
    var tally = AnswerTally()
    for example in examples {
      let chosen = answer(of: model, to: example)
      tally.count(
        wantsNothing: example.wantsNothing, refused: chosen == nil,
        right: chosen != nil && chosen == example.label)
    }
    return (tally.accuracy, tally.rejected)
  }

  /// The refusal curve of `model` on `examples` (see ``RefusalCurve``), each request's
  /// confidence the chance of its best candidate less that of nothing, as `parley bench`
  /// reads a match; `nil` when the examples have no request for nothing or no other.
  public static func refusalCurve(of model: ScoringModel, on examples: [FitExample])
    -> RefusalCurve?
  {
    var known: [Double] = []
    var unknown: [Double] = []
    for example in examples {
      let (chances, nothing) = Self.chances(of: model, for: example)
      let confidence = (chances.max() ?? 0) - nothing
      if example.wantsNothing { unknown.append(confidence) } else { known.append(confidence) }
    }
    guard !known.isEmpty, !unknown.isEmpty else { return nil }
    return RefusalCurve(known: known, unknown: unknown)
  }

  /// The examples of `examples` that `model` answers wrong, in their order.
  public static func misses(of model: ScoringModel, on examples: [FitExample]) -> [FitExample] {
    examples.filter { example in
      let chosen = answer(of: model, to: example)
      return example.wantsNothing ? chosen != nil : chosen == nil || chosen != example.label
    }
  }

  /// The place of the candidate `model` answers `example` with, `nil` for nothing, or
  /// ``ambiguous`` when the best leads the next by less than the matcher's
  /// ``PhraseIndex/ambiguityMargin`` (the request is then asked about, not answered).
  private static func answer(of model: ScoringModel, to example: FitExample) -> Int? {
    let (chances, nothing) = chances(of: model, for: example)
    guard
      let best = chances.indices.max(by: {
        chances[$0] < chances[$1] || chances[$0] == chances[$1] && $0 > $1
      }), chances[best] > nothing
    else { return nil }
    let next = chances.indices.filter { $0 != best }.map { chances[$0] }.max() ?? 0
    return chances[best] - next < PhraseIndex.ambiguityMargin ? ambiguous : best
  }

  /// The probability `model` gives each candidate of `example`, and nothing.
  private static func chances(of model: ScoringModel, for example: FitExample) -> (
    candidates: [Double], nothing: Double
  ) {
    let weights = model.candidateVector
    return ScoringModel.probabilities(
      candidates: example.candidates.map { ScoringModel.linear($0, weights) },
      nothing: ScoringModel.linear(example.nothing, model.nothingVector))
  }

  /// The place of the intercept in the parameter vector (candidate weights, then nothing's).
  private static let intercept = ScoringModel.nothingFeatureNames.firstIndex(
    of: ScoringModel.interceptName
  ).map { ScoringModel.candidateFeatureNames.count + $0 }

  /// The answer to a request two candidates are about as likely for: neither is taken.
  private static let ambiguous = -1
}
