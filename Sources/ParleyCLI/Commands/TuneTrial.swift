import Foundation
import ParleyMatcher

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Measures settings for `parley tune`: this program run again, in a process of its own with
/// `PARLEY_SCORING_SETTINGS` naming a file of the settings tried, as `bench --check --json`
/// (the dev sets) or `test --strict` (the suites). The matcher reads its settings once, when a
/// process starts, so each value tried needs a process.
struct TuneTrial {
  /// This program.
  let program: String
  /// The corpora's training pools the dev sets are drawn from.
  let corpora: [String]
  /// The folders and files of the suites (none: Phrases).
  let paths: [String]
  /// Where the trials' files are written.
  let folder: URL

  /// The dev sets' numbers with `values` as the matcher's settings.
  ///
  /// - Throws: ``TuneError`` when the program cannot run or says nothing readable.
  func measure(_ values: [String: Double]) throws -> TuneCommand.Measure {
    let arguments =
      ["bench", "--check", "--json"] + corpora.flatMap { ["--corpus", $0] } + paths
    let (text, said) = try run(arguments, with: values)
    guard let data = text.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let score = object["score"] as? Double,
      let sets = object["sets"] as? [String: [String: Double]]
    else {
      let reason = said.split(separator: "\n").first.map { ": \($0)" } ?? ""
      throw TuneError("`\(program) bench --check --json` printed no dev numbers\(reason)")
    }
    return TuneCommand.Measure(score: score, sets: sets)
  }

  /// How many lines of the suites and transcripts in the paths fail with `values` as the
  /// settings, as `test --strict --json` counts them; `nil` when the paths hold none.
  ///
  /// - Throws: ``TuneError`` when the program cannot run or prints no report.
  func failingLines(_ values: [String: Double]) throws -> Int? {
    let arguments = ["test"] + (paths.isEmpty ? ["Phrases"] : paths) + ["--strict", "--json"]
    let (text, said) = try run(arguments, with: values)
    guard let data = text.data(using: .utf8),
      let report = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let totals = report["totals"] as? [String: Int], let failed = totals["failed"]
    else {
      let reason = said.split(separator: "\n").first.map { ": \($0)" } ?? ""
      throw TuneError("`\(program) test --strict --json` printed no report\(reason)")
    }
    // Nothing run: the paths hold no suite or transcript.
    return failed + (totals["passed"] ?? 0) == 0 ? nil : failed
  }

  /// Removes the trials' files.
  func cleanUp() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Runs this program with `arguments` and the settings `values`, and returns what it wrote
  /// on standard output and on standard error; its exit status says only whether a check
  /// passed, which the reports say too.
  private func run(_ arguments: [String], with values: [String: Double]) throws -> (
    output: String, error: String
  ) {
    let manager = FileManager.default
    try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let settings = folder.appendingPathComponent("settings.json")
    let output = folder.appendingPathComponent("output.txt")
    let errors = folder.appendingPathComponent("error.txt")
    do {
      let json = try JSONSerialization.data(
        withJSONObject: ["schema": 1, "settings": values], options: [.sortedKeys])
      try json.write(to: settings)
    } catch {
      throw TuneError("cannot write \(settings.path): \(error.localizedDescription)")
    }
    var descriptors: [Int32] = []
    defer { for descriptor in descriptors { close(descriptor) } }
    for file in [output, errors] {
      guard manager.createFile(atPath: file.path, contents: nil) else {
        throw TuneError("cannot write \(file.path)")
      }
      let descriptor = open(file.path, O_WRONLY | O_TRUNC)
      guard descriptor >= 0 else { throw TuneError("cannot write \(file.path)") }
      descriptors.append(descriptor)
    }
    var environment = ProcessInfo.processInfo.environment
    environment[MatcherSettings.overrideVariable] = settings.path
    let child: ChildProcess
    do {
      child = try ChildProcess(
        program, arguments: arguments, environment: environment, output: descriptors[0],
        error: descriptors[1])
    } catch {
      throw TuneError("cannot run \(program) (\(error.reason))")
    }
    _ = child.wait()
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    return (text, said)
  }
}

/// Why `parley tune` could not measure a value.
struct TuneError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
