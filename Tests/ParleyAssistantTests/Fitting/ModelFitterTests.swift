import Foundation
import ParleyMatcher
import Testing

@testable import ParleyAssistant

@Suite struct ModelFitterTests {
  /// Examples where the right candidate has the higher phrase evidence, and a request for
  /// nothing has low evidence everywhere.
  static func examples() -> [FitExample] {
    let width = ScoringModel.candidateFeatureNames.count
    let nothingWidth = ScoringModel.nothingFeatureNames.count
    func features(_ evidence: Double) -> [Double] {
      var values = [Double](repeating: 0, count: width)
      values[0] = evidence
      return values
    }
    var nothing = [Double](repeating: 0, count: nothingWidth)
    nothing[0] = 1
    var found: [FitExample] = []
    for step in 0..<20 {
      let high = 0.6 + Double(step % 5) * 0.08
      let low = 0.1 + Double(step % 3) * 0.1
      found.append(
        FitExample(candidates: [features(low), features(high)], nothing: nothing, label: 1))
      found.append(FitExample(candidates: [features(low)], nothing: nothing, label: nil))
    }
    return found
  }

  @Test func learnsWhatTellsTheRightAnswer() {
    let examples = Self.examples()
    let model = ModelFitter(regularisation: 0.01).fit(examples)
    #expect((model.candidateWeights["phrase_evidence"] ?? 0) > 0)
    let found = ModelFitter.evaluate(model, on: examples)
    #expect(found.accuracy == 1)
    #expect(found.rejected == 1)
  }

  @Test func fitsTheSameWeightsEveryTime() {
    let examples = Self.examples()
    let first = ModelFitter(regularisation: 0.1).fit(examples)
    let second = ModelFitter(regularisation: 0.1).fit(examples)
    #expect(first == second)
  }

  /// The intercept is left out of the penalty: however strong the regularisation, it still
  /// says how often the answer is nothing where no feature tells.
  @Test func theInterceptIsNotShrunk() throws {
    let width = ScoringModel.candidateFeatureNames.count
    var nothing = [Double](repeating: 0, count: ScoringModel.nothingFeatureNames.count)
    let bias = try #require(
      ScoringModel.nothingFeatureNames.firstIndex(of: ScoringModel.interceptName))
    nothing[bias] = 1
    let candidate = [Double](repeating: 0, count: width)
    let examples = (0..<40).map { step in
      FitExample(candidates: [candidate], nothing: nothing, label: step % 4 == 0 ? 0 : nil)
    }
    let model = ModelFitter(regularisation: 10).fit(examples)
    let fitted = try #require(model.nothingWeights[ScoringModel.interceptName])
    #expect(abs(fitted - log(3)) < 0.01)
  }

  @Test func strongerRegularisationGivesSmallerWeights() {
    let examples = Self.examples()
    let loose = ModelFitter(regularisation: 0.001).fit(examples)
    let tight = ModelFitter(regularisation: 1).fit(examples)
    #expect(
      abs(tight.candidateWeights["phrase_evidence"] ?? 0)
        < abs(loose.candidateWeights["phrase_evidence"] ?? 0))
  }

  /// Examples where the right candidate has the lower phrase evidence: the data says the
  /// evidence counts against an intent, which the feature's direction does not allow.
  static func contrary() throws -> [FitExample] {
    let width = ScoringModel.candidateFeatureNames.count
    let recall = try #require(ScoringModel.candidateFeatureNames.firstIndex(of: "recall"))
    func features(_ evidence: Double, recall said: Double) -> [Double] {
      var values = [Double](repeating: 0, count: width)
      values[0] = evidence
      values[recall] = said
      return values
    }
    let nothing = [1.0] + [Double](repeating: 0, count: ScoringModel.nothingFeatureNames.count - 1)
    return (0..<20).map { step in
      let high = 0.6 + Double(step % 5) * 0.08
      let low = 0.1 + Double(step % 3) * 0.1
      // The right one says more of its phrase but has less evidence.
      return FitExample(
        candidates: [features(high, recall: 0.2), features(low, recall: 0.9)], nothing: nothing,
        label: 1)
    }
  }

  @Test func aWeightTheDataPushesAcrossItsDirectionStaysAtZero() throws {
    #expect(ScoringModel.candidateFeatureDirections.first == .rising)
    let contrary = try Self.contrary()
    let model = ModelFitter(regularisation: 0.01).fit(contrary)
    #expect(model.candidateWeights["phrase_evidence"] == 0)
    #expect((model.candidateWeights["recall"] ?? 0) > 0)
    #expect(ModelFitter.evaluate(model, on: contrary).accuracy == 1)
  }

  @Test func everyFittedWeightKeepsItsFeaturesDirection() throws {
    for examples in [Self.examples(), try Self.contrary()] {
      let model = ModelFitter(regularisation: 0.001).fit(examples)
      let pairs =
        Array(zip(ScoringModel.candidateFeatureDirections, model.candidateVector))
        + Array(zip(ScoringModel.nothingFeatureDirections, model.nothingVector))
      #expect(pairs.allSatisfy { $0.allows($1) })
    }
  }

  @Test func directionsAllowTheirSideOfZero() {
    #expect(WeightDirection.rising.allows(0.5) && WeightDirection.rising.allows(0))
    #expect(!WeightDirection.rising.allows(-0.1))
    #expect(WeightDirection.falling.allows(-2) && !WeightDirection.falling.allows(0.1))
    #expect(WeightDirection.either.allows(-3) && WeightDirection.either.allows(3))
  }

  @Test func solvesASymmetricSystem() throws {
    let solution = try #require(ModelFitter.solve([[4, 2], [2, 3]], [2, 5]))
    #expect(abs(solution[0] - -0.5) < 1e-12)
    #expect(abs(solution[1] - 2) < 1e-12)
    #expect(ModelFitter.solve([[0, 0], [0, 1]], [1, 1]) == nil)
  }
}

