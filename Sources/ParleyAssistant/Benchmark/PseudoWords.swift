/// Pronounceable made-up words ("Korvana", "Telis") for generated app and entity names, so
/// names are many and distinct but still look like words.
struct PseudoWords: Sendable {
  private static let onsets = [
    "b", "c", "d", "f", "g", "h", "k", "l", "m", "n", "p", "r", "s", "t", "v", "w", "z", "br",
    "cl", "dr", "fl", "gr", "kr", "pl", "st", "tr", "sh", "ch", "th",
  ]
  private static let vowels = ["a", "e", "i", "o", "u", "ai", "ea", "io", "ou"]
  private static let codas = ["", "", "", "n", "r", "l", "s", "m", "x", "nd", "rk", "st"]

  init(random: inout SeededGenerator) {}

  /// A word of two or three syllables.
  func word(_ random: inout SeededGenerator) -> String {
    let syllables = random.chance(0.6) ? 2 : 3
    var word = ""
    for index in 0..<syllables {
      word += random.pick(Self.onsets) + random.pick(Self.vowels)
      if index == syllables - 1 { word += random.pick(Self.codas) }
    }
    return word
  }
}
