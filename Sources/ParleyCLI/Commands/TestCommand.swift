import Foundation
import ParleyAssistant
import ParleyIntents

/// `parley test [PATH…]`: the phrase self-check, conflicts, phrase suites and dialog transcripts.
struct TestCommand: Command {
  let name = "test"
  let abstract = "Check phrase coverage: self-check, conflicts, suites (*.tests), transcripts."
  let usage =
    "test [PATH…] [--only self|conflicts|lints|suites|transcripts] [--cross-validate] [--dialog-coverage] [--strict] [--json] [--junit FILE] [--app NAME]"
  let discussion = """
    PATH is a file or a folder of *.tests, *.transcript and *.phrases files (default: Phrases); a \
    *.phrases file adds phrases to an app or declares a whole app. The \
    self-check matches every phrase, expanded with each parameter value, and requires it to \
    reach its own intent with that value and no other; conflicts are pairs of phrases of \
    different intents the matcher cannot tell apart; lints are what Siri does to phrases and \
    metadata that matching cannot show (built-in domains, app names, Apple's silent failures). \
    A suite or transcript named after an app \
    ({app-file}.tests, {app-file}-speaker.transcript) belongs to it, and --app skips the other apps' \
    files and, in a suite shared by several apps, the lines that expect another app's intent. \
    Warnings (conflicts, lints, phrases reached by a hair, phrases nothing exercises) fail the \
    run with --strict. Exit status: 0 when everything passed, 1 when something failed, 2 when \
    a file could not be read or names an app, intent or parameter that does not exist, or no \
    file was found. With --spoken, the spoken check runs instead: each phrase and suite line is \
    said by a voice and heard by pocketsphinx, and what no longer reaches its intent is listed.
    """
  let options: [OptionSpec] = [
    .value("only", "PART", "Run one part: self, conflicts, lints, suites or transcripts."),
    .flag("cross-validate", "Leave each phrase out of its intent in turn: what the rest reach."),
    .flag("dialog-coverage", "List each intent's dialog paths the suites and transcripts took."),
    .flag("strict", "Fail on warnings too: conflicts, lints, near misses, unexercised phrases."),
    .flag("json", "Print one JSON object instead of text."),
    .value("junit", "FILE", "Also write the results as JUnit XML to FILE."),
    .phraseFiles,
    SpokenTest.spokenOption, SpokenTest.voiceOption, SpokenTest.speechModelOption,
  ]

  /// The parts `--only` can pick.
  static let parts = ["self", "conflicts", "lints", "suites", "transcripts"]

