/// Splits a command's arguments into flags, option values and positional words.
///
/// Accepts `--name VALUE`, `--name=VALUE`, and `--` to end options. An unknown option is an
/// error that suggests the closest known one:
///
/// ```
/// parse(["--jsn"], options: [.flag("json", "")])
/// // throws UsageError("Unknown option '--jsn'. Did you mean '--json'?")
/// ```
struct ArgumentParser {
  let options: [OptionSpec]

  func parse(_ arguments: [String]) throws -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      if argument == "-h" {
        parsed.flags.insert("help")
        continue
      }
      let body = argument.drop(while: { $0 == "-" })
      let name: String
      var inlineValue: String?
      if let equals = body.firstIndex(of: "=") {
        name = String(body[..<equals])
        inlineValue = String(body[body.index(after: equals)...])
      } else {
        name = String(body)
      }
      guard let spec = options.first(where: { $0.name == name }) else {
        throw UsageError(unknownOptionMessage(argument, name: name))
      }
      if spec.takesValue {
        if let inlineValue {
          parsed.values[name, default: []].append(inlineValue)
        } else if index < arguments.count {
          parsed.values[name, default: []].append(arguments[index])
          index += 1
        } else {
          throw UsageError("Missing value for '--\(name) \(spec.valueName ?? "VALUE")'.")
        }
      } else {
        guard inlineValue == nil else {
          throw UsageError("The flag '--\(name)' takes no value.")
        }
        parsed.flags.insert(name)
      }
    }
    return parsed
  }

  /// The message for an unknown option, with the option most like it: fewest edits away, or
  /// the one it only adds a dashed word to or leaves one off ("--phrases-dir" is `match`'s
  /// "--phrases DIR", "--app-name" its "--app"), which counts as one edit.
  private func unknownOptionMessage(_ argument: String, name: String) -> String {
    func distance(_ option: String) -> Int {
      name.hasPrefix(option + "-") || option.hasPrefix(name + "-")
        ? 1 : editDistance(option, name)
    }
    let closest = options.map(\.name)
      .map { ($0, distance($0)) }
      .filter { $0.1 <= max(2, name.count / 3) }
      .min { $0.1 < $1.1 }
    if let closest {
      return "Unknown option '\(argument)'. Did you mean '--\(closest.0)'?"
    }
    return "Unknown option '\(argument)'."
  }
}

/// The Levenshtein distance between two short strings, for "did you mean" suggestions.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
