import Foundation
import ParleyAssistant

/// The options `chat` and `ask` share, read from the command line and the environment.
struct ReplSettings {
  /// The options both commands accept.
  static let options: [OptionSpec] = [
    .flag("speaker", "Speaker surface: dialog only, the full text, no cards or lists."),
    .flag("say", "Also speak each answer with espeak-ng (speaker surface)."),
    .value(
      "passcode", "CODE",
      "The device passcode; every user of the machine can read it in ps, so prefer "
        + "$PARLEY_PASSCODE, --passcode-file or --passcode-prompt."),
    .value("passcode-file", "FILE", "Read the device passcode from the first line of FILE."),
    .flag(
      "passcode-prompt",
      "Ask for the device passcode at the start, without showing it as it is typed (needs a "
        + "terminal)."),
    .flag("unlocked", "Start the session unlocked for intents that require authentication."),
    .value(
      "relock-after", "SECONDS",
      "Lock again after this long without a line (default: $PARLEY_RELOCK_AFTER, else 300)."),
    .value(
      "answer-timeout", "SECONDS",
      "Leave a question when no answer starts within this long (default: "
        + "$PARLEY_ANSWER_TIMEOUT, else 8 on a speaker and never on a display; 0 or off: never)."),
    .value(
      "lock-out", "SECONDS",
      "After five wrong passcodes in a row, refuse every passcode for this long, doubling with "
        + "each further wrong one (default: $PARLEY_LOCK_OUT, else 300)."),
  ]

  /// How long a session stays unlocked without a line when not told otherwise.
  static let defaultRelockSeconds = 300.0
  /// How long a speaker waits for an answer to start when not told otherwise: long enough to
  /// think of one, as a smart speaker waits a few seconds before it lets a question go.
  static let defaultSpeakerAnswerSeconds = 8.0

  let surface: Surface
  let say: Bool
  let conversation: ConversationOptions
  let color: ColorPolicy
  /// How many seconds without a line lock the session again.
  let relockSeconds: Double
  /// How many seconds unlocking stays off after five wrong passcodes in a row.
  let lockOutSeconds: Double
  /// How many seconds a question waits for its answer to start, as given: `nil` when not
  /// given, `0` never to leave a question.
  private let answerSeconds: Double?

  init(_ arguments: ParsedArguments, environment: [String: String]) throws {
    surface = arguments.flag("speaker") ? .speaker : .display
    say = arguments.flag("say")
    relockSeconds = try Self.seconds(
      "relock-after", else: "PARLEY_RELOCK_AFTER", from: 0, default: Self.defaultRelockSeconds,
      arguments, environment)
    answerSeconds = try Self.answerSeconds(arguments, environment)
    lockOutSeconds = try Self.seconds(
      "lock-out", else: "PARLEY_LOCK_OUT", from: 1, default: PasscodeAttempts.defaultLockOut,
      arguments, environment)
    color = try ColorPolicy(
      option: arguments.value("color"), noColorFlag: arguments.flag("no-color"))
    let passcode = try Self.passcode(arguments, environment: environment)
    conversation = ConversationOptions(
      surface: surface, now: try arguments.now(),
      passcode: passcode.flatMap { $0.isEmpty ? nil : $0 },
      isUnlocked: arguments.flag("unlocked"), matching: try arguments.matching())
  }

  /// How many seconds a question waits on `surface` for its answer to start before it is left
  /// (see `Conversation.timeOut()`): `--answer-timeout`, else `$PARLEY_ANSWER_TIMEOUT`, else
  /// ``defaultSpeakerAnswerSeconds`` on a speaker; `nil` to wait for ever, as a display does
  /// unless told otherwise.
  func answerTimeout(on surface: Surface) -> Double? {
    let seconds = answerSeconds ?? (surface == .speaker ? Self.defaultSpeakerAnswerSeconds : 0)
    return seconds > 0 ? seconds : nil
  }

  /// The seconds `--answer-timeout` (else `$PARLEY_ANSWER_TIMEOUT`) gives, `0` for "off";
  /// `nil` when neither is given.
  ///
  /// - Throws: ``UsageError`` when it is neither "off" nor a number from 0 to a year.
  private static func answerSeconds(
    _ arguments: ParsedArguments, _ environment: [String: String]
  ) throws -> Double? {
    let name = "answer-timeout"
    guard let text = arguments.value(name) ?? environment["PARLEY_ANSWER_TIMEOUT"] else {
      return nil
    }
    if text.lowercased() == "off" { return 0 }
    guard let seconds = Double(text), seconds >= 0, seconds <= Self.longestSeconds else {
      throw UsageError(
        "--\(name) takes a number of seconds from 0 to \(Int(Self.longestSeconds)), or off, "
          + "not “\(text)”.")
    }
    return seconds
  }

  /// The longest time any option takes: a year, in seconds.
  private static let longestSeconds = 31_536_000.0

  /// A number of seconds from the option `name`, else the environment variable `variable`,
  /// else `fallback`; at most a year.
  ///
  /// - Throws: ``UsageError`` when it is not a number from `lowest` to a year.
  private static func seconds(
    _ name: String, else variable: String, from lowest: Double, default fallback: Double,
    _ arguments: ParsedArguments, _ environment: [String: String]
  ) throws -> Double {
    guard let text = arguments.value(name) ?? environment[variable] else { return fallback }
    guard let seconds = Double(text), seconds >= lowest, seconds <= longestSeconds else {
      throw UsageError(
        "--\(name) takes a number of seconds from \(Int(lowest)) to \(Int(longestSeconds)), "
          + "not “\(text)”.")
    }
    return seconds
  }

  /// The passcode: `--passcode`, the first line of `--passcode-file`, or typed at the
  /// `--passcode-prompt` (only one of them), else `$PARLEY_PASSCODE`.
  ///
  /// - Throws: ``UsageError`` when more than one is given, the passcode file cannot be read
  ///   (its content is never shown), or the prompt has no terminal or gets no passcode.
  private static func passcode(_ arguments: ParsedArguments, environment: [String: String])
    throws -> String?
  {
    let prompts = arguments.flag("passcode-prompt")
    let ways = [
      arguments.value("passcode") != nil, arguments.value("passcode-file") != nil, prompts,
    ]
    guard ways.filter({ $0 }).count <= 1 else {
      throw UsageError(
        "Give the passcode one way: --passcode, --passcode-file or --passcode-prompt.")
    }
    if prompts { return try PasscodePrompt.ask(prompt: "Passcode: ") }
    if let given = arguments.value("passcode") { return given }
    guard let path = arguments.value("passcode-file") else { return environment["PARLEY_PASSCODE"] }
    do {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      return text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    } catch {
      throw UsageError("Can't read the passcode from \(path): \(error.localizedDescription)")
    }
  }
}
