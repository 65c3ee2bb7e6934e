import Foundation
import ParleyAssistant
import ParleyMatcher

/// `parley bench`: matcher latency, build time, memory and accuracy on the bundled apps, on a
/// generated catalog of a given size, or on a corpus of `intent<TAB>text` files.
///
/// ```
/// $ parley bench --apps 50 --phrases 200 --entities 100000
/// catalog: 50 apps, 10000 phrases, 100000 entity names
/// build: 812.3 ms
/// ...
/// ```
struct BenchCommand: Command {
  let name = "bench"
  let abstract = "Measure the matcher: latency, build time, memory and accuracy."
  let usage =
    "bench [--apps N] [--phrases N] [--entities N] [--utterances N] [--json] | "
    + "bench --phrases-dir DIR [--utterances N] [--json] | "
    + "bench --phrases-file FILE --utterances-file FILE [--perturb typo|drop|insert] [--json] | "
    + "bench --check [--corpus FILE…]"
  let discussion = """
    With no size flags the catalog of {apps} is measured; with --apps, --phrases (per app) \
    or --entities a catalog of that size is generated (defaults 10 apps, 100 phrases per app, \
    1000 entity names). With --phrases-dir the catalog is {apps} with the phrase files in DIR     (or one file), and the time to read them and build the catalog is measured too.     Utterances are drawn from the catalog with typos, fillers, reordering \
    and left-out words. Each utterance is matched three times and its fastest time counts, so \
    another process taking the core mid-match does not count as matcher time. With --phrases-file and --utterances-file, both `intent<TAB>text` \
    files, the matcher is evaluated on a corpus; the intent `nothing` marks a request that \
    must match nothing, and the accuracy had nothing been refused is shown beside the \
    accuracy ("answering every request"); --perturb changes one word of each utterance first (seeded by \
    --seed), and where rows must match nothing the refusal curve of the matcher (and of the \
    baseline) is shown: the share of them refused at the thresholds that refuse 1 %, 5 % and \
    10 % of the known rows. --check re-measures the dev sets the scoring model's weights file \
    records (the suites' dev lines; with --corpus, the corpus's too) and fails when one falls \
    more than a point below. Use a release build (`swift build -c release`) for real numbers.
    """
  /// The largest generated catalog and utterance count: past these a run would take hours or
  /// more memory than a machine has, instead of measuring anything.
  static let limits = (apps: 1_000, phrases: 1_000, entities: 1_000_000, utterances: 1_000_000)

  let options: [OptionSpec] = [
    .value("apps", "N", "Generate a catalog with N apps (at most \(Self.limits.apps))."),
    .value(
      "phrases", "N", "Phrases per app in the generated catalog (at most \(Self.limits.phrases))."),
    .value(
      "entities", "N",
      "Entity names in the generated catalog, spread over entity slots "
        + "(at most \(Self.limits.entities))."),
    .value(
      "utterances", "N",
      "How many noisy utterances to match (default 2000, at most \(Self.limits.utterances))."),
    .value("seed", "N", "The seed of the generated catalog and utterances (default 1)."),
    .value(
      "phrases-dir", "DIR",
      "Measure the apps with the *.phrases files in DIR (a folder or file), loading included."),
    .value("phrases-file", "FILE", "A corpus file of `intent<TAB>phrase` lines."),
    .value("utterances-file", "FILE", "A corpus file of `intent<TAB>utterance` lines."),
    .value(
      "perturb", "KIND",
      "With a corpus: change one word of each utterance first: typo, drop or insert."),
    .flag(
      "check",
      "Re-measure the scoring model's dev sets and fail when one falls below what its weights "
        + "file records."),
    .value(
      "corpus", "FILE",
      "With --check: a corpus training pool the weights were fitted on (repeat for several)."),
    .flag("json", "Print one JSON object instead of text."),
    .flag(
      "errors",
      "Also list each utterance matched wrongly: the intent it says, what matched instead "
        + "with its score, the runner-up, and the utterance."),
    .flag(
      "baseline",
      "Also run TF-IDF nearest phrase (words and letter n-grams) on the same catalog and "
        + "utterances, side by side with the ratios."),
    SpokenBench.spokenOption, SpokenTest.voiceOption, SpokenTest.speechModelOption,
  ]

