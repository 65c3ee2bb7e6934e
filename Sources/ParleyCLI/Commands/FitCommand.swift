import Foundation
import ParleyAssistant
import ParleyMatcher

/// `parley fit`: fits the matcher's scoring model on training data and writes its weights
/// file, with the data it was fitted on and the dev numbers it reached.
///
/// ```
/// $ parley fit --corpus ../shared/datasets/hwu64/train.tsv --output weights.json
/// fitted on: corpus draw (6357), … ; chosen on: corpus dev, … (regularisation 0.01)
/// corpus dev          accuracy 80.1%
/// …
/// ```
struct FitCommand: Command {
  let name = "fit"
  let abstract = "Fit the matcher's scoring model and write its weights file."
  let usage =
    "fit --corpus FILE [--corpus FILE…] [--output FILE] [--replace] "
    + "[--regularisation R…] [--suite-share S…] [--only FEATURE…] [PATH…]"
  let discussion = """
    Reads intent corpora's training pools (`intent<TAB>text` lines: never a test file; each \
    drawn from on its own, its sets named after its folder and file when there are several) \
    and the phrase suites (`*.tests`) found in PATH… (default Phrases), each folder's matched \
    against the apps its suites are named after alone (`Garden.tests`: Garden) or, where one is \
    named after none (`People.tests`), all the apps loaded, and a line under `@focus App` said \
    to that app; draws apps and requests from them \
    with fixed seeds, and fits the weights of the scoring model \
    for each regularisation and weight of the suites in turn. It keeps the fit whose dev sets \
    score best among those that pass every suite line fitted on (as they are, or once the \
    lines they fail count more) and do as well as the weights already in the output file \
    (default Sources/ParleyMatcher/Resources/ScoringModel.json) on every dev set's accuracy \
    and refusal, within a point: a gain on one dev set that costs another is not a gain. When \
    none does, the weights there are kept and only their dev numbers are written again; \
    --replace takes the best fit all the same. \
    Four in five corpus rows, \
    every regression suite line and seven in ten lines of the suites people wrote \
    (People.tests, *-people.tests) are fitted on; the rest are the dev sets, which \
    `parley bench --check` re-measures. The same data gives the same file. \
    --regularisation and --suite-share (each repeatable) try only the values named, to \
    re-run one point of the grid without the rest. With --only (repeatable), only the \
    weights named are fitted and the others held at those in the output file: a feature \
    added to weights already chosen is fitted without moving what they were chosen for.
    """
  /// The regularisations tried, the one chosen on the dev sets.
  static let regularisations = [0.0001, 0.001, 0.01, 0.1]
  /// How many times the corpus the suites may count (see ``ScoringData``), chosen with the
  /// regularisation on the dev sets.
  static let suiteShares = [1.0, 2, 4]

  /// One fit: its weights, regularisation, suite share and dev score.
  typealias Fit = (model: ScoringModel, regularisation: Double, share: Double, score: Double)

  /// `--corpus FILE`, as `fit` and `tune` take it.
  static let corpusOption = OptionSpec.value(
    "corpus", "FILE",
    "An intent corpus's training pool: `intent<TAB>text` lines (repeat for several).")

  let options: [OptionSpec] = [
    FitCommand.corpusOption,
    .value(
      "output", "FILE",
      "Where to write the weights (default Sources/ParleyMatcher/Resources/ScoringModel.json)."),
    .flag(
      "replace",
      "Write the fit even where the weights already in FILE do better on a dev set."),
    .value(
      "regularisation", "R",
      "Try only this regularisation (repeat for several; default "
        + FitCommand.regularisations.map { "\($0)" }.joined(separator: ", ") + ")."),
    .value(
      "suite-share", "S",
      "Try only this weight of the suites against the corpus (repeat; default "
        + FitCommand.suiteShares.map { "\($0)" }.joined(separator: ", ") + ")."),
    .value(
      "only", "FEATURE",
      "Fit only this feature's weight (repeat for several), the others held at FILE's."),
  ]

