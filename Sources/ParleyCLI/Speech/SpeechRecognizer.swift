import Foundation
import ParleyAssistant

/// Hears the words in WAV files: pocketsphinx run as a child process with the catalog's
/// language model (or grammar) and dictionary.
///
/// Each file is first made one channel at 16,000 samples a second, as the English model
/// expects; the program gets the file, the model's files and a clean environment as an
/// argument array, and its standard output (the words heard) is read back.
///
/// ```swift
/// let recognizer = try SpeechRecognizer(programs: programs, files: files)
/// try recognizer.hear(URL(fileURLWithPath: "latte.wav"))  // "order a latte with brew"
/// ```
struct SpeechRecognizer: Sendable {
  let program: URL
  let acousticModel: URL
  let files: SpeechModelFiles
  let environment: [String: String]
  /// Where converted sound and the program's output are written; removed when the last copy
  /// of the recogniser goes.
  private let folder: ScratchFolder

  /// Where converted sound and the program's output are written.
  var scratch: URL { folder.url }

  /// A recogniser over the model `files`, with the programs found.
  ///
  /// - Throws: ``SpeechInputError`` when pocketsphinx or its model is missing.
  init(programs: SpeechPrograms, files: SpeechModelFiles) throws(SpeechInputError) {
    let required = try programs.requireRecognizer()
    program = required.program
    acousticModel = required.model
    self.files = files
    environment = programs.environment
    folder = ScratchFolder(
      FileManager.default.temporaryDirectory
        .appendingPathComponent("parley-speech-\(getpid())-\(UUID().uuidString)"))
    makeScratch()
  }

  /// Creates the scratch folder unless it is there.
  func makeScratch() {
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  }

  /// The arguments that decode `wav` (16 kHz mono) with the model in `form`.
  func arguments(decoding wav: URL) -> [String] {
    let model =
      files.form == .bigram
      ? ["-lm", files.languageModel.path] : ["-jsgf", files.languageModel.path]
    return [
      "-infile", wav.path, "-hmm", acousticModel.path, "-dict", files.dictionary.path,
      "-logfn", "/dev/null",
    ] + model
  }

  /// The words heard in the WAV file `url`, lower case, one space apart ("" for silence).
  ///
  /// - Throws: ``WaveAudioError`` when the file is no WAV file; ``SpeechInputError`` when
  ///   the recogniser cannot run or fails.
  func hear(_ url: URL) throws -> String {
    let audio = try WaveAudio(contentsOf: url).resampled(to: 16_000)
    makeScratch()
    let name = UUID().uuidString
    let input = scratch.appendingPathComponent("\(name).wav")
    let output = scratch.appendingPathComponent("\(name).txt")
    defer {
      try? FileManager.default.removeItem(at: input)
      try? FileManager.default.removeItem(at: output)
    }
    try audio.write(to: input)
    let descriptor = open(output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else {
      throw SpeechInputError("cannot write \(output.path) for the recogniser.")
    }
    defer { close(descriptor) }
    try ChildProcess.runToEnd(
      program, arguments(decoding: input), environment: environment, output: descriptor
    ) { status in
      "\(program.lastPathComponent) failed on \(url.path) (exit status \(status))."
    }
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Removes the scratch folder.
  func finish() {
    try? FileManager.default.removeItem(at: scratch)
  }
}

/// A temporary folder, removed with everything in it when the last reference goes.
private final class ScratchFolder: Sendable {
  let url: URL

  init(_ url: URL) {
    self.url = url
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
