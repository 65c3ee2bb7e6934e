import Foundation
import ParleyAssistant
import ParleyMatcher

/// `parley tune`: chooses the matcher's settings (``MatcherSettings``) on the dev sets, one
/// setting at a time, with the scoring model's weights held, and writes the settings file with
/// the dev numbers it reached.
///
/// ```
/// $ parley tune --corpus ../shared/datasets/hwu64/train.tsv Phrases
/// as they are: dev score 0.6479
/// recall_weight 0.4: 0.3 scores 0.6431, 0.5 scores 0.6462; kept
/// …
/// ```
struct TuneCommand: Command {
  let name = "tune"
  let abstract = "Choose the matcher's settings on the dev sets and write its settings file."
  let usage = "tune --corpus FILE [--corpus FILE…] [--output FILE] [--only SETTING…] [PATH…]"
  let discussion = """
    Measures the dev sets `parley fit` chooses its weights on (the corpora's training pools \
    given and the suites in PATH…, default Phrases; see `parley help fit`) with the settings \
    in the output file (default Sources/ParleyMatcher/Resources/ScoringSettings.json), then \
    tries each setting in turn a step below and a step above its value, the others and the \
    weights held: a share by a tenth (by half where it is below a fifth), a power by a \
    quarter, any other number by a quarter of its size, a count by one. A value is taken when \
    it raises the dev score (the mean of the sets' accuracies and refused shares) by at least \
    a tenth of a point, no set's number falls by more than a point, and no more lines of the \
    suites and transcripts in PATH… fail than before. The settings are tried in turn, round \
    after round, until each has kept its value since the last change, two rounds at most. \
    Each value is measured in a process of its own, run with PARLEY_SCORING_SETTINGS naming \
    the trial's file. Settings that bound the work done for a request are left as they are: \
    `parley bench` measures what they cost. The same data gives the same file. After a \
    change, `parley fit` refits the weights to the new settings.
    """

  /// The least rise of the dev score a value must bring to be taken: a tenth of a point of
  /// the mean, above the noise of a few requests.
  static let leastGain = 0.001
  /// How far one set's number may fall when a value is taken: a point, as `parley fit` allows.
  static let tolerance = 0.01
  /// How many rounds over the settings are made at most.
  static let rounds = 2
  /// A share's step: a tenth, or half the share where it is below a fifth (at least a
  /// hundredth), so a small share moves by its own size.
  static let shareStep = 0.1
  static let smallShare = 0.2
  static let leastShareStep = 0.01
  /// The step of a power or any other number, as a share of its size: a quarter.
  static let relativeStep = 0.25
  /// The least step of a number that may take any value.
  static let leastRealStep = 0.25

  let options: [OptionSpec] = [
    FitCommand.corpusOption,
    .value(
      "output", "FILE",
      "The settings file read and written (default "
        + "Sources/ParleyMatcher/Resources/ScoringSettings.json)."),
    .value("only", "SETTING", "Try only this setting (repeat for several)."),
  ]

  /// One measure of the dev sets: the dev score and each set's numbers, by name.
  struct Measure {
    var score: Double
    var sets: [String: [String: Double]]
  }

