import ParleyMatcher

/// Measures the matcher on a catalog: build time, match latency, throughput, peak memory and
/// accuracy on noisy utterances drawn from the catalog itself.
///
/// ```swift
/// let catalog = CatalogGenerator(seed: 1).catalog(apps: 50, phrasesPerApp: 200, entities: 100_000)
/// let report = BenchmarkRunner(utterances: 5_000, seed: 2).run(catalog)
/// report.latency.p50  // microseconds
/// ```
public struct BenchmarkRunner: Sendable {
  /// What one benchmark run measured.
  public struct Report: Sendable {
    /// How many templates and entity names the catalog had.
    public var templates: Int
    /// The number of apps.
    public var apps: Int
    /// The number of vocabulary entries.
    public var entities: Int
    /// How long building the index took, in milliseconds.
    public var buildMilliseconds: Double
    /// Match latency.
    public var latency: LatencySummary
    /// The peak resident memory of the process in megabytes once the index is built and has
    /// matched its first utterances, before the baseline's vectors are built; `nil` if it could
    /// not be read.
    public var peakMegabytes: Double?
    /// How many utterances were matched.
    public var utterances: Int
    /// How many of them had their own template's intent as the best candidate.
    public var correct: Int
    /// The utterances whose best candidate was not their template's intent, in the order
    /// drawn.
    public var misses: [Miss] = []
    /// The TF-IDF baseline on the same utterances, when it was asked for.
    public var baseline: BaselineReport?

    /// The share of utterances matched to the intent they came from, 0…1.
    public var accuracy: Double { utterances > 0 ? Double(correct) / Double(utterances) : 0 }
  }

  /// A noisy utterance matched wrongly: the intent it was drawn from and what matched instead.
  public struct Miss: Sendable {
    /// The utterance and the template it was drawn from.
    public var sample: UtteranceGenerator.Sample
    /// The best candidate's app and intent, or `nil` when nothing matched.
    public var matched: (app: String, intent: String)?
    /// The best candidate's score, 0 when nothing matched.
    public var score: Double
    /// The runner-up's app, intent and score, when another intent matched too.
    public var runnerUp: (app: String, intent: String, score: Double)?
  }

  /// How many utterances to match.
  public var utterances: Int
  /// The seed of the utterance generator.
  public var seed: UInt64
  /// How many times each utterance is matched; its fastest time counts (see ``Stopwatch``).
  public var rounds: Int
  /// Whether the TF-IDF baseline (``TFIDFBaseline``) is measured on the same utterances.
  public var baseline: Bool

  /// Creates a runner.
  public init(utterances: Int = 2_000, seed: UInt64 = 2, rounds: Int = 3, baseline: Bool = false) {
    self.utterances = utterances
    self.seed = seed
    self.rounds = rounds
    self.baseline = baseline
  }

  /// Builds an index of `catalog`, matches generated utterances and reports the numbers.
  public func run(_ catalog: MatcherCatalog) -> Report {
    let (index, buildNanoseconds) = Stopwatch.time { PhraseIndex(catalog: catalog) }
    var generator = UtteranceGenerator(catalog: catalog, seed: seed)
    let samples = generator.samples(utterances)
    for sample in samples.prefix(50) { _ = index.match(sample.text) }
    // The matcher's own peak, before the baseline's vectors are built.
    let peak = PeakMemory.megabytes()
    // The baseline, timed on each utterance right after the matcher.
    var baselineTally: BaselineReport.Tally?
    var baselineBuild: UInt64 = 0
    if baseline {
      let (model, nanoseconds) = Stopwatch.time {
        TFIDFBaseline(
          phrases: catalog.templates.map {
            (Self.label($0.app, $0.intent), TFIDFBaseline.text(of: $0))
          })
      }
      baselineTally = BaselineReport.Tally(model, rounds: rounds)
      baselineTally?.warm(on: samples.map(\.text))
      baselineBuild = nanoseconds
    }
    let options = MatchOptions()
    var durations: [UInt64] = []
    durations.reserveCapacity(samples.count)
    var correct = 0
    var misses: [Miss] = []
    for sample in samples {
      var result: MatchResult?
      durations.append(
        Stopwatch.fastest(of: rounds) { result = index.match(sample.text, options: options) })
      baselineTally?.classify(sample.text, label: Self.label(sample.app, sample.intent))
      if let best = result?.best, best.app == sample.app, best.intent == sample.intent {
        correct += 1
      } else {
        let best = result?.best
        let second = result?.candidates.dropFirst().first
        misses.append(
          Miss(
            sample: sample, matched: best.map { ($0.app, $0.intent) }, score: best?.score ?? 0,
            runnerUp: second.map { ($0.app, $0.intent, $0.score) }))
      }
    }
    return Report(
      templates: catalog.templates.count, apps: catalog.apps.count,
      entities: catalog.vocabularies.reduce(0) { $0 + $1.entries.count },
      buildMilliseconds: Double(buildNanoseconds) / 1e6,
      latency: LatencySummary(nanoseconds: durations), peakMegabytes: peak,
      utterances: samples.count, correct: correct, misses: misses,
      baseline: baselineTally?.report(buildNanoseconds: baselineBuild))
  }

  private static func label(_ app: String, _ intent: String) -> String {
    app + "\u{1F}" + intent
  }
}
