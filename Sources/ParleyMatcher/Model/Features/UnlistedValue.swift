/// 1 when the phrase's slot holds words that name no value its vocabulary lists (kept as
/// text), else 0: "text jane i'm on the trail" fills a trail slot with words no trail is
/// called.
struct UnlistedValue: CandidateFeature {
  static let name = "unlisted_value"
  static func value(_ context: CandidateContext) -> Double {
    context.evaluation.slotIsRaw ? 1 : 0
  }
}
