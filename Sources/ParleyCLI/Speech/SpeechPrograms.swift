import Foundation

/// The speech programs the system has, found on `PATH`, and the recogniser's English model.
///
/// ```swift
/// let programs = SpeechPrograms(environment: ProcessInfo.processInfo.environment)
/// programs.recognizer  // /usr/bin/pocketsphinx_continuous, or nil
/// try programs.requireRecognizer()  // throws with the install command when it is missing
/// ```
struct SpeechPrograms: Sendable {
  /// `pocketsphinx_continuous`, if installed.
  let recognizer: URL?
  /// The folder of the recogniser's acoustic model, if installed.
  let acousticModel: URL?
  /// The recogniser's pronunciation dictionary, if installed.
  let dictionary: URL?
  /// `flite`, if installed.
  let flite: URL?
  /// `espeak-ng`, if installed.
  let espeak: URL?
  /// `arecord`, if installed.
  let recorder: URL?
  /// The environment programs run with: only what they need, nothing of the session's.
  let environment: [String: String]

  /// The command that installs every speech program Parley uses.
  static let installCommand = "apt-get install pocketsphinx pocketsphinx-en-us flite espeak-ng"

  /// The variables passed on to speech programs.
  static let passedVariables: Set<String> = [
    "PATH", "HOME", "LANG", "LC_ALL", "LC_CTYPE", "TMPDIR", "XDG_RUNTIME_DIR", "PULSE_SERVER",
    "PULSE_COOKIE", "ALSA_CARD", "AUDIODEV", "ESPEAK_DATA_PATH",
  ]

  /// Where the English model is looked for: `PARLEY_SPEECH_MODEL`, then the folder Debian's
  /// `pocketsphinx-en-us` installs.
  static func modelFolders(_ environment: [String: String]) -> [String] {
    [
      environment["PARLEY_SPEECH_MODEL"], "/usr/share/pocketsphinx/model/en-us",
      "/usr/local/share/pocketsphinx/model/en-us",
    ]
    .compactMap { $0 }
  }

  init(environment: [String: String]) {
    let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    func find(_ program: String) -> URL? {
      for directory in directories where !directory.isEmpty {
        let candidate = URL(fileURLWithPath: directory).appendingPathComponent(program)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
      return nil
    }
    recognizer = find("pocketsphinx_continuous")
    flite = find("flite")
    espeak = find("espeak-ng")
    recorder = find("arecord")
    var acousticModel: URL?
    var dictionary: URL?
    for folder in Self.modelFolders(environment) {
      let root = URL(fileURLWithPath: folder)
      let model = root.appendingPathComponent("en-us")
      let words = root.appendingPathComponent("cmudict-en-us.dict")
      if FileManager.default.fileExists(atPath: model.appendingPathComponent("mdef").path),
        FileManager.default.fileExists(atPath: words.path)
      {
        acousticModel = model
        dictionary = words
        break
      }
    }
    self.acousticModel = acousticModel
    self.dictionary = dictionary
    self.environment = environment.filter { Self.passedVariables.contains($0.key) }
  }

  /// The recogniser and its model.
  ///
  /// - Throws: ``SpeechInputError`` naming what is missing and how to install it.
  func requireRecognizer() throws(SpeechInputError) -> (
    program: URL, model: URL, dictionary: URL
  ) {
    guard let recognizer else {
      throw SpeechInputError(
        "Speech input needs pocketsphinx, which is not installed "
          + "(apt-get install pocketsphinx pocketsphinx-en-us).")
    }
    guard let acousticModel, let dictionary else {
      throw SpeechInputError(
        "Speech input needs pocketsphinx's English model, which is not installed "
          + "(apt-get install pocketsphinx-en-us).")
    }
    return (recognizer, acousticModel, dictionary)
  }

  /// The voices installed to say text for the spoken check: flite's, then espeak-ng's.
  var voices: [SpeechVoice] {
    let flites = flite.map { program in
      SpeechVoice.fliteVoices.map { SpeechVoice(name: "flite \($0)", program: program, flite: $0) }
    }
    let espeaks = espeak.map { [SpeechVoice(name: "espeak-ng", program: $0, flite: nil)] }
    return (flites ?? []) + (espeaks ?? [])
  }

  /// The voice the spoken check uses unless told: flite's when installed, else espeak-ng.
  var defaultVoice: SpeechVoice? {
    voices.first { $0.flite == SpeechVoice.defaultFliteVoice } ?? voices.last
  }
}

/// Speech input cannot work here; the message says why and how to install what is missing.
struct SpeechInputError: Error, CustomStringConvertible, Equatable {
  let message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String { message }
}
