import Foundation
import ParleyIntents
import ParleyMatcher

/// Runs phrase suites (`*.tests`) against a catalog: each utterance must reach the expected
/// intent with every parameter value the case names, or match nothing when it says `nothing`.
///
/// Each utterance goes through a ``Conversation`` that stops where `perform()` would run, so the
/// values compared are the ones the intent would receive: the phrase's slot and every other
/// value the conversation fills from the request, resolved as it resolves them (words that name
/// an entity go through the entity's query, "bear creek" → "Bear Creek Trail"), and defaults.
/// No app code runs.
///
/// ```swift
/// let runner = PhraseSuiteRunner(catalog: catalog)
/// let result = await runner.run(try PhraseSuite.load(contentsOf: url), file: "Trails.tests")
/// result.passRate  // 0.98
/// ```
public struct PhraseSuiteRunner: Sendable {
  public let catalog: AppCatalog
  /// The conversation options each case starts from (the suite's `@now` replaces the clock).
  public var options: ConversationOptions

  public init(catalog: AppCatalog, options: ConversationOptions = ConversationOptions()) {
    self.catalog = catalog
    self.options = options
  }

  /// The cases of `suite` that name an app, intent or parameter the catalog does not have.
  ///
  /// - Returns: One error per such case, at the name on the case's line, in file order.
  public func problems(in suite: PhraseSuite) -> [PhraseFileError] {
    suite.cases.compactMap(problem(in:))
  }

  private func problem(in suiteCase: PhraseSuiteCase) -> PhraseFileError? {
    let names = catalog.apps.map(\.name)
    let loaded = names.joined(separator: ", ")
    if let focus = suiteCase.appInFocus, catalog.app(named: focus) == nil {
      let hint = SpellingSuggestion.closest(to: focus, among: names).map {
        "did you mean '\($0)'? "
      }
      return PhraseFileError(
        .unknownApp,
        "'@focus' names no app tested: '\(focus)'; \(hint ?? "")the apps tested: \(loaded)",
        at: suiteCase.appInFocusLocation ?? suiteCase.location)
    }
    guard case .intent(let app, let name, let parameters) = suiteCase.expectation else {
      return nil
    }
    if let app, catalog.app(named: app) == nil {
      return PhraseFileError(
        .unknownApp, "unknown app '\(app)'; the apps tested: \(loaded)",
        at: suiteCase.intentLocation)
    }
    let qualified = app.map { "\($0).\(name)" } ?? name
    guard let (_, intentType) = catalog.intents(named: qualified).first else {
      if let (found, type) = catalog.findableEntity(named: name),
        app.map({ $0.lowercased() == found.name.lowercased() }) ?? true
      {
        // As on a device, Shortcuts runs an app's automatic find actions and no phrase says
        // one.
        return PhraseFileError(
          .unknownIntent,
          "'\(name)' is \(found.name)'s automatic action to find \(type.pluralName.lowercased()): "
            + "Shortcuts runs it (here: /\(name)) and no request reaches it; expect an intent "
            + "of the app's shortcuts, or nothing",
          at: suiteCase.intentLocation)
      }
      let known = catalog.apps.flatMap { app in app.app.allIntents.map { $0.typeName } }
      let hint = SpellingSuggestion.closest(to: name, among: known).map {
        "; did you mean '\($0)'?"
      }
      return PhraseFileError(
        .unknownIntent, "unknown intent '\(qualified)' in \(loaded)\(hint ?? "")",
        at: suiteCase.intentLocation)
    }
    let known = intentParameters(of: intentType.init()).map(\.name)
    for parameter in parameters
    where !known.contains(where: { $0.lowercased() == parameter.name.lowercased() }) {
      let list = known.isEmpty ? "none" : known.joined(separator: ", ")
      return PhraseFileError(
        .unknownParameter,
        "\(intentType.typeName) has no parameter '\(parameter.name)'; its parameters: \(list)",
        at: suiteCase.parameterLocations[parameter.name] ?? suiteCase.location)
    }
    return nil
  }

  /// Runs every case of `suite`.
  public func run(_ suite: PhraseSuite, file: String) async -> SuiteResult {
    var options = options
    options.stopsBeforePerforming = true
    if let now = suite.now { options.now = now }
    if let matching = suite.matching { options.matching = matching }
    let conversation = Conversation(catalog: catalog, options: options)
    var results: [SuiteCaseResult] = []
    for suiteCase in suite.cases {
      results.append(await run(suiteCase, in: conversation))
    }
    return SuiteResult(file: file, cases: results, paths: conversation.dialogPathsTaken)
  }