  func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
    let corpusFiles = arguments.allValues("corpus")
    guard !corpusFiles.isEmpty else {
      throw UsageError("fit needs --corpus FILE: an intent corpus's training pool.")
    }
    guard let (corpus, suites) = try await Self.data(corpusFiles, arguments, context: context)
    else { return .badInput }
    let regularisations = try Self.grid(arguments, "regularisation", Self.regularisations)
    let shares = try Self.grid(arguments, "suite-share", Self.suiteShares)
    let output = arguments.value("output") ?? "Sources/ParleyMatcher/Resources/ScoringModel.json"
    let only = arguments.allValues("only")
    let held = try Self.held(only, output: output)
    let fitter = { (regularisation: Double) in
      held.map { ModelFitter(regularisation: regularisation, holding: $0, freeing: Set(only)) }
        ?? ModelFitter(regularisation: regularisation)
    }
    let dev = ScoringData.devSets(corpora: corpus, suites: suites)
    let devExamples = dev.map(\.examples)
    // Every suite share and regularisation, then the best dev score first: the first fit that
    // passes every suite line fitted on as it is, or once the lines it fails count more.
    var fits: [(fit: Fit, sets: [LabelledSet], passes: Bool)] = []
    for share in shares {
      let sets = ScoringData.fitSets(corpora: corpus, suites: suites, suiteShare: share)
      let examples = sets.map(\.examples)
      // The suite lines fitted on, as written: regression lines that must pass.
      // Lines whose intent no phrase retrieves pass by the names a query may confirm, not by
      // the weights.
      let regression = zip(sets, examples).filter { $0.0.name == "suites" }.flatMap(\.1)
        .filter(\.isReachable)
      for regularisation in regularisations {
        let model = fitter(regularisation).fit(examples.flatMap { $0 })
        let score = Self.devScore(model, devExamples)
        let found = ModelFitter.evaluate(model, on: regression)
        let passes = regression.isEmpty || found.accuracy == 1 && (found.rejected ?? 1) == 1
        context.console.out(
          "suites ×\(share), regularisation \(regularisation): dev score "
            + String(format: "%.4f", score) + (passes ? "" : ", suite lines fail"))
        fits.append(((model, regularisation, share, score), sets, passes))
      }
    }
    fits.sort { $0.fit.score > $1.fit.score }
    let measured = zip(dev, devExamples).map { (name: $0.0.name, examples: $0.1) }
    // The weights already in the file, which a fit must do as well as on every dev set.
    let current =
      arguments.flag("replace")
      ? nil
      : (try? ScoringModel(contentsOf: URL(fileURLWithPath: output))).flatMap { model in
        Self.record(of: model).map { record in
          // Its numbers on each dev set, read once for every fit compared with it.
          let numbers = measured.map { Self.numbers(of: model, on: $0.examples) }
          return (model: model, record: record, numbers: numbers)
        }
      }
    func fallsShort(_ fit: Fit) -> Bool {
      guard let current else { return false }
      let lines = Self.shortfalls(of: fit.model, against: current.numbers, on: measured)
      guard !lines.isEmpty else { return false }
      context.console.out(
        "suites ×\(fit.share), regularisation \(fit.regularisation) falls below the weights in "
          + "\(output) on:")
      for line in lines { context.console.out("  \(line)") }
      return true
    }
    var best: Fit?
    var fitSets: [LabelledSet] = []
    var anyFellShort = false
    for candidate in fits {
      guard
        let fit = candidate.passes
          ? candidate.fit
          : Self.boosted(
            candidate.fit, sets: candidate.sets, dev: devExamples, fitter: fitter,
            context: context)
      else { continue }
      if fallsShort(fit) {
        anyFellShort = true
        continue
      }
      best = fit
      fitSets = candidate.sets
      break
    }
    if best == nil, !anyFellShort, let anyBest = fits.first, !fallsShort(anyBest.fit) {
      context.console.err("No weights pass every suite line fitted on; keeping the best dev score.")
      let regression = anyBest.sets.filter { $0.name == "suites" }.flatMap(\.examples)
        .filter(\.isReachable)
      for miss in ModelFitter.misses(of: anyBest.fit.model, on: regression) {
        context.console.err("  fails: \"\(miss.text)\"")
      }
      best = anyBest.fit
      fitSets = anyBest.sets
    }
    // The weights written: the fit chosen, or those already in the file.
    let model: ScoringModel
    var record: [String: Any]
    if let best {
      model = best.model
      let fittedOn = Dictionary(
        zip(fitSets.map(\.name), fitSets.map(\.requests.count)), uniquingKeysWith: +)
      let corpusNames = corpusFiles.map(Self.shortName).joined(separator: ", ")
      if let held = held.flatMap(Self.record(of:)) {
        // The weights held keep the record of their own fit; the ones fitted here say how,
        // after those fitted alone before (a fit of the same features again replaces its own).
        record = held
        let features = only.sorted()
        let earlier = (held["only"] as? [[String: Any]] ?? []).filter {
          ($0["features"] as? [String]) != features
        }
        record["only"] =
          earlier + [
            [
              "features": features, "regularisation": best.regularisation,
              "suite_share": best.share, "fitted_on": fittedOn, "corpus": corpusNames,
            ]
          ]
      } else {
        record = [
          "schema": 1, "regularisation": best.regularisation, "suite_share": best.share,
          "fitted_on": fittedOn, "corpus": corpusNames,
        ]
      }
      record["candidate"] = best.model.candidateWeights
      record["nothing"] = best.model.nothingWeights
    } else if let current {
      context.console.out(
        "No fit does as well as the weights in \(output) on every dev set; kept them "
          + "(--replace writes the best fit). Their dev numbers:")
      model = current.model
      record = current.record
    } else {
      return .failure
    }
    var devRecord: [String: Any] = [:]
    let nameWidth = (measured.map(\.name.count).max() ?? 0) + 2
    for (name, examples) in measured {
      let found = ModelFitter.evaluate(model, on: examples)
      var entry: [String: Any] = ["accuracy": Self.rounded(found.accuracy), "rows": examples.count]
      if let rejected = found.rejected { entry["rejected"] = Self.rounded(rejected) }
      devRecord[name] = entry
      let refused = found.rejected.map { String(format: ", refused %.1f%%", $0 * 100) } ?? ""
      let atLevel =
        BenchCommand.refusalAtChosenLevel(of: model, on: examples).map { " (\($0))" } ?? ""
      context.console.out(
        name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
          + String(format: "accuracy %.1f%%", found.accuracy * 100) + refused + atLevel)
    }
    record["dev"] = devRecord
    do {
      let json = try JSONSerialization.data(
        withJSONObject: record, options: [.prettyPrinted, .sortedKeys])
      try (json + Data("\n".utf8)).write(to: URL(fileURLWithPath: output))
    } catch {
      context.console.err("Error: cannot write \(output): \(error.localizedDescription)")
      return .badInput
    }
    if let best {
      context.console.out(
        "wrote \(output) (regularisation \(best.regularisation), suites ×\(best.share))")
    } else {
      context.console.out("wrote the dev numbers of the weights kept to \(output)")
    }
    return .success
  }

  /// The weights `--only` holds, those of the weights file `output`, when `only` names the
  /// features fitted; `nil` when it names none and every weight is fitted.
  static func held(_ only: [String], output: String) throws -> ScoringModel? {
    guard !only.isEmpty else { return nil }
    let known = ScoringModel.candidateFeatureNames + ScoringModel.nothingFeatureNames
    if let unknown = only.first(where: { !known.contains($0) }) {
      throw UsageError(
        "--only needs a feature of the model, not \"\(unknown)\" (one of: "
          + known.joined(separator: ", ") + ").")
    }
    guard let held = try? ScoringModel(contentsOf: URL(fileURLWithPath: output)) else {
      throw UsageError(
        "--only holds the other weights at those in \(output), which cannot be read.")
    }
    return held
  }

  /// The values of a grid option (`--regularisation`, `--suite-share`), each a positive
  /// number; `all` when none is given.
  static func grid(_ arguments: ParsedArguments, _ name: String, _ all: [Double]) throws
    -> [Double]
  {
    let given = arguments.allValues(name)
    guard !given.isEmpty else { return all }
    return try given.map { text in
      guard let value = Double(text), value > 0, value.isFinite else {
        throw UsageError("--\(name) needs a positive number, not \"\(text)\".")
      }
      return value
    }
  }

  /// The numbers a fit is compared by (see ``numbers(of:on:)``), of each dev set in turn.
  typealias DevNumbers = [[(label: String, value: Double)]]

  /// What `fit` falls more than ``BenchCommand/checkTolerance`` below the weights whose
  /// numbers are `kept` on, set by set: the accuracy, the share of requests for nothing
  /// refused, and that share at the threshold that refuses ``RefusalCurve/chosenLevel`` of the
  /// known ones, each as a line ("corpus dev unknown refused 26.2% (37.8% kept)"); empty when
  /// it is as good everywhere.
  static func shortfalls(
    of fit: ScoringModel, against kept: DevNumbers,
    on dev: [(name: String, examples: [FitExample])]
  ) -> [String] {
    var lines: [String] = []
    for ((name, examples), old) in zip(dev, kept) {
      for (label, value) in numbers(of: fit, on: examples) {
        guard let before = old.first(where: { $0.label == label })?.value,
          value < before - BenchCommand.checkTolerance
        else { continue }
        lines.append(
          "\(name) \(label) "
            + String(format: "%.1f%% (%.1f%% kept)", value * 100, before * 100))
      }
    }
    return lines
  }

  /// The numbers of `model` on `examples` that a fit is compared by, each with its label.
  static func numbers(of model: ScoringModel, on examples: [FitExample]) -> [(
    label: String, value: Double
  )] {
    let found = ModelFitter.evaluate(model, on: examples)
    var numbers: [(label: String, value: Double)] = []
    if examples.contains(where: { !$0.wantsNothing }) {
      numbers.append(("accuracy", found.accuracy))
    }
    if let rejected = found.rejected { numbers.append(("refused", rejected)) }
    if let point = ModelFitter.refusalCurve(of: model, on: examples)?.atChosenLevel {
      numbers.append(
        (
          String(format: "refused at %.0f%% of known refused", point.knownRefused * 100),
          point.rejected
        ))
    }
    return numbers
  }

  /// The whole of a weights file's JSON, weights and record, as `fit` writes it; `nil` when
  /// its record cannot be read.
  static func record(of model: ScoringModel) -> [String: Any]? {
    var object: [String: Any] = [:]
    if !model.record.isEmpty {
      guard let data = model.record.data(using: .utf8),
        let read = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
      else { return nil }
      object = read
    }
    object["candidate"] = model.candidateWeights
    object["nothing"] = model.nothingWeights
    return object
  }

  /// How many times the suite lines that fail may count double in turn (see
  /// ``boosted(_:sets:dev:context:)``).
  static let boostRounds = 6

  /// The weights fitted with the regularisation and suite share of `found` when the suite
  /// lines it fails count twice as much, again for those that still fail, up to
  /// ``boostRounds`` times: the first weights that pass every suite line fitted on, or `nil`.
  /// A regression line that no single weighting passes needs a feature, not more weight.
  static func boosted(
    _ found: Fit, sets: [LabelledSet], dev: [[FitExample]],
    fitter: (Double) -> ModelFitter, context: CommandContext
  ) -> Fit? {
    var examples = sets.map(\.examples)
    let suites = sets.indices.filter { sets[$0].name == "suites" }
    var model = found.model
    for round in 1...boostRounds {
      var failing = 0
      for set in suites {
        for place in examples[set].indices where examples[set][place].isReachable {
          guard !ModelFitter.misses(of: model, on: [examples[set][place]]).isEmpty else {
            continue
          }
          examples[set][place].weight *= 2
          failing += 1
        }
      }
      if failing == 0 { return (model, found.regularisation, found.share, devScore(model, dev)) }
      model = fitter(found.regularisation).fit(examples.flatMap { $0 })
      context.console.out(
        "suites ×\(found.share), regularisation \(found.regularisation), \(failing) failing "
          + "suite lines counted double (round \(round)): dev score "
          + String(format: "%.4f", devScore(model, dev)))
    }
    let regression = suites.flatMap { examples[$0] }.filter(\.isReachable)
    let misses = ModelFitter.misses(of: model, on: regression)
    guard misses.isEmpty else {
      // The lines this weighting cannot pass: what a new feature must tell apart.
      for miss in misses { context.console.out("  still fails: \"\(miss.text)\"") }
      return nil
    }
    return (model, found.regularisation, found.share, devScore(model, dev))
  }

  /// The mean of the dev sets' accuracies and refusal shares, at the model's own operating
  /// point and, where a set has requests of both kinds, at the threshold that refuses
  /// ``RefusalCurve/chosenLevel`` of its known ones: what the fit is chosen by.
  static func devScore(_ model: ScoringModel, _ sets: [[FitExample]]) -> Double {
    var parts: [Double] = []
    for examples in sets {
      let found = ModelFitter.evaluate(model, on: examples)
      if examples.contains(where: { !$0.wantsNothing }) { parts.append(found.accuracy) }
      if let rejected = found.rejected { parts.append(rejected) }
      if let point = ModelFitter.refusalCurve(of: model, on: examples)?.atChosenLevel {
        parts.append(point.rejected)
      }
    }
    return parts.isEmpty ? 0 : parts.reduce(0, +) / Double(parts.count)
  }

  /// The training pools in `files`, each named by its folder and file name without the
  /// extension ("hwu64/train"), as the sets drawn from it are named.
  ///
  /// - Throws: ``CorpusError`` for a file that cannot be read or has a malformed line.
  static func corpora(_ files: [String]) throws -> [ScoringData.Corpus] {
    try files.map { file in
      (
        shortName(URL(fileURLWithPath: file).deletingPathExtension().path),
        try CorpusEvaluation.rows(ofFile: file)
      )
    }
  }

  /// The training pools in `files` and the suites of the command's paths, as a fit reads
  /// them; `nil` once a bad file is said (`file:line:column: message`).
  static func data(_ files: [String], _ arguments: ParsedArguments, context: CommandContext)
    async throws -> (corpus: [ScoringData.Corpus], suites: [ScoringData.Suites])?
  {
    do {
      return (try corpora(files), try await ScoringSuites.load(arguments, context: context))
    } catch let error as CorpusError {
      context.console.err("\(error)")
      return nil
    }
  }

  /// A file's name after its folder's: "hwu64/train.tsv" of
  /// "../shared/datasets/hwu64/train.tsv".
  static func shortName(_ file: String) -> String {
    let url = URL(fileURLWithPath: file)
    return "\(url.deletingLastPathComponent().lastPathComponent)/\(url.lastPathComponent)"
  }

  static func rounded(_ value: Double) -> Double { (value * 10000).rounded() / 10000 }
}

