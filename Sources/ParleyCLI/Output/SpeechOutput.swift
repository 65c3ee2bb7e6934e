import Foundation

/// `--say` for the REPL: voices each spoken line, and says at most once that it cannot.
///
/// When no speech program is installed, or the program fails, ``takeNotice()`` hands out one
/// sentence for standard error and every later line is left unspoken.
///
/// ```swift
/// var voice = SpeechOutput()
/// if let notice = voice.takeNotice() { console.err(notice) }  // espeak-ng missing
/// voice.say(["Bear Creek Trail is open."])
/// if let notice = voice.takeNotice() { console.err(notice) }  // espeak-ng failed
/// ```
struct SpeechOutput {
  private var synthesizer: SpeechSynthesizer?
  private var notice: String?

  /// Looks for a speech program on the `PATH` of `environment`.
  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    switch SpeechSynthesizer.locate(environment: environment) {
    case .success(let found): synthesizer = found
    case .failure(let problem): notice = problem.message
    }
  }

  /// Creates an output that speaks through `synthesizer`.
  init(synthesizer: SpeechSynthesizer) {
    self.synthesizer = synthesizer
  }

  /// Whether lines are still being spoken.
  var isSpeaking: Bool { synthesizer != nil }

  /// Speaks `lines` one after another, waiting for each; stops for good at the first failure.
  mutating func say(_ lines: [String]) {
    for line in lines {
      guard let synthesizer else { return }
      if let problem = synthesizer.speak(line) {
        self.synthesizer = nil
        notice = problem.message
      }
    }
  }

  /// The sentence to show about speech, once; `nil` when all is well or it was shown already.
  mutating func takeNotice() -> String? {
    defer { notice = nil }
    return notice
  }
}
