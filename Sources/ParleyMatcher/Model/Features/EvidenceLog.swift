import Foundation

/// The logarithm of the phrase's evidence (see ``PhraseEvidence``), from log 0.01 up.
///
/// The phrase scorer's factors multiply (a question against a command, an app not named); in
/// the logarithm they add, as the model's features do, so the model can weigh a factor of a
/// half the same at any level of evidence.
struct EvidenceLog: CandidateFeature {
  static let name = "evidence_log"
  /// The least evidence read, so a candidate with next to none is not infinitely unlikely.
  static var floor: Double { MatcherSettings.shared.evidenceFloor }
  static func value(_ context: CandidateContext) -> Double {
    log(max(floor, context.evaluation.score))
  }
}
