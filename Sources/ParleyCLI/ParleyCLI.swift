import ParleyIntents
import ParleyMatcher

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line of a program built over App Intents apps (`parley`, or a developer's own):
/// parses the arguments, runs a command, returns the exit code.
///
/// The program's help, examples and messages speak of the apps it is given and use its name.
///
/// ```swift
/// // Sources/todos/main.swift
/// import ParleyCLI
/// import TodoApp
///
/// let status = await ParleyCLI.main(
///   name: "todos", apps: [Todos.app], arguments: Array(CommandLine.arguments.dropFirst()))
/// exit(status)
/// ```
public enum ParleyCLI {
  /// The commands in the order `parley --help` lists them; the first is the default.
  static let commands: [any Command] = [
    ChatCommand(), AskCommand(), MatchCommand(), PhrasesCommand(), TestCommand(), BenchCommand(),
    FitCommand(), TuneCommand(),
    CompletionsCommand(), HelpCommand(),
  ]

  /// The version of Parley, as `--version` prints it.
  public static let version = "0.1.0"

  /// Runs the command line over `apps` with `arguments` (without the program name) and returns
  /// the exit code.
  ///
  /// - Parameters:
  ///   - name: The program's name in help and messages; the name it was run by when nil.
  ///   - apps: The apps to talk to and test.
  ///   - arguments: The command-line arguments after the program name.
  /// - Returns: The exit code: 0 done, 1 not done or a test failed (or standard output could
  ///   not be written, which is said on standard error), 2 bad input, 64 bad usage.
  public static func main(name: String? = nil, apps: [ParleyApp], arguments: [String]) async
    -> Int32
  {
    // SIGQUIT ends the program as it ends any other; a file grown past the size limit is a
    // write error (said and handled), not a kill.
    _ = signal(SIGQUIT, SIG_DFL)
    _ = signal(SIGXFSZ, SIG_IGN)
    var console = Console()
    console.program = name ?? programName(CommandLine.arguments.first)
    let status = await run(console: console, apps: apps, arguments: arguments)
    guard let failure = Console.outputFailure else { return status }
    console.notice("Cannot write standard output: \(failure).")
    return status == ExitCode.success.rawValue ? ExitCode.failure.rawValue : status
  }

  private static func run(console: Console, apps: [ParleyApp], arguments: [String]) async
    -> Int32
  {
    // Without the matcher's settings there is nothing to match with: say why, and stop.
    if case .failure(let problem) = MatcherSettings.loaded {
      console.err("Error: \(problem)")
      return ExitCode.badInput.rawValue
    }
    let context = CommandContext(console: console, apps: apps)
    var arguments = arguments
    let command: any Command
    if let position = commandPosition(in: arguments) {
      let word = arguments[position]
      guard let named = commands.first(where: { $0.name == word }) else {
        console.err("Error: Unknown command '\(word)'.\(suggestion(for: word))")
        console.err("See '\(console.program) --help' for the list of commands.")
        return ExitCode.usage.rawValue
      }
      command = named
      arguments.remove(at: position)
    } else if arguments == ["--version"] {
      let built = console.program == "parley" ? "" : " (Parley \(version))"
      console.out("\(console.program) \(version)\(built)")
      return ExitCode.success.rawValue
    } else if arguments.contains("--help") || arguments.contains("-h") {
      console.out(await context.fill(HelpCommand.overview(of: commands)))
      return ExitCode.success.rawValue
    } else {
      command = commands[0]
    }
    do {
      let parsed = try ArgumentParser(options: command.allOptions).parse(arguments)
      _ = try ColorPolicy(option: parsed.value("color"), noColorFlag: parsed.flag("no-color"))
      if parsed.flag("help") {
        console.out(await context.fill(command.help))
        return ExitCode.success.rawValue
      }
      return try await command.run(parsed, context: context).rawValue
    } catch let error as UsageError {
      console.err("Error: \(await context.fill(error.message))")
      console.err("Usage: \(console.program) \(command.usage)")
      console.err("See '\(console.program) \(command.name) --help' for more information.")
      return ExitCode.usage.rawValue
    } catch {
      console.err("Error: \(error)")
      return ExitCode.badInput.rawValue
    }
  }

  /// Where the command's name is in `arguments`: the first word that is neither an option nor
  /// an option's value, before any `--`; `nil` when there is none (the default command runs).
  ///
  /// Options written before the command are read as if written after it, so
  /// `parley --app Brew ask "order a latte"` runs `ask` with `--app Brew`, as
  /// `parley ask "order a latte" --app Brew` does; the command then refuses an option it does
  /// not take, as it would after it.
  static func commandPosition(in arguments: [String]) -> Int? {
    let valued = Set(commands.flatMap(\.allOptions).filter(\.takesValue).map(\.name))
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return nil }
      guard argument.hasPrefix("-"), argument != "-" else { return index }
      let name = String(argument.drop { $0 == "-" })
      index += valued.contains(name) ? 2 : 1
    }
    return nil
  }

  /// The last path component of the path the program was run by; "parley" when unknown.
  static func programName(_ path: String?) -> String {
    guard let path, let last = path.split(separator: "/").last, !last.isEmpty else {
      return "parley"
    }
    return String(last)
  }

  private static func suggestion(for word: String) -> String {
    let closest = commands.map(\.name).min { editDistance($0, word) < editDistance($1, word) }
    guard let closest, editDistance(closest, word) <= 2 else { return "" }
    return " Did you mean '\(closest)'?"
  }
}
