import Foundation
import ParleyMatcher

/// Runs phrase suites (`*.tests`) against a catalog: each utterance must reach the expected
/// intent with the expected slot value, or match nothing when the case says `nothing`.
///
/// ```swift
/// let runner = PhraseSuiteRunner(catalog: catalog)
/// let result = runner.run(try PhraseSuite.load(contentsOf: url), file: "Trails.tests")
/// result.passRate  // 0.98
/// ```
public struct PhraseSuiteRunner: Sendable {
  public let catalog: AppCatalog

  public init(catalog: AppCatalog) {
    self.catalog = catalog
  }

  /// Runs every case of `suite`.
  public func run(_ suite: PhraseSuite, file: String) -> SuiteResult {
    var options = MatchOptions()
    if let now = suite.now {
      options.now = now
      if let utc = TimeZone(identifier: "UTC") { options.calendar.timeZone = utc }
    }
    return SuiteResult(file: file, cases: suite.cases.map { run($0, options: options) })
  }

  /// Runs one case.
  public func run(_ suiteCase: PhraseSuiteCase, options: MatchOptions = MatchOptions())
    -> SuiteCaseResult
  {
    let match = catalog.index.match(suiteCase.utterance, options: options)
    let actual = Self.describe(match)
    return SuiteCaseResult(
      suiteCase: suiteCase, actual: actual,
      failure: failure(of: suiteCase.expectation, match: match, actual: actual))
  }

  private func failure(
    of expectation: PhraseSuiteCase.Expectation, match: MatchResult, actual: String
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
        guard let slot = best.slot, slot.name == parameter.name else {
          return "expected \(parameter), got no value for '\(parameter.name)'"
        }
        guard slot.value.description.lowercased() == parameter.value.lowercased() else {
          return
            "expected \(parameter), got \(PhraseSuiteCase.Parameter(name: slot.name, value: slot.value.description))"
        }
      }
      return nil
    }
  }

  /// A match written as an expectation: `GetTrailInfo trail="Bear Creek Trail"`, `nothing`,
  /// or, when ambiguous, the rivals joined by " or ".
  static func describe(_ match: MatchResult) -> String {
    guard let best = match.best else { return "nothing" }
    func text(_ candidate: MatchCandidate) -> String {
      let parameters = candidate.slot.map {
        [PhraseSuiteCase.Parameter(name: $0.name, value: $0.value.description).description]
      }
      return ([candidate.intent] + (parameters ?? [])).joined(separator: " ")
    }
    guard match.isAmbiguous else { return text(best) }
    var seen = Set<String>()
    let rivals = match.candidates.filter { seen.insert($0.intent).inserted }.prefix(3)
    return rivals.map(text).joined(separator: " or ")
  }
}
