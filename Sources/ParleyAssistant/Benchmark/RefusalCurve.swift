/// How well a matcher's confidence tells requests it knows from requests no app does: at the
/// confidence thresholds that refuse a given share of the known requests, the share of the
/// unknown requests refused too.
///
/// A matcher and a baseline compared at the same cost in refused known requests, so neither
/// wins by a threshold tuned to one corpus.
///
/// ```swift
/// let curve = RefusalCurve(known: [0.9, 0.8, 0.2], unknown: [0.1, 0.5])
/// curve.points.map(\.rejected)  // the share of unknown rows under each threshold
/// ```
public struct RefusalCurve: Sendable, Equatable {
  /// The shares of known requests refused that the curve is read at.
  public static let levels = [0.01, 0.05, 0.10]
  /// The level a single number of the curve is read at, where one is wanted (a fit's dev
  /// score): a twentieth of known requests refused, the point the matcher's refusal of
  /// requests no app does is judged at, and the middle of ``levels``. Not tuned: a choice of
  /// which point of the curve to report.
  public static let chosenLevel = levels[1]

  /// One point of the curve.
  public struct Point: Sendable, Equatable {
    /// The share of known requests refused.
    public var knownRefused: Double
    /// The confidence below which a request is refused.
    public var threshold: Double
    /// The share of unknown requests refused at that threshold.
    public var rejected: Double
  }

  /// The curve at each of ``levels``; empty when either list is empty.
  public var points: [Point]

  /// The point at ``chosenLevel``, `nil` when the curve is empty.
  public var atChosenLevel: Point? { points.first { $0.knownRefused == Self.chosenLevel } }

  /// The curve of the confidences of known and unknown requests (a request with no
  /// candidate at all has confidence `-infinity`).
  public init(known: [Double], unknown: [Double]) {
    guard !known.isEmpty, !unknown.isEmpty else {
      points = []
      return
    }
    let sorted = known.sorted()
    points = Self.levels.map { level in
      // The threshold refuses the `level` share of known rows: those strictly below it.
      let count = Int((level * Double(sorted.count)).rounded(.down))
      let threshold = count < sorted.count ? sorted[count] : .infinity
      let rejected = unknown.filter { $0 < threshold }.count
      return Point(
        knownRefused: level, threshold: threshold,
        rejected: Double(rejected) / Double(unknown.count))
    }
  }
}