  /// The folders and `*.phrases` files among `paths` (`Phrases` when none is given and it
  /// exists), whose phrase files `parley test` loads with the suites.
  static func phrasePaths(_ paths: [String]) -> [String] {
    (paths.isEmpty ? ["Phrases"] : paths).filter { path in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        return false
      }
      return isDirectory.boolValue || path.hasSuffix(".phrases")
    }
  }

  func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
    if arguments.flag("spoken") { return try await SpokenTest.run(arguments, context: context) }
    let only = arguments.value("only")
    if let only, !Self.parts.contains(only) {
      throw UsageError(
        "--only takes self, conflicts, lints, suites or transcripts, not '\(only)'.")
    }
    func runs(_ part: String) -> Bool { only == nil || only == part }
    let all: [ParleyApp]
    do {
      all = try context.allApps(arguments, phrasePaths: Self.phrasePaths(arguments.positionals))
    } catch let errors as PhraseFileErrors {
      return stopped(by: errors, arguments, context: context)
    }
    let apps = try context.selecting(arguments, from: all)
    let catalog = try await AppCatalog.load(apps, locale: arguments.value("locale"))
    let scope = arguments.value("app").map { _ in Set(catalog.apps.map(\.name)) }
    var report = TestReport(strict: arguments.flag("strict"), full: only == nil)
    if runs("self") || runs("conflicts") {
      let check = PhraseSelfCheck(catalog: catalog)
      report.ruleViolations = check.ruleViolations
      report.ruleNotes = check.ruleNotes
      report.ruleWarnings = check.ruleWarnings
      let results = check.run()
      if runs("self") { report.phrases = results }
      if runs("conflicts") { report.conflicts = PhraseSelfCheck.conflicts(in: results) }
    }
    if runs("lints") { report.lints = PhraseLinter(catalog: catalog).lints }
    if arguments.flag("cross-validate") {
      report.crossValidation = PhraseCrossValidation(catalog: catalog).run()
    }
    if runs("suites") || runs("transcripts") {
      let files: CoverageFiles
      do {
        files = try CoverageFiles.load(
          arguments.positionals, suites: runs("suites"), transcripts: runs("transcripts"),
          owners: all.map(\.name), scope: scope, catalog: catalog,
          leftOut: all.filter { app in !apps.contains { $0.name == app.name } })
      } catch {
        return stopped(by: error, arguments, context: context)
      }
      // A file's own `@matching` wins over `--matching`.
      let matching = try arguments.matching()
      let suiteOptions = ConversationOptions(matching: matching)
      report.skippedLines = files.skippedLines
      for (file, suite) in files.suites {
        report.suites.append(
          await PhraseSuiteRunner(catalog: catalog, options: suiteOptions).run(suite, file: file))
      }
      let transcripts = TranscriptRunner(catalog: catalog, matching: matching)
      for (file, transcript) in files.transcripts {
        report.transcripts.append((file, await transcripts.run(transcript)))
      }
    }
    let declared = all.map(\.name).filter { name in !context.apps.contains { $0.name == name } }
    if scope == nil, !declared.isEmpty, !context.apps.isEmpty {
      let program = context.apps.map(\.name)
      let taken = report.suites.flatMap(\.cases).filter { result in
        guard !result.passed, let reached = result.resolved?.app, program.contains(reached)
        else { return false }
        // A line expecting one of the program's apps is that app's own business.
        if case .intent(let app?, _, _) = result.suiteCase.expectation {
          return !program.contains { $0.lowercased() == app.lowercased() }
        }
        return true
      }
      report.besideProgramApps = TestReport.BesideProgramApps(
        declared: declared, program: program, taken: taken.count)
    }
    if arguments.flag("dialog-coverage") {
      let taken =
        report.suites.flatMap(\.paths)
        + report.transcripts.flatMap(\.conversations)
        .flatMap(\.paths)
      report.dialogPaths = DialogPathCoverage(catalog: catalog, taken: taken)
    }
    report.summary = CoverageSummary(
      catalog: catalog, phrases: report.phrases, suites: report.suites,
      transcripts: report.transcripts.map(\.conversations), countsExercise: only == nil)
    if let junit = arguments.value("junit") {
      do {
        try Data(report.junit().utf8).write(to: URL(fileURLWithPath: junit))
      } catch {
        context.console.err("Error: cannot write \(junit): \(error.localizedDescription)")
        return .badInput
      }
    }
    if arguments.flag("json") {
      context.console.out(report.json())
    } else {
      for line in report.lines() { context.console.out(line) }
    }
    return report.passed ? .success : .failure
  }

  /// Reports files that stopped the run before any check: on stderr, and with `--json` as the
  /// JSON object CI reads, with `--junit FILE` as JUnit XML; exit 2.
  private func stopped(by error: Error, _ arguments: ParsedArguments, context: CommandContext)
    -> ExitCode
  {
    context.console.err("\(error)")
    let errors: [PhraseFileError?] = (error as? PhraseFileErrors)?.errors ?? [nil]
    let messages = errors.map { $0?.description ?? "\(error)" }
    if let junit = arguments.value("junit") {
      do {
        try Data(TestReport.junit(errors: messages).utf8).write(to: URL(fileURLWithPath: junit))
      } catch {
        context.console.err("Error: cannot write \(junit): \(error.localizedDescription)")
      }
    }
    if arguments.flag("json") {
      context.console.out(TestReport.json(errors: errors, messages: messages))
    }
    return .badInput
  }
}
