/// What the TF-IDF baseline (``TFIDFBaseline``) measured on a set of utterances.
public struct BaselineReport: Sendable {
  /// The share of utterances with an intent that it matched to that intent, 0…1.
  public var accuracy: Double
  /// The share of utterances that must match nothing that it left unmatched, or `nil` when
  /// there are none.
  public var rejected: Double?
  /// Match latency.
  public var latency: LatencySummary
  /// How long building its vectors took, in milliseconds.
  public var buildMilliseconds: Double
  /// Its refusal curve over its similarities, when some utterances must match nothing.
  public var refusal: RefusalCurve?

  /// Classifies each utterance, whose expected label is `nil` when it must match nothing,
  /// timing each as the fastest of `rounds`.
  static func measure(
    _ model: TFIDFBaseline, buildNanoseconds: UInt64, rounds: Int,
    utterances: [(text: String, label: String?)]
  ) -> BaselineReport {
    for utterance in utterances.prefix(20) { _ = model.classify(utterance.text) }
    var durations: [UInt64] = []
    durations.reserveCapacity(utterances.count)
    var correct = 0
    var inScope = 0
    var rejected = 0
    var outOfScope = 0
    var known: [Double] = []
    var unknown: [Double] = []
    for utterance in utterances {
      var found: (label: String, score: Double)?
      durations.append(Stopwatch.fastest(of: rounds) { found = model.classify(utterance.text) })
      let confidence = found?.score ?? -.infinity
      if let label = utterance.label {
        inScope += 1
        if found?.label == label { correct += 1 }
        known.append(confidence)
      } else {
        outOfScope += 1
        if found == nil { rejected += 1 }
        unknown.append(confidence)
      }
    }
    return BaselineReport(
      accuracy: inScope > 0 ? Double(correct) / Double(inScope) : 0,
      rejected: outOfScope > 0 ? Double(rejected) / Double(outOfScope) : nil,
      latency: LatencySummary(nanoseconds: durations),
      buildMilliseconds: Double(buildNanoseconds) / 1e6,
      refusal: unknown.isEmpty ? nil : RefusalCurve(known: known, unknown: unknown))
  }
}
