import Foundation
import ParleyAssistant

/// `parley bench --spoken`: the share of the suite lines that reach their intent when each
/// installed voice says them and pocketsphinx hears them, beside the same lines typed, with
/// the word error rate and the time hearing took, all from one run.
///
/// ```
/// $ parley bench --spoken
/// 492 suite lines of 10 files, said and heard by pocketsphinx with the catalog's model
/// voice        model    spoken   typed    word errors  hearing p50  mean
/// flite slt    bigram   87.4 %   99.2 %   9.8 %        0.52 s       0.61 s
/// ```
enum SpokenBench {
  /// `--spoken`, as `bench` describes it.
  static let spokenOption = OptionSpec.flag(
    "spoken",
    "Say the suite lines of PATH (default Phrases) with each installed voice, hear them with "
      + "pocketsphinx, and compare with the lines typed.")

  /// One voice and model measured.
  struct Row {
    let voice: String
    let form: SpeechModel.Form
    let results: [SpokenResult]

    var spoken: Double { share(results.filter(\.survives).count) }
    var typed: Double { share(results.filter(\.typedSurvives).count) }
    var wordErrorRate: Double {
      let said = results.reduce(0) { $0 + $1.saidWords }
      return said == 0 ? 0 : Double(results.reduce(0) { $0 + $1.wordErrors }) / Double(said)
    }
    var seconds: [Double] { results.map(\.seconds).sorted() }

    private func share(_ count: Int) -> Double {
      results.isEmpty ? 0 : Double(count) / Double(results.count)
    }
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
    let programs = try SpokenTest.requireEngines(context)
    let catalog: AppCatalog
    let files: CoverageFiles
    do {
      (catalog, files) = try await SpokenTest.load(arguments, context: context)
    } catch let error as PhraseFileErrors {
      context.console.err("\(error)")
      return .badInput
    }
    let voices =
      arguments.value("voice") == nil
      ? programs.voices : [try SpokenTest.voice(arguments, programs: programs)]
    guard let first = voices.first else { return .success }
    let form = try SpokenTest.form(arguments)
    var runs = voices.map { ($0, form) }
    if arguments.value("speech-model") == nil {
      runs.insert((first, .grammar), at: 1)
    }
    let check = SpokenCheck(catalog: catalog)
    let items = check.items(suites: files.suites).filter(\.isSuiteLine)
    var rows: [Row] = []
    var missing: [String] = []
    for (voice, form) in runs {
      let recognizer = try SpeechInput.recognizer(
        for: catalog, programs: programs, context: context, form: form)
      defer { recognizer.finish() }
      missing = recognizer.files.missing
      let results = try await SpokenRun(
        check: check, voice: voice, recognizer: recognizer, environment: programs.environment
      ).run(items)
      rows.append(Row(voice: voice.name, form: form, results: results))
    }
    if arguments.flag("json") {
      context.console.out(json(rows, lines: items.count, missing: missing))
      return .success
    }
    context.console.out(
      "\(items.count) suite lines of \(files.suites.count) files, said by each voice and heard "
        + "by pocketsphinx with the catalog's model")
    context.console.out(
      pad("voice", 12) + pad("model", 9) + pad("spoken", 9) + pad("typed", 9)
        + pad("word errors", 13) + pad("hearing p50", 13) + "mean")
    for row in rows {
      let seconds = row.seconds
      let median = seconds.isEmpty ? 0 : seconds[seconds.count / 2]
      let mean = seconds.isEmpty ? 0 : seconds.reduce(0, +) / Double(seconds.count)
      context.console.out(
        pad(row.voice, 12) + pad(row.form.rawValue, 9) + pad(percent(row.spoken), 9)
          + pad(percent(row.typed), 9) + pad(percent(row.wordErrorRate), 13)
          + pad(String(format: "%.2f s", median), 13) + String(format: "%.2f s", mean))
    }
    context.console.out(
      "words without a pronunciation: "
        + (missing.isEmpty ? "none" : missing.joined(separator: ", ")))
    if arguments.flag("errors") {
      for row in rows {
        for result in row.results where result.typedSurvives && !result.survives {
          context.console.out(
            "\(row.voice) \(row.form.rawValue): \(result.item.location.map { "\($0): " } ?? "")"
              + "\"\(result.item.text)\" heard as \"\(result.heard)\" → \(result.reached)")
        }
      }
    }
    return .success
  }

  private static func json(_ rows: [Row], lines: Int, missing: [String]) -> String {
    let object: [String: Any] = [
      "schema": 1, "kind": "spoken", "lines": lines, "without_pronunciation": missing,
      "runs": rows.map { row -> [String: Any] in
        let seconds = row.seconds
        return [
          "voice": row.voice, "model": row.form.rawValue, "spoken": row.spoken,
          "typed": row.typed, "word_error_rate": row.wordErrorRate,
          "hearing_p50_seconds": seconds.isEmpty ? 0 : seconds[seconds.count / 2],
          "hearing_mean_seconds":
            seconds.isEmpty ? 0 : seconds.reduce(0, +) / Double(seconds.count),
        ]
      },
    ]
    return TestReport.serialized(object)
  }

  private static func percent(_ share: Double) -> String {
    String(format: "%.1f %%", share * 100)
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }
}
