import ParleyAssistant
import ParleyMatcher
import Testing

@testable import ParleyCLI

/// `parley fit` keeps the weights already in its output file when the new fit falls below them
/// on a dev set: what it compares by.
@Suite struct FitComparisonTests {
  /// Requests whose right candidate has high phrase evidence (0.6 to 0.9), and requests for
  /// nothing whose only candidate has low evidence (0.1 to 0.3).
  static func examples() -> [FitExample] {
    let width = ScoringModel.candidateFeatureNames.count
    let evidence = { (value: Double) in [value] + Array(repeating: 0.0, count: width - 1) }
    let nothing = [1.0] + Array(repeating: 0.0, count: ScoringModel.nothingFeatureNames.count - 1)
    let known = [0.6, 0.7, 0.8, 0.9].map { high in
      FitExample(candidates: [evidence(0.2), evidence(high)], nothing: nothing, label: 1)
    }
    let unknown = [0.1, 0.2, 0.3].map { low in
      FitExample(candidates: [evidence(low)], nothing: nothing, label: nil)
    }
    return known + unknown
  }

  /// Weights that answer the high evidence and, with `bias`, refuse the low.
  static func model(bias: Double) -> ScoringModel {
    ScoringModel(
      candidateWeights: [ScoringModel.candidateFeatureNames[0]: 10],
      nothingWeights: [ScoringModel.interceptName: bias])
  }

  /// The numbers of `model` on each set of `dev`, as `fit` reads those of the weights kept.
  static func numbers(
    _ model: ScoringModel, _ dev: [(name: String, examples: [FitExample])]
  ) -> FitCommand.DevNumbers {
    dev.map { FitCommand.numbers(of: model, on: $0.examples) }
  }

  @Test func aFitThatRefusesLessFallsShort() {
    let refusing = Self.model(bias: 5)
    let answering = Self.model(bias: 0)
    let dev = [(name: "corpus dev unknown", examples: Self.examples())]
    let lines = FitCommand.shortfalls(of: answering, against: Self.numbers(refusing, dev), on: dev)
    #expect(lines == ["corpus dev unknown refused 0.0% (100.0% kept)"])
    #expect(
      FitCommand.shortfalls(of: refusing, against: Self.numbers(answering, dev), on: dev).isEmpty)
  }

  @Test func theSameWeightsFallShortOfNothing() {
    let model = Self.model(bias: 5)
    let dev = [(name: "corpus dev", examples: Self.examples())]
    #expect(FitCommand.shortfalls(of: model, against: Self.numbers(model, dev), on: dev).isEmpty)
  }
}
