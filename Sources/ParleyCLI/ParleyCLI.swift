import ParleyIntents

/// The `parley` command line: parses the arguments, runs a command, returns the exit code.
///
/// ```swift
/// let status = await ParleyCLI.main(
///   apps: [Trails.app], arguments: Array(CommandLine.arguments.dropFirst()))
/// exit(status)
/// ```
public enum ParleyCLI {
  /// The commands in the order `parley --help` lists them; the first is the default.
  static let commands: [any Command] = [
    ChatCommand(), AskCommand(), MatchCommand(), PhrasesCommand(), TestCommand(), BenchCommand(),
    HelpCommand(),
  ]

  /// Runs `parley` over `apps` with `arguments` (without the program name) and returns the
  /// exit code.
  public static func main(apps: [ParleyApp], arguments: [String]) async -> Int32 {
    let console = Console()
    let context = CommandContext(console: console, apps: apps)
    var arguments = arguments
    let command: any Command
    if let first = arguments.first, !first.hasPrefix("-") {
      guard let named = commands.first(where: { $0.name == first }) else {
        console.err("Error: Unknown command '\(first)'.\(suggestion(for: first))")
        console.err("See 'parley --help' for the list of commands.")
        return ExitCode.usage.rawValue
      }
      command = named
      arguments.removeFirst()
    } else if arguments.contains("--help") || arguments.contains("-h") {
      console.out(HelpCommand.overview(of: commands))
      return ExitCode.success.rawValue
    } else {
      command = commands[0]
    }
    do {
      let parsed = try ArgumentParser(options: command.allOptions).parse(arguments)
      if parsed.flag("help") {
        console.out(command.help)
        return ExitCode.success.rawValue
      }
      return try await command.run(parsed, context: context).rawValue
    } catch let error as UsageError {
      console.err("Error: \(error.message)")
      console.err("Usage: parley \(command.usage)")
      console.err("See 'parley \(command.name) --help' for more information.")
      return ExitCode.usage.rawValue
    } catch {
      console.err("Error: \(error)")
      return ExitCode.badInput.rawValue
    }
  }

  private static func suggestion(for word: String) -> String {
    let closest = commands.map(\.name).min { editDistance($0, word) < editDistance($1, word) }
    guard let closest, editDistance(closest, word) <= 2 else { return "" }
    return " Did you mean '\(closest)'?"
  }
}
