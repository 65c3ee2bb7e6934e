import Foundation
import ParleyAssistant

/// `--wav FILE…` and `--listen` for `chat` and `ask`: the reader that hears lines instead of
/// reading them, over the catalog's language model.
///
/// ```swift
/// if let reader = try SpeechInput.reader(arguments, files: files, catalog: catalog, context: context) {
///   // chat takes its lines from the WAV files, each shown as "heard: …"
/// }
/// ```
enum SpeechInput {
  /// The options `chat` and `ask` take for speech input.
  static let options: [OptionSpec] = [
    .value("wav", "FILE", "Hear the request (and answers) in WAV files instead of typed lines."),
    .flag("listen", "Hear requests from the microphone through arecord (Enter to speak)."),
    .value("listen-seconds", "SECONDS", "How long each recording lasts (default 5)."),
  ]

  /// Whether the arguments ask for speech input.
  static func isRequested(_ arguments: ParsedArguments) -> Bool {
    !arguments.allValues("wav").isEmpty || arguments.flag("listen")
  }

  /// The reader of `files` (and the microphone with `--listen`), or `nil` when neither was
  /// asked for.
  ///
  /// - Throws: ``SpeechInputError`` when pocketsphinx, its model or `arecord` is missing;
  ///   ``UsageError`` for a bad `--listen-seconds`.
  static func reader(
    _ arguments: ParsedArguments, files: [String], catalog: AppCatalog, context: CommandContext
  ) throws -> SpokenLineReader? {
    guard isRequested(arguments) else { return nil }
    let programs = SpeechPrograms(environment: context.environment)
    var microphone: Microphone?
    if arguments.flag("listen") {
      guard let recorder = programs.recorder else {
        throw SpeechInputError(
          "--listen needs arecord, which is not installed (apt-get install alsa-utils).")
      }
      let seconds = try arguments.positiveInteger("listen-seconds", atMost: 60) ?? 5
      microphone = Microphone(
        program: recorder, seconds: seconds, environment: programs.environment)
    }
    let recognizer = try recognizer(for: catalog, programs: programs, context: context)
    return SpokenLineReader(
      files: files, recognizer: recognizer,
      console: context.console, microphone: microphone)
  }

  /// A recogniser over `catalog`'s language model, written (or found in the cache) now.
  ///
  /// - Throws: ``SpeechInputError`` when pocketsphinx or its model is missing.
  static func recognizer(
    for catalog: AppCatalog, programs: SpeechPrograms, context: CommandContext,
    form: SpeechModel.Form = .bigram
  ) throws -> SpeechRecognizer {
    _ = try programs.requireRecognizer()
    let files = try SpeechModelFiles.prepare(
      SpeechModel(catalog: catalog), form: form, programs: programs,
      environment: context.environment)
    return try SpeechRecognizer(programs: programs, files: files)
  }
}
