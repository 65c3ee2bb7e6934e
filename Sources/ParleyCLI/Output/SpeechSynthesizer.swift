import Foundation

/// Voices lines for `--say` by running a speech program: `espeak-ng`, else `espeak`, else (on
/// macOS) `say`.
///
/// The text goes to the program as one argument through `Process`, never through a shell, and
/// each call waits until the line has been spoken. The program's own output is discarded, and
/// it gets a clean environment: only what finding a voice and an audio device needs, never
/// `PARLEY_PASSCODE` or anything else of the session's.
///
/// ```swift
/// switch SpeechSynthesizer.locate() {
/// case .success(let voice): _ = voice.speak("Bear Creek Trail is open.")
/// case .failure(let problem): console.err(problem.message)  // say it once, go on silently
/// }
/// ```
struct SpeechSynthesizer: Sendable {
  /// The speech program.
  let executable: URL
  /// The environment the program runs with.
  let environment: [String: String]

  /// The variables passed on to the speech program: locale, home, temporary directory and
  /// the audio system's.
  static let passedVariables: Set<String> = [
    "PATH", "HOME", "LANG", "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "TMPDIR", "XDG_RUNTIME_DIR",
    "PULSE_SERVER", "PULSE_COOKIE", "ALSA_CARD", "AUDIODEV", "ESPEAK_DATA_PATH",
  ]

  init(executable: URL, environment: [String: String] = [:]) {
    self.executable = executable
    self.environment = environment.filter { Self.passedVariables.contains($0.key) }
  }

  /// The programs looked for, in order of preference.
  static var programs: [String] {
    #if os(macOS)
      ["espeak-ng", "espeak", "say"]
    #else
      ["espeak-ng", "espeak"]
    #endif
  }

  /// The sentence shown once when no speech program is installed.
  static let missingMessage =
    "--say needs espeak-ng, which is not installed (apt-get install espeak-ng); "
    + "continuing without speech."

  /// Finds the first of ``programs`` on `PATH`.
  ///
  /// - Parameter environment: Where `PATH` is read from.
  /// - Returns: The synthesizer, or a ``SpeechError`` whose message (``missingMessage``) the
  ///   CLI prints once before going on without speech.
  static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Result<SpeechSynthesizer, SpeechError> {
    let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    for program in programs {
      for directory in directories where !directory.isEmpty {
        let candidate = URL(fileURLWithPath: directory).appendingPathComponent(program)
        if FileManager.default.isExecutableFile(atPath: candidate.path) {
          return .success(SpeechSynthesizer(executable: candidate, environment: environment))
        }
      }
    }
    return .failure(SpeechError(missingMessage))
  }

  /// The arguments the program is run with to say `text`.
  ///
  /// A line that starts with `-` is preceded by a space so the program never reads it as an
  /// option.
  func arguments(for text: String) -> [String] {
    [text.hasPrefix("-") ? " " + text : text]
  }

  /// Says `text` and waits until it has been said; blank text is not spoken.
  ///
  /// - Returns: `nil` when the program ran and succeeded, else the problem, to print once.
  @discardableResult
  func speak(_ text: String) -> SpeechError? {
    let line = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !line.isEmpty else { return nil }
    let child: ChildProcess
    do {
      child = try ChildProcess(
        executable.path, arguments: arguments(for: line), environment: environment)
    } catch {
      return SpeechError(
        "could not run \(executable.path) to speak (\(error.reason)); continuing without speech.")
    }
    let ending = child.wait()
    guard ending == .exited(0) else {
      return SpeechError(
        "\(executable.lastPathComponent) failed to speak "
          + "(exit status \(ending.status)); continuing without speech.")
    }
    return nil
  }
}

/// Speech is not available or failed; the message says so and that the CLI goes on without it.
struct SpeechError: Error, Equatable, Sendable {
  /// The sentence to print on standard error.
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
