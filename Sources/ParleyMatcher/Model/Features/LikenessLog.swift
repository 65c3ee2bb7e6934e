import Foundation

/// The logarithm of the letter likeness (see ``LetterLikeness``), from log 0.01 up: an intent
/// whose phrases the request looks a tenth as much like as the likest intent's is much less
/// likely, one that looks nine tenths as much like hardly less.
struct LikenessLog: CandidateFeature {
  static let name = "likeness_log"
  static func value(_ context: CandidateContext) -> Double {
    log(max(EvidenceLog.floor, context.likeness))
  }
}
