import Foundation
import ParleyAssistant
import ParleyIntents
import ParleyMatcher

/// What every command gets besides its arguments: where to write, the program's name (in the
/// console) and the apps it was built with.
struct CommandContext: Sendable {
  let console: Console
  /// The apps the program was built with.
  let apps: [ParleyApp]
  let environment: [String: String]

  init(
    console: Console, apps: [ParleyApp],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.console = console
    self.apps = apps
    self.environment = environment
  }

  /// The catalog of the apps, or of the one `--app NAME` picks.
  ///
  /// - Throws: ``UsageError`` when `--app` names no app.
  func catalog(_ arguments: ParsedArguments) async throws -> AppCatalog {
    try await AppCatalog.load(selectedApps(arguments), locale: arguments.value("locale"))
  }

  /// Writes each phrase problem of the loaded apps (Apple's rules) to standard error.
  ///
  /// - Returns: Whether there were any.
  @discardableResult
  func reportPhraseProblems(of catalog: AppCatalog) -> Bool {
    for line in Self.phraseProblemLines(of: catalog) {
      console.err(line)
    }
    return !catalog.issues.isEmpty
  }

  /// One warning line per phrase problem of the loaded apps.
  static func phraseProblemLines(of catalog: AppCatalog) -> [String] {
    catalog.issues.map { "Warning: \($0.description)" }
  }

  /// `text` with the program's name and examples from its apps in place of the `{…}` tokens
  /// (``HelpExamples``); the apps are loaded only when there is a token besides `{program}`.
  func fill(_ text: String) async -> String {
    let needsApps = text.replacingOccurrences(of: "{program}", with: "").contains("{")
    let catalog = needsApps ? try? await AppCatalog.load(apps) : nil
    return HelpExamples(program: console.program, catalog: catalog).fill(text)
  }

  /// The apps with the phrases of `--phrases DIR` and of `phrasePaths` added, or the one
  /// `--app NAME` picks.
  ///
  /// - Throws: ``UsageError`` when `--app` names no app; ``PhraseFileErrors`` when a phrase
  ///   file cannot be read or names what does not exist.
  func selectedApps(_ arguments: ParsedArguments, phrasePaths: [String] = []) throws
    -> [ParleyApp]
  {
    try selecting(arguments, from: allApps(arguments, phrasePaths: phrasePaths))
  }

  /// Every app, those that phrase files declare included, with the phrases of `--phrases DIR`
  /// and of `phrasePaths` added.
  ///
  /// - Throws: ``PhraseFileErrors`` when a phrase file cannot be read or names what does not
  ///   exist.
  func allApps(_ arguments: ParsedArguments, phrasePaths: [String] = []) throws -> [ParleyApp] {
    try AppPhraseFile.apps(
      apps, withPhrasesIn: (arguments.value("phrases").map { [$0] } ?? []) + phrasePaths)
  }

  /// The app `--app NAME` picks among `apps`, or all of them.
  ///
  /// - Throws: ``UsageError`` when `--app` names no app.
  func selecting(_ arguments: ParsedArguments, from apps: [ParleyApp]) throws -> [ParleyApp] {
    guard let wanted = arguments.value("app") else { return apps }
    let found = apps.filter { app in
      ([app.name] + app.alternativeNames).contains { $0.lowercased() == wanted.lowercased() }
    }
    guard !found.isEmpty else {
      let names = apps.map(\.name).joined(separator: ", ")
      throw UsageError("There is no app called '\(wanted)'. The apps: \(names).")
    }
    return found
  }
}

/// The matcher catalog of the apps (or the `--app` one), for `match` and `bench`.
func bundledMatcherCatalog(
  context: CommandContext, arguments: ParsedArguments = ParsedArguments()
) async throws -> MatcherCatalog {
  try await context.catalog(arguments).matcherCatalog
}
