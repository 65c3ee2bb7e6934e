/// How well the words in the phrase's slot name a value, 0…1: 1 for a name said in full or a
/// value read, less for a partial or misspelt name, 0 for a slot left empty or a phrase with
/// none.
struct SlotQuality: CandidateFeature {
  static let name = "slot_quality"
  static let direction = WeightDirection.rising
  static func value(_ context: CandidateContext) -> Double {
    context.evaluation.slot == nil ? 0 : context.evaluation.slotQuality
  }
}