  /// Runs one case.
  public func run(_ suiteCase: PhraseSuiteCase) async -> SuiteCaseResult {
    var options = options
    options.stopsBeforePerforming = true
    return await run(suiteCase, in: Conversation(catalog: catalog, options: options))
  }

  private func run(_ suiteCase: PhraseSuiteCase, in conversation: Conversation) async
    -> SuiteCaseResult
  {
    let focus = suiteCase.appInFocus.flatMap(catalog.app(named:))
    let (match, resolved) = await conversation.resolve(suiteCase.utterance, saidTo: focus)
    let actual = Self.describe(match, resolved: resolved)
    // In a failure, the intent reached is named with its app: it may be another app's.
    let reached = Self.describe(match, resolved: resolved, namingApps: true)
    return SuiteCaseResult(
      suiteCase: suiteCase, actual: actual, resolved: resolved,
      isAmbiguous: match?.isAmbiguous ?? false, score: match?.best?.score,
      failure: failure(
        of: suiteCase.expectation, match: match, resolved: resolved, actual: reached)
    )
  }

  private func failure(
    of expectation: PhraseSuiteCase.Expectation, match: MatchResult?, resolved: ResolvedRequest?,
    actual: String
  ) -> String? {
    switch expectation {
    case .nothing:
      return match?.best == nil ? nil : "expected nothing, got \(actual)"
    case .intent(let app, let name, let parameters):
      guard match?.best != nil else { return "expected \(expectation), got nothing" }
      guard let resolved else {
        return "expected \(expectation), but it is ambiguous: \(actual)"
      }
      let appMatches = app.map { $0.lowercased() == resolved.app.lowercased() } ?? true
      guard appMatches, resolved.intent.lowercased() == name.lowercased() else {
        return "expected \(expectation), got \(actual)"
      }
      var wrong: [String] = []
      for parameter in parameters {
        guard let text = resolved.text(of: parameter.name) else {
          wrong.append("expected \(parameter), got no value for '\(parameter.name)'")
          continue
        }
        let accepted = resolved.acceptedTexts(of: parameter.name) ?? [text]
        if !accepted.contains(where: { Self.value($0, matches: parameter.value) }) {
          let got = PhraseSuiteCase.Parameter(name: parameter.name, value: text)
          // Written as a suite line writes a value, quoted when it has spaces.
          let names = accepted.map {
            PhraseSuiteCase.Parameter(name: "", value: $0).description.dropFirst()
          }
          let list = accepted.count > 1 ? " (accepted: \(names.joined(separator: ", ")))" : ""
          wrong.append("expected \(parameter), got \(got)\(list)")
        }
      }
      return wrong.isEmpty ? nil : wrong.joined(separator: "; ")
    }
  }

  /// Whether a resolved value's text is the one written, ignoring case (an enum case or entity
  /// may be written by any text it is known by: see ``ResolvedRequest/accepted``); a date written as a day
  /// (`2026-11-22`) matches that day at any time.
  static func value(_ text: String, matches written: String) -> Bool {
    let text = text.lowercased()
    let written = written.lowercased()
    return text == written || (written.count == 10 && text.hasPrefix(written + "t"))
  }

  /// A match written as an expectation: `GetTrailInfo trail="Bear Creek Trail"`, `nothing`,
  /// or, when ambiguous, the rival intents joined by " or "; with `namingApps`, each intent
  /// after its app, as a line expecting another app's intent writes it
  /// (`Trails.GetTrailInfo trail="Bear Creek Trail"`).
  static func describe(
    _ match: MatchResult?, resolved: ResolvedRequest?, namingApps: Bool = false
  ) -> String {
    func named(_ app: String, _ intent: String) -> String {
      namingApps ? "\(app).\(intent)" : intent
    }
    guard let match, let best = match.best else { return "nothing" }
    if let resolved {
      let choosing = resolved.choices.map {
        [PhraseSuiteCase.Parameter(name: $0.name, value: $0.titles.joined(separator: " or "))]
      }
      let parameters =
        resolved.values.map { PhraseSuiteCase.Parameter(name: $0.name, value: $0.text) }
        + (choosing ?? [])
      return ([named(resolved.app, resolved.intent)] + parameters.map(\.description))
        .joined(separator: " ")
    }
    guard match.isAmbiguous else { return named(best.app, best.intent) }
    var seen = Set<String>()
    let rivals = match.candidates.filter { seen.insert($0.intent).inserted }.prefix(3)
    return rivals.map { named($0.app, $0.intent) }.joined(separator: " or ")
  }
}
