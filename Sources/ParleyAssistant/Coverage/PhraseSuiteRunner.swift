import Foundation
import ParleyMatcher

/// Runs phrase suites (`*.tests`) against a catalog: each utterance must reach the expected
/// intent with the expected slot value, or match nothing when the case says `nothing`.
///
/// A slot's value is compared once resolved as a conversation would resolve it: words that name
/// an entity go through the entity's query ("bear creek" → "Bear Creek Trail").
///
/// ```swift
/// let runner = PhraseSuiteRunner(catalog: catalog)
/// let result = await runner.run(try PhraseSuite.load(contentsOf: url), file: "Trails.tests")
/// result.passRate  // 0.98
/// ```
public struct PhraseSuiteRunner: Sendable {
  public let catalog: AppCatalog

  public init(catalog: AppCatalog) {
    self.catalog = catalog
  }

  /// Runs every case of `suite`.
  public func run(_ suite: PhraseSuite, file: String) async -> SuiteResult {
    var options = MatchOptions()
    if let now = suite.now { options.now = now }
    var results: [SuiteCaseResult] = []
    for suiteCase in suite.cases {
      results.append(await run(suiteCase, options: options))
    }
    return SuiteResult(file: file, cases: results)
  }

  /// Runs one case.
  public func run(_ suiteCase: PhraseSuiteCase, options: MatchOptions = MatchOptions()) async
    -> SuiteCaseResult
  {
    let match = catalog.index.match(suiteCase.utterance, options: options)
    var slotText: String?
    if let best = match.best {
      let conversation = Conversation(
        catalog: catalog, options: ConversationOptions(now: options.now))
      slotText = await conversation.resolvedSlotText(of: best)
    }
    let actual = Self.describe(match, slotText: slotText)
    return SuiteCaseResult(
      suiteCase: suiteCase, actual: actual,
      failure: failure(of: suiteCase.expectation, match: match, slotText: slotText, actual: actual))
  }

  private func failure(
    of expectation: PhraseSuiteCase.Expectation, match: MatchResult, slotText: String?,
    actual: String
  ) -> String? {
    switch expectation {
    case .nothing:
      return match.best == nil ? nil : "expected nothing, got \(actual)"
    case .intent(let app, let name, let parameters):
      guard let best = match.best else { return "expected \(expectation), got nothing" }
      let appMatches = app.map { $0.lowercased() == best.app.lowercased() } ?? true
      guard appMatches, best.intent == name else {
        return "expected \(expectation), got \(actual)"
      }
      if match.isAmbiguous {
        return "expected \(expectation), but it is ambiguous: \(actual)"
      }
      for parameter in parameters {
        guard let slot = best.slot, slot.name == parameter.name, let slotText else {
          return "expected \(parameter), got no value for '\(parameter.name)'"
        }
        guard slotText.lowercased() == parameter.value.lowercased() else {
          let got = PhraseSuiteCase.Parameter(name: slot.name, value: slotText)
          return "expected \(parameter), got \(got)"
        }
      }
      return nil
    }
  }

  /// A match written as an expectation: `GetTrailInfo trail="Bear Creek Trail"`, `nothing`,
  /// or, when ambiguous, the rivals joined by " or ".
  static func describe(_ match: MatchResult, slotText: String? = nil) -> String {
    guard let best = match.best else { return "nothing" }
    func text(_ candidate: MatchCandidate) -> String {
      let value = candidate.templateIndex == best.templateIndex ? slotText : nil
      let parameters = candidate.slot.map {
        [
          PhraseSuiteCase.Parameter(name: $0.name, value: value ?? $0.value.description)
            .description
        ]
      }
      return ([candidate.intent] + (parameters ?? [])).joined(separator: " ")
    }
    guard match.isAmbiguous else { return text(best) }
    var seen = Set<String>()
    let rivals = match.candidates.filter { seen.insert($0.intent).inserted }.prefix(3)
    return rivals.map(text).joined(separator: " or ")
  }
}
