import Foundation
import ParleyAssistant

/// `parley test [PATH…]`: the phrase self-check, phrase suites and dialog transcripts.
struct TestCommand: Command {
  let name = "test"
  let abstract = "Check phrase coverage: self-check, phrase suites (*.tests), transcripts."
  let usage = "test [PATH…] [--only phrases|suites|transcripts] [--json] [--app NAME]"
  let discussion = """
    PATH is a file or a folder of *.tests and *.transcript files (default: Phrases). The \
    self-check matches every phrase, expanded with each parameter value, and requires it to \
    reach its own intent and no other. Exit status: 0 when everything passed, 1 when something \
    failed, 2 when a file could not be read.
    """
  let options: [OptionSpec] = [
    .value("only", "PART", "Run one part: phrases, suites or transcripts."),
    .flag("json", "Print one JSON object instead of text."),
  ]

  func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
    let only = arguments.value("only")
    if let only, !["phrases", "suites", "transcripts"].contains(only) {
      throw UsageError("--only takes phrases, suites or transcripts, not '\(only)'.")
    }
    let catalog = try await context.catalog(arguments)
    var paths = arguments.positionals
    if paths.isEmpty, FileManager.default.fileExists(atPath: "Phrases") { paths = ["Phrases"] }
    var report = TestReport()
    if only == nil || only == "phrases" {
      report.ruleViolations = PhraseSelfCheck(catalog: catalog).ruleViolations
      report.phrases = PhraseSelfCheck(catalog: catalog).run()
    }
    do {
      if only == nil || only == "suites" {
        for url in try PhraseFileFinder.files(in: paths, withExtensions: ["tests"]) {
          let suite = try PhraseSuite.load(contentsOf: url)
          report.suites.append(
            PhraseSuiteRunner(catalog: catalog).run(suite, file: url.relativePath))
        }
      }
      if only == nil || only == "transcripts" {
        for url in try PhraseFileFinder.files(in: paths, withExtensions: ["transcript"]) {
          let transcript = try Transcript.load(contentsOf: url)
          report.transcripts.append(
            (url.relativePath, await TranscriptRunner(catalog: catalog).run(transcript)))
        }
      }
    } catch {
      context.console.err("\(error)")
      return .badInput
    }
    if arguments.flag("json") {
      context.console.out(report.json())
    } else {
      for line in report.lines() { context.console.out(line) }
    }
    return report.passed ? .success : .failure
  }
}
