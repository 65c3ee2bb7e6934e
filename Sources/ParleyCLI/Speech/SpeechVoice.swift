import Foundation

/// A voice that says text into a WAV file: one of flite's built-in voices, or espeak-ng.
///
/// The text goes to the program as one argument, never through a shell, with the clean
/// environment of ``SpeechPrograms``.
///
/// ```swift
/// let voice = SpeechPrograms(environment: env).defaultVoice
/// try voice?.say("order a latte with brew", to: URL(fileURLWithPath: "/tmp/latte.wav"), environment: [:])
/// ```
struct SpeechVoice: Sendable, Equatable {
  /// How reports name it: "flite slt", "espeak-ng".
  let name: String
  /// The program.
  let program: URL
  /// flite's voice, or `nil` for espeak-ng.
  let flite: String?

  /// flite's built-in voices tried, the default first.
  static let fliteVoices = ["kal16", "rms", "slt", "awb", "kal"]
  /// The flite voice the spoken check uses unless told.
  static let defaultFliteVoice = "kal16"

  /// The arguments that say `text` into `file`.
  func arguments(saying text: String, to file: URL) -> [String] {
    let said = text.hasPrefix("-") ? " " + text : text
    if let flite { return ["-voice", flite, "-t", said, "-o", file.path] }
    return ["-w", file.path, said]
  }

  /// Says `text` into the WAV file `file`.
  ///
  /// - Throws: ``SpeechInputError`` when the program cannot run or fails.
  func say(_ text: String, to file: URL, environment: [String: String]) throws(SpeechInputError) {
    try ChildProcess.runToEnd(
      program, arguments(saying: text, to: file), environment: environment
    ) { status in
      "\(program.lastPathComponent) failed to say “\(text)” (exit status \(status))."
    }
  }
}
