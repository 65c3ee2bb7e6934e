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
      let check = PhraseSelfCheck(catalog: catalog)
      report.ruleViolations = check.ruleViolations
      report.phrases = check.run()
    }
    let files: Files
    do {
      files = try Files.load(
        paths, suites: only == nil || only == "suites",
        transcripts: only == nil || only == "transcripts")
    } catch {
      context.console.err("\(error)")
      return .badInput
    }
    for (file, suite) in files.suites {
      report.suites.append(await PhraseSuiteRunner(catalog: catalog).run(suite, file: file))
    }
    for (file, transcript) in files.transcripts {
      report.transcripts.append((file, await TranscriptRunner(catalog: catalog).run(transcript)))
    }
    if arguments.flag("json") {
      context.console.out(report.json())
    } else {
      for line in report.lines() { context.console.out(line) }
    }
    return report.passed ? .success : .failure
  }
}

extension TestCommand {
  /// The suites and transcripts `parley test` replays, all read before any runs.
  struct Files {
    var suites: [(file: String, suite: PhraseSuite)] = []
    var transcripts: [(file: String, transcript: Transcript)] = []

    /// Reads every suite and transcript at or under `paths`.
    ///
    /// - Throws: ``PhraseFileErrors`` with the problems of every file, not only the first file's;
    ///   a file named directly whose extension is neither `tests` nor `transcript` is one.
    static func load(_ paths: [String], suites: Bool, transcripts: Bool) throws -> Files {
      var files = Files()
      var errors: [PhraseFileError] = []
      for path in paths where !isTestFile(path) {
        errors.append(
          PhraseFileError(
            .unreadableFile, "not a phrase suite (.tests) or transcript (.transcript)",
            at: SourceLocation(file: path, line: 0, column: 0)))
      }
      func collect(_ body: () throws -> Void) throws {
        do {
          try body()
        } catch let problems as PhraseFileErrors {
          errors += problems.errors
        }
      }
      let wanted = (suites ? ["tests"] : []) + (transcripts ? ["transcript"] : [])
      var urls: [URL] = []
      for path in paths {
        try collect { urls += try PhraseFileFinder.files(in: [path], withExtensions: wanted) }
      }
      for url in Set(urls).sorted(by: { $0.path < $1.path }) {
        try collect {
          if url.pathExtension == "tests" {
            files.suites.append((url.relativePath, try PhraseSuite.load(contentsOf: url)))
          } else {
            files.transcripts.append((url.relativePath, try Transcript.load(contentsOf: url)))
          }
        }
      }
      if !errors.isEmpty { throw PhraseFileErrors(errors) }
      return files
    }

    /// Whether `path` is a folder, a missing path (reported by the finder), or a test file.
    private static func isTestFile(_ path: String) -> Bool {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { return true }
      return PhraseFileFinder.testExtensions.contains(URL(fileURLWithPath: path).pathExtension)
    }
  }
}
