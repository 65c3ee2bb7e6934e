/// The constant of the "nothing" option: how readily the model refuses before any evidence.
struct NothingBias: NothingFeature {
  static let name = "bias"
  static func value(_ context: NothingContext) -> Double { 1 }
}
