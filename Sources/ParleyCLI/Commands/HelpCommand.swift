/// `parley help [COMMAND]`: the list of commands, or one command's help.
struct HelpCommand: Command {
  let name = "help"
  let abstract = "Show the commands, or the help of one command."
  let usage = "help [COMMAND]"
  let options: [OptionSpec] = []

  func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
    guard let name = arguments.positionals.first else {
      context.console.out(Self.overview(of: ParleyCLI.commands))
      return .success
    }
    guard let command = ParleyCLI.commands.first(where: { $0.name == name }) else {
      throw UsageError("Unknown command '\(name)'.")
    }
    context.console.out(command.help)
    return .success
  }

  /// The text of `parley --help`.
  static func overview(of commands: [any Command]) -> String {
    var lines = [
      "OVERVIEW: Talk to App Intents apps as Siri would, and test their phrases.",
      "",
      "USAGE: parley [COMMAND] [OPTIONS]",
      "",
      "COMMANDS:",
    ]
    let width = commands.map(\.name.count).max() ?? 0
    for (position, command) in commands.enumerated() {
      let label = position == 0 ? "\(command.name) (default)" : command.name
      let padding = String(repeating: " ", count: max(2, width + 12 - label.count))
      lines.append("  \(label)\(padding)\(command.abstract)")
    }
    lines += ["", "  See 'parley help <command>' for detailed help."]
    return lines.joined(separator: "\n")
  }
}
