/// One option a command accepts: a flag (`--json`) or an option with a value (`--app NAME`).
struct OptionSpec: Sendable {
  /// The long name without dashes, for example `json`.
  let name: String
  /// The name of the value in help text, or `nil` for a flag.
  let valueName: String?
  /// One line of help.
  let help: String

  /// A flag: present or absent.
  static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help)
  }

  /// An option followed by a value, written `--name VALUE` or `--name=VALUE`.
  static func value(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: valueName, help: help)
  }

  var takesValue: Bool { valueName != nil }

  /// How the option reads in help: `--app NAME`.
  var synopsis: String {
    valueName.map { "--\(name) \($0)" } ?? "--\(name)"
  }
}

extension OptionSpec {
  /// `--phrases DIR`: more phrases from the `*.phrases` files in a folder (or one file).
  static let phraseFiles = OptionSpec.value(
    "phrases", "DIR", "Also load the phrases of the *.phrases files in DIR (a folder or file).")

  /// Options every command accepts.
  static let common: [OptionSpec] = [
    .value("app", "NAME", "Only load the app called NAME."),
    .value("locale", "CODE", "Use the apps' phrases in the language CODE (fr, de-CH)."),
    .value(
      "color", "WHEN", "Colour output: auto, always or never (default auto; NO_COLOR is honoured)."),
    .flag("no-color", "Same as --color never."),
    .value(
      "now", "ISO8601", "The clock for relative dates such as \"tomorrow\", for repeatable runs."),
    .value(
      "matching", "MODE",
      "flexible (default: similar words, app name optional, every parameter filled), siri (app name required, only the phrase's parameter) or exact (the expanded phrases only)."
    ),
    .flag("help", "Show help for this command."),
  ]
}