  func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
    let corpora = arguments.allValues("corpus")
    guard !corpora.isEmpty else {
      throw UsageError("tune needs --corpus FILE: an intent corpus's training pool.")
    }
    let only = arguments.allValues("only")
    if let unknown = only.first(where: { MatcherSettings.domain(of: $0) == nil }) {
      throw UsageError(
        "Unknown setting '\(unknown)'. Settings: \(MatcherSettings.names.joined(separator: ", ")).")
    }
    let output = arguments.value("output") ?? "Sources/ParleyMatcher/Resources/ScoringSettings.json"
    var values: [String: Double]
    guard let data = FileManager.default.contents(atPath: output) else {
      context.console.err("Error: \(MatcherSettingsError.unreadable(output))")
      return .badInput
    }
    do {
      values = try MatcherSettings(json: data).values
    } catch let error as MatcherSettingsError {
      context.console.err("Error: \(MatcherSettingsError.inFile(output, error))")
      return .badInput
    }
    // The corpora and suites are read here first, so a bad file is said as `fit` says it.
    guard try await FitCommand.data(corpora, arguments, context: context) != nil else {
      return .badInput
    }
    guard let program = Bundle.main.executablePath else {
      context.console.err("Error: cannot find this program's own path to measure the settings.")
      return .failure
    }
    let trial = TuneTrial(
      program: program, corpora: corpora, paths: arguments.positionals,
      folder: FileManager.default.temporaryDirectory.appendingPathComponent(
        "parley-tune-\(ProcessInfo.processInfo.processIdentifier)"))
    defer { trial.cleanUp() }
    var current: Measure
    var failing: Int?
    do {
      current = try trial.measure(values)
      failing = try trial.failingLines(values)
    } catch let error as TuneError {
      context.console.err("Error: \(error.message)")
      return .failure
    }
    context.console.out(
      "as they are: dev score \(Self.score(current.score))"
        + (failing.map { ", \($0) suite lines failing" } ?? ", no suites to run"))
    let searched = (only.isEmpty ? MatcherSettings.names : only.sorted()).filter {
      MatcherSettings.domain(of: $0) != .limit
    }
    var changed: [String: (from: Double, to: Double)] = [:]
    var tried = 0
    // Settings in turn, round after round, until every one has been tried, and kept, since
    // the last change (each then measured with all the others as they end), or the rounds are
    // done.
    var sinceChange = 0
    for name in (0..<Self.rounds).flatMap({ _ in searched }) where sinceChange < searched.count {
      guard let value = values[name], let domain = MatcherSettings.domain(of: name) else {
        continue
      }
      var reports: [String] = []
      var taken: (value: Double, measure: Measure, failing: Int?)?
      for step in Self.steps(from: value, in: domain) {
        var trying = values
        trying[name] = step
        tried += 1
        let found: Measure
        do {
          found = try trial.measure(trying)
        } catch let error as TuneError {
          reports.append("\(Self.formatted(step)) not measured (\(error.message))")
          continue
        }
        reports.append("\(Self.formatted(step)) scores \(Self.score(found.score))")
        let best = taken?.measure.score ?? current.score + Self.leastGain
        if found.score >= best, Self.fallsShort(found, of: current).isEmpty {
          let failingNow = failing == nil ? nil : (try? trial.failingLines(trying)) ?? .max
          if (failingNow ?? 0) <= (failing ?? 0) {
            taken = (step, found, failingNow)
          } else {
            reports[reports.count - 1] += " (more suite lines fail)"
          }
        }
      }
      if let taken {
        changed[name] = (changed[name]?.from ?? value, taken.value)
        values[name] = taken.value
        current = taken.measure
        failing = taken.failing
        // Tried again from its new value once the others have been.
        sinceChange = 0
      } else {
        sinceChange += 1
      }
      context.console.out(
        "\(name) \(Self.formatted(value)): " + reports.joined(separator: ", ")
          + (taken.map { "; took \(Self.formatted($0.value))" } ?? "; kept"))
    }
    do {
      try Self.write(
        values, measure: current, changed: changed, tried: tried, corpora: corpora,
        paths: arguments.positionals, to: output)
    } catch {
      context.console.err("Error: cannot write \(output): \(error.localizedDescription)")
      return .badInput
    }
    let summary =
      changed.isEmpty
      ? "no value changed"
      : changed.keys.sorted().map {
        "\($0) \(Self.formatted(changed[$0]!.from)) → \(Self.formatted(changed[$0]!.to))"
      }.joined(separator: ", ")
    context.console.out(
      "wrote \(output): dev score \(Self.score(current.score)) after \(tried) values tried; "
        + summary)
    return .success
  }

  /// The values tried beside `value`: a step below and a step above, inside the domain.
  static func steps(from value: Double, in domain: MatcherSettings.Domain) -> [Double] {
    let step: Double
    switch domain {
    case .share:
      step = value < smallShare ? max(value / 2, leastShareStep) : shareStep
    case .positive, .limit:
      step = value * relativeStep
    case .real:
      step = max(abs(value) * relativeStep, leastRealStep)
    case .count:
      step = 1
    }
    return [value - step, value + step].map(FitCommand.rounded)
      .filter { $0 != value && domain.contains($0) }
  }

  /// The sets' numbers of `found` that fall more than ``tolerance`` below `current`'s.
  static func fallsShort(_ found: Measure, of current: Measure) -> [String] {
    var short: [String] = []
    for (set, numbers) in current.sets {
      for (name, number) in numbers where name != "rows" {
        if let now = found.sets[set]?[name], now < number - tolerance {
          short.append("\(set) \(name)")
        }
      }
    }
    return short
  }

  static func score(_ value: Double) -> String { String(format: "%.4f", value) }

  static func formatted(_ value: Double) -> String {
    value == value.rounded() && abs(value) >= 1
      ? String(Int(value)) : String(format: "%.4g", value)
  }

  /// Writes the settings file: the values and how they were chosen.
  static func write(
    _ values: [String: Double], measure: Measure, changed: [String: (from: Double, to: Double)],
    tried: Int, corpora: [String], paths: [String], to output: String
  ) throws {
    let record: [String: Any] = [
      "schema": 1,
      "settings": values,
      "chosen_on": [
        "corpus": corpora.map(FitCommand.shortName),
        "suites": paths.isEmpty ? ["Phrases"] : paths,
      ],
      "dev": measure.sets.mapValues { $0.mapValues(FitCommand.rounded) },
      "dev_score": FitCommand.rounded(measure.score),
      "search": [
        "values_tried": tried,
        "changed": changed.mapValues { ["from": $0.from, "to": $0.to] },
      ],
    ]
    let json = try JSONSerialization.data(
      withJSONObject: record, options: [.prettyPrinted, .sortedKeys])
    try (json + Data("\n".utf8)).write(to: URL(fileURLWithPath: output))
  }
}
