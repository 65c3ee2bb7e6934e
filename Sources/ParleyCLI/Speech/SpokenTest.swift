import Foundation
import ParleyAssistant

/// `parley test --spoken`: every expanded phrase and suite line said by a voice, heard by
/// pocketsphinx with the catalog's language model, and matched.
enum SpokenTest {
  /// `--spoken` for `test`.
  static let spokenOption = OptionSpec.flag(
    "spoken",
    "Say every phrase and suite line (flite, else espeak-ng), hear it with pocketsphinx and "
      + "check it still reaches its intent.")

  /// `--voice NAME`, for `test` and `bench`.
  static let voiceOption = OptionSpec.value(
    "voice", "NAME",
    "The voice of --spoken: flite's kal16 (default), rms, slt, awb or kal, or espeak-ng.")

  /// `--speech-model FORM`, for `test` and `bench`.
  static let speechModelOption = OptionSpec.value(
    "speech-model", "FORM",
    "The language model written from the catalog: bigram (default) or grammar.")

  /// The voice `--voice` names among those installed, or the default one.
  ///
  /// - Throws: ``SpeechInputError`` when no voice is installed or the one named is not.
  static func voice(_ arguments: ParsedArguments, programs: SpeechPrograms) throws -> SpeechVoice {
    guard let name = arguments.value("voice") else {
      guard let voice = programs.defaultVoice else {
        throw SpeechInputError(
          "The spoken check needs flite or espeak-ng, neither of which is installed "
            + "(\(SpeechPrograms.installCommand)).")
      }
      return voice
    }
    let installed = programs.voices
    guard
      let voice = installed.first(where: {
        $0.flite == name || $0.name == name || $0.name == "flite \(name)"
      })
    else {
      let names = installed.map { $0.flite ?? $0.name }.joined(separator: ", ")
      throw SpeechInputError(
        "There is no voice '\(name)'. The voices installed: \(names.isEmpty ? "none" : names).")
    }
    return voice
  }

  /// The speech programs, when a recogniser with its model and a voice are installed.
  ///
  /// - Throws: ``SpeechInputError`` with the command that installs them when one is missing.
  static func requireEngines(_ context: CommandContext) throws -> SpeechPrograms {
    let programs = SpeechPrograms(environment: context.environment)
    guard (try? programs.requireRecognizer()) != nil, !programs.voices.isEmpty else {
      throw SpeechInputError(
        "The spoken check needs pocketsphinx with its English model, and flite or espeak-ng "
          + "(\(SpeechPrograms.installCommand)).")
    }
    return programs
  }

  /// The form `--speech-model` names; bigram when it is not given.
  ///
  /// - Throws: ``UsageError`` for another value.
  static func form(_ arguments: ParsedArguments) throws -> SpeechModel.Form {
    guard let text = arguments.value("speech-model") else { return .bigram }
    guard let form = SpeechModel.Form(rawValue: text) else {
      throw UsageError("--speech-model takes bigram or grammar, not '\(text)'.")
    }
    return form
  }

  /// The catalog of the apps, with the phrase files under the paths given, and their suites.
  ///
  /// - Throws: ``PhraseFileErrors`` when a file cannot be read or names what does not exist;
  ///   ``UsageError`` when `--app` names no app.
  static func load(_ arguments: ParsedArguments, context: CommandContext) async throws -> (
    catalog: AppCatalog, files: CoverageFiles
  ) {
    let all = try context.allApps(
      arguments, phrasePaths: TestCommand.phrasePaths(arguments.positionals))
    let apps = try context.selecting(arguments, from: all)
    let catalog = try await AppCatalog.load(apps, locale: arguments.value("locale"))
    let files = try CoverageFiles.load(
      arguments.positionals, suites: true, transcripts: false, owners: all.map(\.name),
      scope: arguments.value("app").map { _ in Set(catalog.apps.map(\.name)) },
      catalog: catalog, leftOut: all.filter { app in !apps.contains { $0.name == app.name } })
    return (catalog, files)
  }

  /// Runs the spoken check over the apps and the suites under the paths given.
  static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
    let form = try form(arguments)
    let programs = try requireEngines(context)
    let catalog: AppCatalog
    let files: CoverageFiles
    do {
      (catalog, files) = try await load(arguments, context: context)
    } catch let error as PhraseFileErrors {
      context.console.err("\(error)")
      return .badInput
    }
    let voice = try voice(arguments, programs: programs)
    let recognizer = try SpeechInput.recognizer(
      for: catalog, programs: programs, context: context, form: form)
    defer { recognizer.finish() }
    let check = SpokenCheck(
      catalog: catalog, options: ConversationOptions(matching: try arguments.matching()))
    let results = try await SpokenRun(
      check: check, voice: voice, recognizer: recognizer, environment: programs.environment
    ).run(check.items(suites: files.suites))
    let report = SpokenReport(
      voice: voice.name, form: form, results: results, missing: recognizer.files.missing,
      generated: recognizer.files.generated, strict: arguments.flag("strict"))
    if let problem = writeJUnit(report.junit(), arguments) {
      context.console.err(problem)
      return .badInput
    }
    context.console.out(
      arguments.flag("json") ? report.json() : report.lines().joined(separator: "\n"))
    return report.passed ? .success : .failure
  }

  /// Writes `xml` to the file `--junit` names, if any.
  ///
  /// - Returns: The message to print when it cannot be written.
  static func writeJUnit(_ xml: String, _ arguments: ParsedArguments) -> String? {
    guard let path = arguments.value("junit") else { return nil }
    do {
      try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
      return nil
    } catch {
      return "Error: cannot write \(path): \(error.localizedDescription)"
    }
  }
}
