/// Percentiles of a set of measured durations.
public struct LatencySummary: Sendable, Equatable {
  /// The median, in microseconds.
  public var p50: Double
  /// The 99th percentile, in microseconds.
  public var p99: Double
  /// The slowest, in microseconds.
  public var max: Double
  /// How many operations ran per second, from the total time.
  public var perSecond: Double

  /// Summarises durations given in nanoseconds; all zero when there are none.
  public init(nanoseconds: [UInt64]) {
    guard !nanoseconds.isEmpty else {
      self.init(p50: 0, p99: 0, max: 0, perSecond: 0)
      return
    }
    let sorted = nanoseconds.sorted()
    func percentile(_ share: Double) -> Double {
      let rank = Int((share * Double(sorted.count - 1)).rounded())
      return Double(sorted[rank]) / 1000
    }
    let total = sorted.reduce(0.0) { $0 + Double($1) }
    self.init(
      p50: percentile(0.5), p99: percentile(0.99), max: Double(sorted[sorted.count - 1]) / 1000,
      perSecond: total > 0 ? Double(sorted.count) / (total / 1e9) : 0)
  }

  /// Creates a summary from its values.
  public init(p50: Double, p99: Double, max: Double, perSecond: Double) {
    self.p50 = p50
    self.p99 = p99
    self.max = max
    self.perSecond = perSecond
  }
}
