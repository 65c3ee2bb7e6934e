/// Whether output is coloured, from `--color`, `--no-color`, `NO_COLOR`, `TERM` and the terminal.
///
/// In order: `--no-color` or `--color never` turns colour off; `--color always` turns it on;
/// otherwise (`auto`, the default) colour is off when `NO_COLOR` is set to anything non-empty or
/// `TERM` is `dumb`, and on only when standard output is a terminal.
///
/// ```swift
/// let policy = try ColorPolicy(option: "auto", noColorFlag: false)
/// policy.usesColor(environment: ["TERM": "xterm-256color"], outputIsTerminal: true)  // true
/// policy.usesColor(environment: ["NO_COLOR": "1"], outputIsTerminal: true)           // false
/// ```
struct ColorPolicy: Equatable, Sendable {
  /// What `--color` asked for.
  enum Choice: String, CaseIterable, Sendable {
    /// Colour when standard output is a terminal and nothing forbids it.
    case auto
    /// Colour even into a pipe.
    case always
    /// No colour.
    case never
  }

  /// The choice after `--no-color` was taken into account.
  let choice: Choice

  /// Creates a policy from a choice.
  init(choice: Choice) {
    self.choice = choice
  }

  /// Creates a policy from the value of `--color` (or `nil` when absent) and `--no-color`.
  ///
  /// - Throws: ``UsageError`` when `option` is not `auto`, `always` or `never`.
  init(option: String?, noColorFlag: Bool) throws {
    if noColorFlag {
      self.init(choice: .never)
      return
    }
    guard let option else {
      self.init(choice: .auto)
      return
    }
    guard let choice = Choice(rawValue: option.lowercased()) else {
      throw UsageError(
        "The value of '--color' must be auto, always or never, not '\(option)'.")
    }
    self.init(choice: choice)
  }

  /// Whether to colour output, given the environment and whether standard output is a terminal.
  func usesColor(environment: [String: String], outputIsTerminal: Bool) -> Bool {
    switch choice {
    case .never: return false
    case .always: return true
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if environment["TERM"] == "dumb" { return false }
      return outputIsTerminal
    }
  }

  /// The ``Style`` to write with, given the environment and whether output is a terminal.
  func style(environment: [String: String], outputIsTerminal: Bool) -> Style {
    usesColor(environment: environment, outputIsTerminal: outputIsTerminal) ? .ansi : .plain
  }
}
