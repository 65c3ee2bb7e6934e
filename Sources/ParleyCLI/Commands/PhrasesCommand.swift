import Foundation
import ParleyAssistant

/// `parley phrases`: every registered phrase, per app and shortcut, with its expansion.
struct PhrasesCommand: Command {
  let name = "phrases"
  let abstract = "List every App Shortcut phrase, per app and shortcut, and what it expands to."
  let discussion = """
    Phrases that break Apple's rules (no app name, a parameter that is not an entity or enum, \
    two parameters) are reported on standard error, and then the command exits 1.
    """
  let usage = "phrases [--app NAME] [--expanded] [--json]"
  let options: [OptionSpec] = [
    .flag("expanded", "Also list every phrase with its parameter values filled in."),
    .flag("json", "Print one JSON object, with the expanded phrases, instead of text."),
    .phraseFiles,
  ]

  func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
    let catalog = try await context.catalog(arguments)
    let status: ExitCode = context.reportPhraseProblems(of: catalog) ? .failure : .success
    if arguments.flag("json") {
      context.console.out(Self.json(for: catalog.apps))
      return status
    }
    for line in Self.lines(for: catalog.apps) {
      context.console.out(line)
    }
    if arguments.flag("expanded") {
      for app in catalog.apps {
        context.console.out("")
        context.console.out("\(app.name), expanded (\(app.expandedPhrases.count) phrases):")
        for phrase in app.expandedPhrases {
          context.console.out("  \(phrase)")
        }
      }
    }
    return status
  }

  /// Each app, its shortcuts (intent title, type and parameter summary) and their phrase
  /// templates; the first phrase of a shortcut is its primary phrase.
  static func lines(for apps: [LoadedApp]) -> [String] {
    var lines: [String] = []
    for app in apps {
      lines.append("\(app.name) (\(app.expandedPhrases.count) phrases after expansion)")
      for shortcut in app.shortcutPhrases {
        let summary = app.summary(ofIntent: shortcut.intent).map { " (summary: \($0))" } ?? ""
        lines.append("  \(shortcut.title) — \(shortcut.intent)\(summary)")
        for phrase in shortcut.phrases {
          lines.append("    \(phrase)")
        }
      }
    }
    return lines
  }

  /// Each app with its shortcuts (intent type, title, phrase templates) and its expanded
  /// phrases, as one JSON object with a `schema` version.
  static func json(for apps: [LoadedApp]) -> String {
    let object: [String: Any] = [
      "schema": 1,
      "apps": apps.map { app in
        [
          "name": app.name,
          "shortcuts": app.shortcutPhrases.map {
            ["intent": $0.intent, "title": $0.title, "phrases": $0.phrases] as [String: Any]
          },
          "expanded": app.expandedPhrases,
        ] as [String: Any]
      },
    ]
    let data =
      (try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
