/// `parley completions bash|zsh|fish`: a shell completion script for the program.
///
/// ```
/// $ parley completions bash > ~/.local/share/bash-completion/completions/parley
/// ```
struct CompletionsCommand: Command {
  let name = "completions"
  let abstract = "Print a shell completion script: completions bash, zsh or fish."
  let usage = "completions bash|zsh|fish"
  let options: [OptionSpec] = []

  /// The shells a script can be printed for.
  static let shells = ["bash", "zsh", "fish"]

  func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
    guard let shell = arguments.positionals.first, arguments.positionals.count == 1,
      Self.shells.contains(shell)
    else {
      throw UsageError("Say which shell: bash, zsh or fish.")
    }
    var commands: [CompletionScript.Command] = []
    for command in ParleyCLI.commands {
      commands.append(
        CompletionScript.Command(
          name: command.name, abstract: await context.fill(command.abstract),
          options: command.allOptions))
    }
    let script = CompletionScript(
      program: context.console.program, commands: commands,
      values: [
        "only": TestCommand.parts, "color": ColorPolicy.Choice.allCases.map(\.rawValue),
        "app": context.apps.map(\.name),
      ])
    switch shell {
    case "bash": context.console.out(script.bash())
    case "zsh": context.console.out(script.zsh())
    default: context.console.out(script.fish())
    }
    return .success
  }
}