/// The bundled (or a developer's own) apps' suite lines and indexes, as the scoring data
/// reads them.
enum ScoringSuites {
  /// Every line of the suites at or under the command's paths (default `Phrases`), each with
  /// the intent it expects or `nil` for nothing, and whether it is of a suite of requests
  /// people wrote (`People.tests`, `*-people.tests`), folder by folder.
  ///
  /// The suites of one folder are one device's: matched against the program's apps and those
  /// its phrase files declare, or, when every suite there is named after an app
  /// (`Garden.tests`), those apps alone, as `parley test --app` matches them. So a folder can
  /// hold an app that is alone on its device, which requests for what it cannot do must
  /// leave unanswered.
  static func load(_ arguments: ParsedArguments, context: CommandContext) async throws
    -> [ScoringData.Suites]
  {
    let paths = arguments.positionals.isEmpty ? ["Phrases"] : arguments.positionals
    let existing = paths.filter { FileManager.default.fileExists(atPath: $0) }
    guard !existing.isEmpty else { return [] }
    let found = try PhraseFileFinder.files(in: existing, withExtensions: ["tests"])
    let folders = Dictionary(grouping: found) { $0.deletingLastPathComponent().relativePath }
    var all: [ScoringData.Suites] = []
    for (folder, files) in folders.sorted(by: { $0.key < $1.key }) {
      let apps = try context.allApps(arguments, phrasePaths: [folder])
      let names = apps.map(\.name)
      let owners = files.map { CoverageFiles.owner(of: $0, among: names) }
      let own = owners.contains(nil) ? apps : apps.filter { owners.contains($0.name) }
      let catalog = try await AppCatalog.load(own, locale: arguments.value("locale"))
      let read = try CoverageFiles.load(
        files.map(\.relativePath), suites: true, transcripts: false, owners: names, scope: nil,
        catalog: catalog, leftOut: [])
      var lines: [ScoringData.SuiteLine] = []
      for (file, suite) in read.suites {
        let name = URL(fileURLWithPath: file).lastPathComponent.lowercased()
        let byPeople = name == "people.tests" || name.hasSuffix("-people.tests")
        for suiteCase in suite.cases {
          switch suiteCase.expectation {
          case .nothing:
            lines.append((suiteCase.utterance, nil, byPeople, suiteCase.appInFocus))
          case .intent(_, let name, _):
            lines.append((suiteCase.utterance, name, byPeople, suiteCase.appInFocus))
          }
        }
      }
      guard !lines.isEmpty else { continue }
      all.append((folder, PhraseIndex(catalog: catalog.matcherCatalog), lines))
    }
    return all
  }
}
