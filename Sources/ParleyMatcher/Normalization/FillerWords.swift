/// Words that carry little meaning in a request ("hey", "please", "can you", "for me", "the").
///
/// They still match when a phrase says them, but cost little when an utterance adds them or a
/// phrase's other words are missing.
enum FillerWords {
  private static let words: Set<String> = [
    "a", "an", "the", "hey", "hi", "hello", "please", "pls", "plz", "can", "could", "would",
    "will", "you", "me", "i", "my", "mine", "for", "to", "of", "in", "at", "with", "and",
    "or", "is", "am", "are", "be", "do", "does", "just", "um", "uh", "umm", "so", "ok", "okay",
    "some", "any", "that", "this", "it", "us", "we", "our", "your", "kindly", "maybe", "like",
    "want", "need", "let", "thanks", "thank", "siri", "parley", "about", "from", "by", "also",
    "really",
  ]

  /// Whether `word` (folded, lower case) is a filler.
  static func contains(_ word: String) -> Bool { words.contains(word) }

  /// Particles that complete a verb or place a thing ("turn on", "on the trail"): they weigh
  /// as words, but a phrase said by particles alone is not said.
  private static let particles: Set<String> = [
    "on", "off", "up", "down", "out", "into", "onto", "over", "under", "as", "than", "then",
  ]

  /// Whether `word` is a particle such as "on" or "up".
  static func isParticle(_ word: String) -> Bool { particles.contains(word) }
}
