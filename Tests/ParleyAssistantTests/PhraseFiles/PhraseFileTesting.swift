/// Helpers shared by the phrase-file tests.
enum PhraseFileTesting {
  /// The description of the error `body` throws, or `nil` when it returns normally.
  ///
  /// Tests compare it with the exact `file:line:column: message` lines a person would read.
  static func thrownDescription<Result>(_ body: () throws -> Result) -> String? {
    do {
      _ = try body()
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// A small deterministic random generator (SplitMix64), so failures reproduce.
  struct Random: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
      state = seed
    }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }
}
