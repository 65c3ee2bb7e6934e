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

  /// The baseline's answers taken one utterance at a time, so that a benchmark can time each
  /// right after the matcher's answer to the same utterance: both then run in the same state of
  /// the machine, and their ratio does not move with what else the machine did between two
  /// passes.
  struct Tally {
    let model: TFIDFBaseline
    let rounds: Int
    private var durations: [UInt64] = []
    private var correct = 0
    private var inScope = 0
    private var rejected = 0
    private var outOfScope = 0
    private var known: [Double] = []
    private var unknown: [Double] = []

    init(_ model: TFIDFBaseline, rounds: Int) {
      self.model = model
      self.rounds = rounds
    }

    /// How many utterances are classified untimed first, so that the first timed ones do not
    /// pay for caches and allocations a warm run would not.
    static let warmUpCount = 20

    /// Classifies the first ``warmUpCount`` of `texts` untimed.
    func warm(on texts: [String]) {
      for text in texts.prefix(Self.warmUpCount) { _ = model.classify(text) }
    }

    /// Classifies `text`, whose expected label is `nil` when it must match nothing, timing it
    /// as the fastest of ``rounds``.
    mutating func classify(_ text: String, label: String?) {
      var found: (label: String, score: Double)?
      durations.append(Stopwatch.fastest(of: rounds) { found = model.classify(text) })
      let confidence = found?.score ?? -.infinity
      if let label {
        inScope += 1
        if found?.label == label { correct += 1 }
        known.append(confidence)
      } else {
        outOfScope += 1
        if found == nil { rejected += 1 }
        unknown.append(confidence)
      }
    }

    /// What the utterances classified so far measured.
    func report(buildNanoseconds: UInt64) -> BaselineReport {
      BaselineReport(
        accuracy: inScope > 0 ? Double(correct) / Double(inScope) : 0,
        rejected: outOfScope > 0 ? Double(rejected) / Double(outOfScope) : nil,
        latency: LatencySummary(nanoseconds: durations),
        buildMilliseconds: Double(buildNanoseconds) / 1e6,
        refusal: unknown.isEmpty ? nil : RefusalCurve(known: known, unknown: unknown))
    }
  }
}
