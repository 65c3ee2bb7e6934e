/// Completion scripts for bash, zsh and fish, written from the commands and their options.
///
/// An option listed in `values` completes its value from that list (`--only self`); other
/// options with a value, and arguments, complete file names.
struct CompletionScript {
  struct Command {
    let name: String
    let abstract: String
    let options: [OptionSpec]
  }

  let program: String
  let commands: [Command]
  let values: [String: [String]]

  /// What `help` completes: the commands' names, then the help topics' (see ``HelpTopic``).
  private func helpNames(_ commands: [Command]) -> String {
    (commands.map(\.name) + HelpTopic.all.map(\.name)).joined(separator: " ")
  }

  /// The shell function's name: the program's name with anything but letters, digits and `_`
  /// replaced.
  private var function: String {
    "_" + String(program.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  func bash() -> String {
    var lines = [
      "# bash completion for \(program)",
      "\(function)() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
      "  if [[ $COMP_CWORD -eq 1 ]]; then",
      "    COMPREPLY=($(compgen -W \"\(commands.map(\.name).joined(separator: " ")) --help --version\" -- \"$cur\"))",
      "    return",
      "  fi",
      "  case \"$prev\" in",
    ]
    for (option, choices) in values.sorted(by: { $0.key < $1.key }) {
      lines.append(
        "    --\(option)) COMPREPLY=($(compgen -W \"\(choices.joined(separator: " "))\" -- \"$cur\")); return ;;"
      )
    }
    let valued = Set(commands.flatMap(\.options).filter(\.takesValue).map(\.name))
      .subtracting(values.keys).sorted()
    if !valued.isEmpty {
      let patterns = valued.map { "--\($0)" }.joined(separator: "|")
      lines.append("    \(patterns)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;")
    }
    lines += ["  esac", "  local opts=\"\"", "  case \"${COMP_WORDS[1]}\" in"]
    for command in commands {
      let options = command.options.map { "--\($0.name)" }.joined(separator: " ")
      lines.append("    \(command.name)) opts=\"\(options)\" ;;")
    }
    lines.append("  esac")
    lines += [
      "  if [[ \"${COMP_WORDS[1]}\" == help || \"${COMP_WORDS[1]}\" == completions ]]; then",
      "    [[ \"${COMP_WORDS[1]}\" == help ]] && opts=\"\(helpNames(commands))\"",
      "    [[ \"${COMP_WORDS[1]}\" == completions ]] && opts=\"\(CompletionsCommand.shells.joined(separator: " "))\"",
      "    COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\"))",
      "  elif [[ \"$cur\" == -* ]]; then",
      "    COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\"))",
      "  else",
      "    COMPREPLY=($(compgen -f -- \"$cur\"))",
      "  fi",
      "}",
      "complete -F \(function) \(program)",
    ]
    return lines.joined(separator: "\n")
  }

  func zsh() -> String {
    var lines = [
      "#compdef \(program)",
      "\(function)() {",
      "  local -a commands",
      "  commands=(",
    ]
    for command in commands {
      lines.append("    \(quoted("\(command.name):\(command.abstract)", for: .zsh))")
    }
    lines += [
      "  )",
      "  if (( CURRENT == 2 )); then",
      "    _describe 'command' commands",
      "    _arguments '--help[Show help.]' '--version[Show the version.]'",
      "    return",
      "  fi",
      "  case $words[2] in",
    ]
    for command in commands {
      var specs = command.options.map { option -> String in
        let help = option.help.replacingOccurrences(of: "[", with: "(")
          .replacingOccurrences(of: "]", with: ")").replacingOccurrences(of: ":", with: ",")
        guard let valueName = option.valueName else {
          return quoted("--\(option.name)[\(help)]", for: .zsh)
        }
        let action =
          values[option.name].map { "(\($0.joined(separator: " ")))" } ?? "_files"
        return quoted("--\(option.name)[\(help)]:\(valueName):\(action)", for: .zsh)
      }
      switch command.name {
      case "help":
        specs.append(
          quoted("1:command:(\(helpNames(commands)))", for: .zsh))
      case "completions":
        specs.append(
          quoted("1:shell:(\(CompletionsCommand.shells.joined(separator: " ")))", for: .zsh))
      default: specs.append(quoted("*:file:_files", for: .zsh))
      }
      lines.append("    \(command.name)) _arguments \(specs.joined(separator: " ")) ;;")
    }
    lines += ["  esac", "}", "\(function) \"$@\""]
    return lines.joined(separator: "\n")
  }

  func fish() -> String {
    let names = commands.map(\.name).joined(separator: " ")
    var lines = [
      "# fish completion for \(program)",
      "complete -c \(program) -f",
      "complete -c \(program) -n 'not __fish_seen_subcommand_from \(names)' -l version -d 'Show the version.'",
    ]
    for command in commands {
      lines.append(
        "complete -c \(program) -n 'not __fish_seen_subcommand_from \(names)' -a \(command.name) -d \(quoted(command.abstract, for: .fish))"
      )
    }
    for command in commands {
      let condition = "-n '__fish_seen_subcommand_from \(command.name)'"
      for option in command.options {
        var line = "complete -c \(program) \(condition) -l \(option.name)"
        if let choices = values[option.name] {
          line += " -x -a \(quoted(choices.joined(separator: " "), for: .fish))"
        } else if option.takesValue {
          line += " -r -F"
        }
        lines.append(line + " -d \(quoted(option.help, for: .fish))")
      }
      switch command.name {
      case "help":
        lines.append(
          "complete -c \(program) \(condition) -a \(quoted(helpNames(commands), for: .fish))")
      case "completions":
        lines.append(
          "complete -c \(program) \(condition) -a \(quoted(CompletionsCommand.shells.joined(separator: " "), for: .fish))"
        )
      default: lines.append("complete -c \(program) \(condition) -F")
      }
    }
    return lines.joined(separator: "\n")
  }

  private enum Shell { case zsh, fish }

  /// `text` in single quotes for the shell.
  private func quoted(_ text: String, for shell: Shell) -> String {
    switch shell {
    case .zsh: return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    case .fish:
      return "'"
        + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
          of: "'", with: "\\'")
        + "'"
    }
  }
}
