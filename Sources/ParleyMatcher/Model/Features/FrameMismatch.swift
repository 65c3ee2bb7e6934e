/// 1 when one of the request and the phrase is a question and the other a command, else 0:
/// "is the trail open" does not ask to open it.
struct FrameMismatch: CandidateFeature {
  static let name = "frame_mismatch"
  static let direction = WeightDirection.falling
  static func value(_ context: CandidateContext) -> Double {
    context.evaluation.frameMismatch ? 1 : 0
  }
}
