import Foundation
import ParleyAssistant

/// The catalog's language model and dictionary written to files for the recogniser, kept in a
/// cache folder under the model's key, so they are written again only when the catalog changes.
///
/// Words the recogniser's dictionary lacks get pronunciations from espeak-ng's phonemes when it
/// is installed; those it still lacks are ``missing``.
///
/// ```swift
/// let files = try SpeechModelFiles.prepare(SpeechModel(catalog: catalog), form: .bigram,
///                                          programs: programs, environment: env)
/// files.languageModel  // ~/.cache/parley/speech/5d1c0a3e9f2b7c41/model.lm
/// files.missing        // []
/// ```
struct SpeechModelFiles: Sendable {
  /// The form of ``languageModel``.
  let form: SpeechModel.Form
  /// The ARPA model or JSGF grammar.
  let languageModel: URL
  /// The pronunciation dictionary of the model's words.
  let dictionary: URL
  /// The model's words with no pronunciation, sorted.
  let missing: [String]
  /// The words whose pronunciation was generated, sorted.
  let generated: [String]

  /// Part of each model's folder name, raised whenever the files are written differently (a
  /// phoneme newly mapped, say), so files written before are not taken for new ones.
  static let revision = 2

  /// The folder models are kept in: `$XDG_CACHE_HOME/parley/speech`, by default
  /// `~/.cache/parley/speech`.
  static func cacheFolder(environment: [String: String]) -> URL {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return URL(fileURLWithPath: cache).appendingPathComponent("parley/speech")
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(".cache/parley/speech")
  }

  /// Writes `model` in `form` with its dictionary, or finds them written already.
  ///
  /// - Throws: ``SpeechInputError`` when the recogniser's model is missing or the files
  ///   cannot be written.
  static func prepare(
    _ model: SpeechModel, form: SpeechModel.Form, programs: SpeechPrograms,
    environment: [String: String]
  ) throws(SpeechInputError) -> SpeechModelFiles {
    let base = try programs.requireRecognizer().dictionary
    let folder = cacheFolder(environment: environment)
      .appendingPathComponent(
        "\(model.key)-\(programs.espeak == nil ? "plain" : "espeak")-\(revision)")
    let languageModel = folder.appendingPathComponent(form == .bigram ? "model.lm" : "model.jsgf")
    let dictionary = folder.appendingPathComponent("model.dict")
    let notes = folder.appendingPathComponent("pronunciations.txt")
    let fileManager = FileManager.default
    if !fileManager.fileExists(atPath: languageModel.path)
      || !fileManager.fileExists(atPath: dictionary.path)
      || !fileManager.fileExists(atPath: notes.path)
    {
      do {
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        let baseText = try String(contentsOf: base, encoding: .utf8)
        let known = PronunciationDictionary(text: baseText)
        let lacking = model.words.filter { !known.contains($0) }
        var generated: [String: [String]] = [:]
        if let espeak = programs.espeak {
          for word in lacking {
            generated[word] = pronunciation(
              of: word, espeak: espeak, environment: programs.environment)
          }
        }
        let written = model.dictionary(base: known, generated: generated)
        try write(written.text, to: dictionary)
        try write(model.text(of: form), to: languageModel)
        let lines =
          generated.keys.sorted().map { "generated \($0)" }
          + written.missing.map { "missing \($0)" }
        try write(lines.joined(separator: "\n") + "\n", to: notes)
      } catch {
        throw SpeechInputError(
          "cannot write the speech model to \(folder.path): \(error.localizedDescription)")
      }
    }
    let lines = ((try? String(contentsOf: notes, encoding: .utf8)) ?? "")
      .split(separator: "\n").map(String.init)
    func words(_ kind: String) -> [String] {
      lines.filter { $0.hasPrefix(kind + " ") }.map { String($0.dropFirst(kind.count + 1)) }
    }
    return SpeechModelFiles(
      form: form, languageModel: languageModel, dictionary: dictionary,
      missing: words("missing"), generated: words("generated"))
  }

  /// Writes `text` to `url` through a temporary file, so a file found is always whole.
  private static func write(_ text: String, to url: URL) throws {
    try Data(text.utf8).write(to: url, options: .atomic)
  }

  /// The CMU phones espeak-ng gives `word`, or `nil`.
  static func pronunciation(of word: String, espeak: URL, environment: [String: String])
    -> [String]?
  {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("parley-phonemes-\(getpid())-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: output) }
    let descriptor = open(output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    do {
      try ChildProcess.runToEnd(
        espeak, ["-q", "-x", "--sep=_", "-v", "en-us", word], environment: environment,
        output: descriptor
      ) { _ in "" }
    } catch {
      return nil
    }
    guard let text = try? String(contentsOf: output, encoding: .utf8) else { return nil }
    return EspeakPhonemes.cmuPhones(from: text)
  }
}
