import Foundation
import ParleyAssistant

/// The options `chat` and `ask` share, read from the command line and the environment.
struct ReplSettings {
  /// The options both commands accept.
  static let options: [OptionSpec] = [
    .flag("speaker", "Speaker surface: dialog only, the full text, no cards or lists."),
    .flag("say", "Also speak each answer with espeak-ng (speaker surface)."),
    .value("passcode", "CODE", "The device passcode (default: $PARLEY_PASSCODE)."),
    .flag("unlocked", "Start the session unlocked for intents that require authentication."),
  ]

  let surface: Surface
  let say: Bool
  let conversation: ConversationOptions
  let color: ColorPolicy

  init(_ arguments: ParsedArguments, environment: [String: String]) throws {
    surface = arguments.flag("speaker") ? .speaker : .display
    say = arguments.flag("say")
    let passcode = arguments.value("passcode") ?? environment["PARLEY_PASSCODE"]
    conversation = ConversationOptions(
      surface: surface, now: try arguments.now(),
      passcode: passcode.flatMap { $0.isEmpty ? nil : $0 },
      isUnlocked: arguments.flag("unlocked"), matching: try arguments.matching())
    color = try ColorPolicy(
      option: arguments.value("color"), noColorFlag: arguments.flag("no-color"))
  }
}
