/// One `parley` subcommand: its name, help text, options and what it does.
protocol Command: Sendable {
  /// The word that selects the command, for example `match`.
  var name: String { get }
  /// One line shown in `parley --help`.
  var abstract: String { get }
  /// The usage line without the leading `parley `, for example `match "UTTERANCE" [--json]`.
  var usage: String { get }
  /// Longer help, shown by `parley help NAME`; may be empty.
  var discussion: String { get }
  /// The options this command accepts besides ``OptionSpec/common``.
  var options: [OptionSpec] { get }

  /// Runs the command and returns its exit code.
  func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode
}

extension Command {
  var discussion: String { "" }

  var allOptions: [OptionSpec] { options + OptionSpec.common }

  /// The help text of this command, in the layout of swift-argument-parser tools, with `{…}`
  /// tokens for ``CommandContext/fill(_:)``.
  var help: String {
    var lines = ["OVERVIEW: \(abstract)", ""]
    if !discussion.isEmpty {
      lines += [discussion, ""]
    }
    lines += ["USAGE: {program} \(usage)", "", "OPTIONS:"]
    let width = allOptions.map(\.synopsis.count).max() ?? 0
    for option in allOptions {
      let padding = String(repeating: " ", count: width - option.synopsis.count + 2)
      lines.append("  \(option.synopsis)\(padding)\(option.help)")
    }
    return lines.joined(separator: "\n")
  }
}

/// The exit codes of `parley`, as documented in README.
enum ExitCode: Int32, Sendable {
  /// Everything asked for was done.
  case success = 0
  /// A test failed, or a request was not understood or carried out.
  case failure = 1
  /// An input file (phrases, suite, transcript, corpus) could not be read or parsed.
  case badInput = 2
  /// The command line was wrong.
  case usage = 64
}
