/// `parley help [COMMAND | TOPIC]`: the list of commands and topics, or one command's help or
/// one topic (see ``HelpTopic``).
struct HelpCommand: Command {
  let name = "help"
  let abstract = "Show the commands, or the help of one command or topic."
  let usage = "help [COMMAND | TOPIC]"
  let options: [OptionSpec] = []

  func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
    guard let name = arguments.positionals.first else {
      context.console.out(await context.fill(Self.overview(of: ParleyCLI.commands)))
      return .success
    }
    if let topic = HelpTopic.all.first(where: { $0.name == name }) {
      context.console.out(await context.fill(topic.text))
      return .success
    }
    guard let command = ParleyCLI.commands.first(where: { $0.name == name }) else {
      throw UsageError("Unknown command or help topic '\(name)'.")
    }
    context.console.out(await context.fill(command.help))
    return .success
  }

  /// The text of `parley --help`, with `{…}` tokens for ``CommandContext/fill(_:)``.
  static func overview(of commands: [any Command]) -> String {
    var lines = [
      "OVERVIEW: Talk to {apps} as Siri would, and test {their} phrases.",
      "",
      "USAGE: {program} [COMMAND] [OPTIONS]",
      "",
      "COMMANDS:",
    ]
    let width = commands.map(\.name.count).max() ?? 0
    for (position, command) in commands.enumerated() {
      let label = position == 0 ? "\(command.name) (default)" : command.name
      let padding = String(repeating: " ", count: max(2, width + 12 - label.count))
      lines.append("  \(label)\(padding)\(command.abstract)")
    }
    lines += ["", "TOPICS:"]
    for topic in HelpTopic.all {
      let padding = String(repeating: " ", count: max(2, width + 12 - topic.name.count))
      lines.append("  \(topic.name)\(padding)\(topic.abstract)")
    }
    lines += [
      "", "  See '{program} help <command>' or '{program} help <topic>' for detailed help.",
    ]
    return lines.joined(separator: "\n")
  }
}
