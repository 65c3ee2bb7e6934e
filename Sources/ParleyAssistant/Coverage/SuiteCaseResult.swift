/// How one case of a phrase suite went.
public struct SuiteCaseResult: Sendable {
  /// The case as written.
  public let suiteCase: PhraseSuiteCase
  /// What the utterance matched, written as an expectation would be ("nothing" when no match).
  public let actual: String
  /// The intent reached and the values resolved, or `nil` for no match or an ambiguous one.
  public let resolved: ResolvedRequest?
  /// Whether the best intents were too close to call.
  public let isAmbiguous: Bool
  /// The best candidate's score, or `nil` when nothing matched.
  public let score: Double?
  /// Why the case failed, or `nil` when it passed.
  public let failure: String?

  /// Whether the case passed.
  public var passed: Bool { failure == nil }
}

/// How a whole suite went.
public struct SuiteResult: Sendable {
  /// The suite's file, as given.
  public let file: String
  /// Each case's result, in file order.
  public let cases: [SuiteCaseResult]
  /// The dialog branches the suite's requests took before they would run.
  public var paths: [DialogPathStep] = []

  /// How many cases passed.
  public var passedCount: Int { cases.filter(\.passed).count }

  /// The share of cases that passed, 0…1 (1 for an empty suite).
  public var passRate: Double {
    cases.isEmpty ? 1 : Double(passedCount) / Double(cases.count)
  }
}
