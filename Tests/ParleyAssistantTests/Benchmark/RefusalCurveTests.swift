import Testing

@testable import ParleyAssistant

@Suite struct RefusalCurveTests {
  @Test func readsTheUnknownRowsRefusedAtEachShareOfKnownRowsRefused() {
    // 100 known rows with confidences 0.00, 0.01, …, 0.99.
    let known = (0..<100).map { Double($0) / 100 }
    let unknown = [0.0, 0.02, 0.04, 0.06, 0.08, 0.5, 0.9, -.infinity]
    let curve = RefusalCurve(known: known, unknown: unknown)
    let levels: [Double] = curve.points.map { $0.knownRefused }
    let thresholds: [Double] = curve.points.map { $0.threshold }
    let rejected: [Double] = curve.points.map { $0.rejected }
    let expectedLevels: [Double] = [0.01, 0.05, 0.10]
    let expectedRejected: [Double] = [0.25, 0.5, 0.75]
    #expect(levels == expectedLevels)
    #expect(thresholds == expectedLevels)
    // Below 0.01: 0.0 and -infinity; below 0.05: also 0.02, 0.04; below 0.1: also 0.06, 0.08.
    #expect(rejected == expectedRejected)
  }

  @Test func isEmptyWithoutBothKindsOfRows() {
    #expect(RefusalCurve(known: [], unknown: [1]).points.isEmpty)
    #expect(RefusalCurve(known: [1], unknown: []).points.isEmpty)
  }
}
