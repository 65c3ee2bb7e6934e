/// The 64-bit FNV-1a hash of a text's UTF-8: the same on every run and machine, unlike
/// `Hasher`. The offset basis and the prime below are FNV-1a's own constants.
enum StableHash {
  static func of(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}
