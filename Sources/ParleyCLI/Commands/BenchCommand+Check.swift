import Foundation
import ParleyAssistant
import ParleyMatcher

extension BenchCommand {
  /// How far below what the weights file records a dev set may fall before `--check` fails:
  /// one point, for ties broken differently between the fit's evaluation and the matcher.
  static let checkTolerance = 0.01

  /// `parley bench --check`: re-measures the dev sets the scoring model's weights file
  /// records, through the matcher itself, and fails (exit 1) when an accuracy or a refused
  /// share falls more than ``checkTolerance`` below the recorded one. The corpus sets are
  /// measured only with `--corpus`; a set the file does not record is shown, not checked. With
  /// `--json`, one object gives each set's numbers and the dev score a fit is chosen by
  /// (`parley tune` reads it).
  func check(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
    let recorded = Self.recordedDev(ScoringModel.shared)
    guard !recorded.isEmpty else {
      context.console.err(
        "Error: the scoring model's weights file records no dev sets; run `parley fit` first.")
      return .failure
    }
    let sets: [LabelledSet]
    do {
      let corpora = try FitCommand.corpora(arguments.allValues("corpus"))
      let suites = try await ScoringSuites.load(arguments, context: context)
      sets = ScoringData.devSets(corpora: corpora, suites: suites)
    } catch let error as CorpusError {
      context.console.err("\(error)")
      return .badInput
    }
    guard !sets.isEmpty else {
      context.console.err("Error: nothing to check: no suites in the paths given and no --corpus.")
      return .failure
    }
    var failed = false
    var measuredSets: [String: Any] = [:]
    let nameWidth = (sets.map(\.name.count).max() ?? 0) + 2
    for set in sets {
      let found = set.measure()
      let expected = recorded[set.name]
      var entry: [String: Any] = ["accuracy": found.accuracy, "rows": set.requests.count]
      if let rejected = found.rejected { entry["rejected"] = rejected }
      if let point = ModelFitter.refusalCurve(of: .shared, on: set.examples)?.atChosenLevel {
        entry["rejected_at_chosen_level"] = point.rejected
      }
      measuredSets[set.name] = entry
      // A set of requests for nothing alone has no accuracy to check.
      var parts: [(String, Double, Double?)] = []
      if set.requests.contains(where: { $0.intent != nil }) {
        parts.append(("accuracy", found.accuracy, expected?.accuracy))
      }
      if let rejected = found.rejected { parts.append(("refused", rejected, expected?.rejected)) }
      var line = set.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      for (label, value, wanted) in parts {
        line += String(format: "%@ %.1f%%", label, value * 100)
        if let wanted {
          let low = value < wanted - Self.checkTolerance
          failed = failed || low
          line += String(format: " (recorded %.1f%%%@)  ", wanted * 100, low ? ", BELOW" : "")
        } else {
          line += " (not recorded)  "
        }
      }
      // Shown, not checked: how the model ranks requests for nothing apart from where it
      // draws its line.
      if found.rejected != nil,
        let atLevel = Self.refusalAtChosenLevel(of: .shared, on: set.examples)
      {
        line += atLevel
      }
      if !arguments.flag("json") { context.console.out(line.trimmingCharacters(in: .whitespaces)) }
    }
    if arguments.flag("json") {
      let score = FitCommand.devScore(.shared, sets.map(\.examples))
      context.console.out(
        jsonText(["sets": measuredSets, "score": score, "passed": !failed] as [String: Any]))
    }
    if failed {
      context.console.err("The matcher falls below what the scoring model's weights record.")
      return .failure
    }
    return .success
  }

  /// The share of the requests for nothing among `examples` that `model` refuses at the
  /// threshold that refuses ``RefusalCurve/chosenLevel`` of the known ones, as `fit` and
  /// `--check` print it ("24.7% at 5% of known refused"); `nil` where either kind is missing.
  static func refusalAtChosenLevel(of model: ScoringModel, on examples: [FitExample]) -> String? {
    ModelFitter.refusalCurve(of: model, on: examples)?.atChosenLevel.map {
      String(
        format: "%.1f%% at %.0f%% of known refused", $0.rejected * 100, $0.knownRefused * 100)
    }
  }

  /// The dev numbers a weights file records, by set name.
  static func recordedDev(_ model: ScoringModel) -> [String: (accuracy: Double, rejected: Double?)]
  {
    guard let data = model.record.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let dev = object["dev"] as? [String: [String: Any]]
    else { return [:] }
    var found: [String: (accuracy: Double, rejected: Double?)] = [:]
    for (name, entry) in dev {
      guard let accuracy = entry["accuracy"] as? Double else { continue }
      found[name] = (accuracy, entry["rejected"] as? Double)
    }
    return found
  }
}