@Suite struct ModelFitterMissesTests {
  @Test func namesTheExamplesAModelAnswersWrong() {
    let width = ScoringModel.candidateFeatureNames.count
    let nothingWidth = ScoringModel.nothingFeatureNames.count
    var strong = [Double](repeating: 0, count: width)
    strong[0] = 1
    let weak = [Double](repeating: 0, count: width)
    var nothing = [Double](repeating: 0, count: nothingWidth)
    nothing[0] = 1
    let model = ScoringModel(
      candidateWeights: ["phrase_evidence": 2], nothingWeights: ["bias": 1])
    var right = FitExample(candidates: [weak, strong], nothing: nothing, label: 1)
    right.text = "right"
    var wrongIntent = FitExample(candidates: [strong, weak], nothing: nothing, label: 1)
    wrongIntent.text = "wrong intent"
    var refusedWrongly = FitExample(candidates: [weak], nothing: nothing, label: 0)
    refusedWrongly.text = "refused"
    var matchedWrongly = FitExample(candidates: [strong], nothing: nothing, label: nil)
    matchedWrongly.text = "not refused"
    let misses = ModelFitter.misses(
      of: model, on: [right, wrongIntent, refusedWrongly, matchedWrongly])
    #expect(misses.map(\.text) == ["wrong intent", "refused", "not refused"])
  }
}

@Suite struct ModelFitterRefusalCurveTests {
  /// Requests of `evidence` each for the one candidate, or for nothing.
  static func examples(known: [Double], unknown: [Double]) -> [FitExample] {
    let width = ScoringModel.candidateFeatureNames.count
    var nothing = [Double](repeating: 0, count: ScoringModel.nothingFeatureNames.count)
    nothing[0] = 1
    func example(_ evidence: Double, label: Int?) -> FitExample {
      var features = [Double](repeating: 0, count: width)
      features[0] = evidence
      return FitExample(candidates: [features], nothing: nothing, label: label)
    }
    return known.map { example($0, label: 0) } + unknown.map { example($0, label: nil) }
  }

  static let model = ScoringModel(
    candidateWeights: ["phrase_evidence": 4], nothingWeights: ["bias": 1])

  @Test func refusesUnknownRequestsOfLessEvidenceThanTheKnownOnesKept() throws {
    // Twenty known requests, the weakest at 0.3; at 5 % one is refused, so the threshold is
    // the second weakest (0.35): unknown requests below it are refused, the one above is not.
    let known = [0.3] + (1...19).map { 0.3 + Double($0) * 0.05 }
    let examples = Self.examples(known: known, unknown: [0.1, 0.2, 0.32, 0.9])
    let curve = try #require(ModelFitter.refusalCurve(of: Self.model, on: examples))
    let point = try #require(
      curve.points.first { $0.knownRefused == RefusalCurve.chosenLevel })
    #expect(point.rejected == 0.75)
  }

  @Test func aSetWithoutBothKindsHasNoCurve() {
    #expect(
      ModelFitter.refusalCurve(of: Self.model, on: Self.examples(known: [0.5], unknown: []))
        == nil)
    #expect(
      ModelFitter.refusalCurve(of: Self.model, on: Self.examples(known: [], unknown: [0.5]))
        == nil)
  }
}

/// Fitting some weights with the others held: a feature added to weights already chosen.
@Suite struct ModelFitterHeldWeightsTests {
  @Test func onlyTheFreedWeightsMove() throws {
    let held = ScoringModel(
      candidateWeights: ["phrase_evidence": 0.5, "agreement": 0.25],
      nothingWeights: ["bias": 0.75])
    let fitter = ModelFitter(regularisation: 0.01, holding: held, freeing: ["recall"])
    let model = fitter.fit(try ModelFitterTests.contrary())
    #expect(model.candidateWeights["phrase_evidence"] == 0.5)
    #expect(model.candidateWeights["agreement"] == 0.25)
    #expect(model.nothingWeights["bias"] == 0.75)
    #expect((model.candidateWeights["recall"] ?? 0) > 0)
  }

  @Test func aFreedWeightKeepsItsDirection() throws {
    // The contrary data would weigh the evidence below 0, which its direction forbids.
    let held = ScoringModel(candidateWeights: ["recall": 1], nothingWeights: ["bias": 1])
    let fitter = ModelFitter(regularisation: 0.01, holding: held, freeing: ["phrase_evidence"])
    let model = fitter.fit(try ModelFitterTests.contrary())
    #expect(model.candidateWeights["phrase_evidence"] == 0)
    #expect(model.candidateWeights["recall"] == 1)
  }
}