  func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
    if arguments.flag("check") { return try await check(arguments, context: context) }
    if arguments.flag("spoken") { return try await SpokenBench.run(arguments, context: context) }
    let phrasesFile = arguments.value("phrases-file")
    let utterancesFile = arguments.value("utterances-file")
    if phrasesFile != nil || utterancesFile != nil {
      guard let phrasesFile, let utterancesFile else {
        throw UsageError("--phrases-file and --utterances-file must be given together.")
      }
      var perturbation: Perturbation?
      if let kind = arguments.value("perturb") {
        guard let found = Perturbation(rawValue: kind) else {
          throw UsageError("--perturb takes typo, drop or insert, not '\(kind)'.")
        }
        perturbation = found
      }
      return corpus(
        phrasesFile, utterancesFile, perturbation: perturbation,
        seed: UInt64(try arguments.positiveInteger("seed") ?? 1), arguments: arguments,
        context: context)
    }
    let seed = UInt64(try arguments.positiveInteger("seed") ?? 1)
    let apps = try arguments.positiveInteger("apps", atMost: Self.limits.apps)
    let phrases = try arguments.positiveInteger("phrases", atMost: Self.limits.phrases)
    let entities = try arguments.positiveInteger("entities", atMost: Self.limits.entities)
    let catalog: MatcherCatalog
    var loadMilliseconds: Double?
    if let directory = arguments.value("phrases-dir") {
      guard apps == nil, phrases == nil, entities == nil else {
        throw UsageError(
          "--phrases-dir measures phrase files; it takes no --apps, --phrases or --entities.")
      }
      let start = DispatchTime.now().uptimeNanoseconds
      let loaded = try context.selecting(
        arguments, from: AppPhraseFile.apps(context.apps, withPhrasesIn: [directory]))
      catalog = try await AppCatalog.load(loaded, locale: arguments.value("locale")).matcherCatalog
      loadMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    } else if apps != nil || phrases != nil || entities != nil {
      catalog = CatalogGenerator(seed: seed).catalog(
        apps: apps ?? 10, phrasesPerApp: phrases ?? 100, entities: entities ?? 1000)
    } else {
      catalog = try await bundledMatcherCatalog(context: context, arguments: arguments)
    }
    let runner = BenchmarkRunner(
      utterances: try arguments.positiveInteger("utterances", atMost: Self.limits.utterances)
        ?? 2000, seed: seed &+ 1,
      baseline: arguments.flag("baseline"))
    let report = runner.run(catalog)
    if arguments.flag("json") {
      context.console.out(
        jsonText([
          "schema": 1, "build_ms": rounded(report.buildMilliseconds),
          "load_ms": loadMilliseconds.map(rounded) ?? NSNull(),
          "p50_us": rounded(report.latency.p50), "p99_us": rounded(report.latency.p99),
          "max_us": rounded(report.latency.max), "per_second": rounded(report.latency.perSecond),
          "peak_rss_mb": report.peakMegabytes.map(rounded) ?? NSNull(),
          "accuracy": (report.accuracy * 10000).rounded() / 10000,
          "baseline": report.baseline.map(json) ?? NSNull(),
        ]))
    } else {
      let memory = report.peakMegabytes.map { String(format: "%.1f MB", $0) } ?? "unknown"
      if let loadMilliseconds {
        context.console.out(
          "load: \(String(format: "%.1f ms", loadMilliseconds)) (phrase files read, catalog built)")
      }
      context.console.out(
        """
        catalog: \(report.apps) apps, \(report.templates) phrases, \(report.entities) entity names
        build: \(String(format: "%.1f ms", report.buildMilliseconds))
        match latency: \(Self.latency(report.latency)) (fastest of \(runner.rounds) runs each)
        throughput: \(String(format: "%.0f", report.latency.perSecond)) matches/s
        peak memory: \(memory)
        accuracy: \(String(format: "%.1f%%", report.accuracy * 100)) \
        (\(report.correct) of \(report.utterances) noisy utterances)
        """)
      if let baseline = report.baseline {
        context.console.out(
          Self.comparison(
            accuracy: report.accuracy, latency: report.latency,
            buildMilliseconds: report.buildMilliseconds, baseline: baseline))
      }
      if arguments.flag("errors") {
        func scored(_ app: String, _ intent: String, _ score: Double) -> String {
          "\(app) \(intent) \(String(format: "%.2f", score))"
        }
        for miss in report.misses {
          let matched = miss.matched.map { scored($0.app, $0.intent, miss.score) }
          let second = miss.runnerUp.map { scored($0.app, $0.intent, $0.score) }
          context.console.out(
            "\(miss.sample.app) \(miss.sample.intent)\t\(matched ?? "(nothing)")\t"
              + "\(second ?? "-")\t\(miss.sample.text)")
        }
      }
    }
    return .success
  }

  private func corpus(
    _ phrasesFile: String, _ utterancesFile: String, perturbation: Perturbation?,
    seed: UInt64, arguments: ParsedArguments, context: CommandContext
  ) -> ExitCode {
    let report: CorpusEvaluation.Report
    do {
      report = try CorpusEvaluation.run(
        phrasesFile: phrasesFile, utterancesFile: utterancesFile,
        baseline: arguments.flag("baseline"), perturbation: perturbation, seed: seed)
    } catch {
      context.console.err("\(error)")
      return .badInput
    }
    if arguments.flag("json") {
      context.console.out(
        jsonText([
          "schema": 1, "accuracy": (report.accuracy * 10000).rounded() / 10000,
          "answering_all": (report.answeringAll * 10000).rounded() / 10000,
          "rejected": report.rejected.map { ($0 * 10000).rounded() / 10000 } ?? NSNull(),
          "p50_us": rounded(report.latency.p50), "p99_us": rounded(report.latency.p99),
          "build_ms": rounded(report.buildMilliseconds),
          "refusal": report.refusal.map(Self.json) ?? NSNull(),
          "baseline": report.baseline.map(json) ?? NSNull(),
        ]))
    } else {
      let rejected =
        report.rejected.map { String(format: "%.1f%%", $0 * 100) }
        ?? "n/a (no 'nothing' rows)"
      context.console.out(
        """
        phrases: \(report.phrases) for \(report.intents) intents
        accuracy: \(String(format: "%.1f%%", report.accuracy * 100)) of \(report.inScope) \
        in-scope utterances
        answering every request: \(String(format: "%.1f%%", report.answeringAll * 100)) \
        (none refused: the likeliest intent, also when nothing matched)
        rejected: \(rejected)
        match latency: \(Self.latency(report.latency)) (fastest of 3 runs each)
        build: \(String(format: "%.1f ms", report.buildMilliseconds))
        """)
      if let baseline = report.baseline {
        context.console.out(
          Self.comparison(
            accuracy: report.accuracy, answeringAll: report.answeringAll, latency: report.latency,
            buildMilliseconds: report.buildMilliseconds, baseline: baseline))
      }
      if let refusal = report.refusal {
        context.console.out(Self.refusalLines(refusal, baseline: report.baseline?.refusal))
      }
      if arguments.flag("errors") {
        for miss in report.errors {
          let matched = miss.matched.map { "\($0) \(String(format: "%.2f", miss.score))" }
          let second = miss.runnerUp.map { "\($0.intent) \(String(format: "%.2f", $0.score))" }
          context.console.out(
            "\(miss.row.intent)\t\(matched ?? "(nothing)")\t\(second ?? "-")\t\(miss.row.text)")
        }
      }
    }
    return .success
  }

  /// The matcher and the baseline side by side, with the matcher's value over the baseline's.
  static func comparison(
    accuracy: Double, answeringAll: Double? = nil, latency: LatencySummary,
    buildMilliseconds: Double, baseline: BaselineReport
  ) -> String {
    func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }
    func micro(_ value: Double) -> String { String(format: "%.1f µs", value) }
    func milli(_ value: Double) -> String { String(format: "%.1f ms", value) }
    func ratio(_ ours: Double, _ theirs: Double) -> String {
      theirs > 0 ? String(format: "%.2f×", ours / theirs) : "—"
    }
    var rows: [(String, String, String, String)] = [
      (
        "accuracy", percent(accuracy), percent(baseline.accuracy),
        ratio(accuracy, baseline.accuracy)
      )
    ]
    // The baseline refuses next to nothing: its accuracy is one of answering every request.
    if let answeringAll {
      rows.append(
        (
          "answer all", percent(answeringAll), percent(baseline.accuracy),
          ratio(answeringAll, baseline.accuracy)
        ))
    }
    rows += [
      (
        "p50", micro(latency.p50), micro(baseline.latency.p50),
        ratio(latency.p50, baseline.latency.p50)
      ),
      (
        "p99", micro(latency.p99), micro(baseline.latency.p99),
        ratio(latency.p99, baseline.latency.p99)
      ),
      (
        "build", milli(buildMilliseconds), milli(baseline.buildMilliseconds),
        ratio(buildMilliseconds, baseline.buildMilliseconds)
      ),
    ]
    let header = ("", "matcher", "TF-IDF", "ratio")
    func line(_ row: (String, String, String, String)) -> String {
      row.0.padding(toLength: 10, withPad: " ", startingAt: 0)
        + String(repeating: " ", count: max(0, 12 - row.1.count)) + row.1
        + String(repeating: " ", count: max(0, 12 - row.2.count)) + row.2
        + String(repeating: " ", count: max(0, 9 - row.3.count)) + row.3
    }
    return
      (["baseline: TF-IDF nearest phrase (words, letter 3- and 4-grams), same utterances"]
      + ([header] + rows).map(line)).joined(separator: "\n")
  }

  private func json(_ baseline: BaselineReport) -> [String: Any] {
    [
      "accuracy": (baseline.accuracy * 10000).rounded() / 10000,
      "rejected": baseline.rejected.map { ($0 * 10000).rounded() / 10000 } ?? NSNull(),
      "p50_us": rounded(baseline.latency.p50), "p99_us": rounded(baseline.latency.p99),
      "build_ms": rounded(baseline.buildMilliseconds),
      "refusal": baseline.refusal.map(Self.json) ?? NSNull(),
    ]
  }

  private static func json(_ curve: RefusalCurve) -> [[String: Any]] {
    curve.points.map {
      ["known_refused": $0.knownRefused, "rejected": ($0.rejected * 10000).rounded() / 10000]
    }
  }

  /// The refusal curve, beside the baseline's when there is one.
  static func refusalLines(_ curve: RefusalCurve, baseline: RefusalCurve?) -> String {
    var lines = ["refusal: 'nothing' rows refused when a threshold refuses a share of known rows"]
    for (place, point) in curve.points.enumerated() {
      var line =
        String(format: "  %2.0f%% of known refused", point.knownRefused * 100)
        + String(format: "  matcher %5.1f%%", point.rejected * 100)
      if let theirs = baseline?.points[place] {
        line += String(format: "  TF-IDF %5.1f%%", theirs.rejected * 100)
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  private static func latency(_ summary: LatencySummary) -> String {
    String(
      format: "p50 %.1f µs, p99 %.1f µs, max %.1f µs", summary.p50, summary.p99, summary.max)
  }

  private func rounded(_ value: Double) -> Double {
    (value * 10).rounded() / 10
  }
}
