import Testing

@testable import ParleyCLI

/// The values `parley tune` tries beside a setting's, by its domain, and when a value it
/// tried falls short.
@Suite struct TuneStepsTests {
  @Test func aShareMovesByATenthOrByHalfWhereItIsSmall() {
    #expect(TuneCommand.steps(from: 0.4, in: .share) == [0.3, 0.5])
    #expect(TuneCommand.steps(from: 0.05, in: .share) == [0.025, 0.075])
    // Never out of its domain: 0.95 has only the step below, 0 only the step above.
    #expect(TuneCommand.steps(from: 0.95, in: .share) == [0.85])
    #expect(TuneCommand.steps(from: 0, in: .share) == [0.01])
  }

  @Test func otherNumbersMoveByAQuarterAndCountsByOne() {
    #expect(TuneCommand.steps(from: 0.8, in: .positive) == [0.6, 1])
    #expect(TuneCommand.steps(from: -1, in: .real) == [-1.25, -0.75])
    #expect(TuneCommand.steps(from: 3, in: .count) == [2, 4])
    #expect(TuneCommand.steps(from: 1, in: .count) == [2])
  }

  @Test func aValueFallsShortWhenASetFallsByMoreThanAPoint() {
    let current = TuneCommand.Measure(
      score: 0.6, sets: ["dev": ["accuracy": 0.8, "rejected": 0.4, "rows": 100]])
    let close = TuneCommand.Measure(
      score: 0.61, sets: ["dev": ["accuracy": 0.795, "rejected": 0.45, "rows": 100]])
    let far = TuneCommand.Measure(
      score: 0.62, sets: ["dev": ["accuracy": 0.78, "rejected": 0.5, "rows": 100]])
    #expect(TuneCommand.fallsShort(close, of: current).isEmpty)
    #expect(TuneCommand.fallsShort(far, of: current) == ["dev accuracy"])
  }
}
