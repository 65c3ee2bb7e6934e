/// Words that carry little meaning in a request ("hey", "please", "can you", "for me", "the").
///
/// They still match when a phrase says them, but cost little when an utterance adds them or a
/// phrase's other words are missing.
enum FillerWords {
  static let words: Set<String> = [
    "a", "an", "the", "hey", "hi", "hello", "please", "pls", "plz", "can", "could", "would",
    "will", "you", "u", "ya", "me", "i", "my", "mine", "for", "to", "of", "in", "at", "with", "and",
    "or", "is", "am", "are", "be", "do", "does", "just", "um", "uh", "umm", "so", "ok", "okay",
    "some", "any", "that", "this", "it", "us", "we", "our", "your", "kindly", "maybe", "like",
    "want", "need", "let", "thanks", "thank", "siri", "parley", "about", "from", "by", "also",
    "really",
  ]

  /// Whether `word` (folded, lower case) is a filler.
  static func contains(_ word: String) -> Bool { words.contains(word) }

  /// Whether `word` (folded, lower case, of three letters or more) is a filler of four letters
  /// or more with one letter left out, added or swapped with the next, the first letter kept:
  /// "abot" and "abuot" for "about"; or a filler of three letters with two swapped, the first
  /// kept: "teh" for "the", "adn" for "and".
  static func isSlip(_ word: String) -> Bool {
    guard !words.contains(word) else { return false }
    let said = Array(word.utf8)
    if said.count == shortestSwap {
      return swapWordBytes.contains { $0.first == said.first && EditDistance.isSwap($0, said) }
    }
    guard said.count >= shortestSlip else { return false }
    return longWordBytes.contains { known in
      guard known.first == said.first else { return false }
      switch known.count - said.count {
      case 1: return isOneLetterMore(known, than: said)
      case -1: return isOneLetterMore(said, than: known)
      case 0: return EditDistance.isSwap(known, said)
      default: return false
      }
    }
  }

  /// The fewest letters of a word read as a slip, and of the filler it slips from: a shorter
  /// word is one edit from too many others ("an", "at", "as") to be read as a slip of one.
  private static let shortestSlip = 4

  /// The length of the fillers that slip only by two letters swapped: a letter left out or
  /// added reaches too many other short words ("fr", "tho").
  private static let shortestSwap = 3

  /// The letters of the fillers of ``shortestSwap`` letters, made once.
  private static let swapWordBytes = words.map { Array($0.utf8) }.filter {
    $0.count == shortestSwap
  }

  /// The letters of the fillers long enough to slip from (``shortestSlip``), made once.
  private static let longWordBytes = words.map { Array($0.utf8) }.filter {
    $0.count >= shortestSlip
  }

  /// Whether `longer` is `shorter` with one letter added somewhere.
  private static func isOneLetterMore(_ longer: [UInt8], than shorter: [UInt8]) -> Bool {
    var skipped = false
    var (i, j) = (0, 0)
    while i < longer.count, j < shorter.count {
      if longer[i] == shorter[j] {
        i += 1
        j += 1
      } else if skipped {
        return false
      } else {
        skipped = true
        i += 1
      }
    }
    return true
  }

  /// Particles that complete a verb or place a thing ("turn on", "on the trail"): they weigh
  /// as words, but a phrase said by particles alone is not said.
  private static let particles: Set<String> = [
    "on", "off", "up", "down", "out", "into", "onto", "over", "under", "as", "than", "then",
  ]

  /// Whether `word` is a particle such as "on" or "up".
  static func isParticle(_ word: String) -> Bool { particles.contains(word) }

  /// Words that open a noun phrase or stand for one: articles, possessives, demonstratives,
  /// quantifiers and object pronouns. A word that one of them follows takes an object ("repot
  /// the basil", "remind me"); a word before a verb only qualifies it ("actually open …").
  private static let objectStarts: Set<String> = [
    "a", "an", "the", "my", "your", "our", "his", "her", "their", "its", "this", "that", "these",
    "those", "some", "every", "each", "it", "them", "me", "us", "him",
  ]

  /// Whether `word` opens a noun phrase or stands for one ("the", "my", "them").
  static func opensObject(_ word: String) -> Bool { objectStarts.contains(word) }

  /// Words that open a noun phrase before its noun: articles, possessives, demonstratives and
  /// quantifiers. A word one of them precedes is no verb ("any good trails").
  private static let determiners: Set<String> = [
    "a", "an", "the", "my", "your", "our", "his", "her", "their", "its", "this", "that",
    "these", "those", "some", "any", "every", "each", "no",
  ]

  /// Whether `word` is a determiner ("the", "my", "any"), which a noun follows.
  static func isDeterminer(_ word: String) -> Bool { determiners.contains(word) }

  /// The words that stand for the speaker after a verb: "grab me a latte", "take us to cedar
  /// falls".
  static let speaker: Set<String> = ["me", "us"]

  /// Adverbs of time, frequency and manner outside "-ly": a closed class.
  private static let adverbs: Set<String> = [
    "again", "now", "still", "already", "always", "never", "often", "sometimes", "soon", "once",
    "twice", "too", "yet", "anyway", "anyhow", "instead", "ever",
  ]

  /// Whether `word` is an adverb that says how or when a request is meant, not what it asks:
  /// one in "-ly" ("quickly", "actually"; "apply" and "reply" are verbs) or of a closed class
  /// ("again", "now", "still"). The request's verb comes after it.
  static func isAdverb(_ word: String) -> Bool {
    adverbs.contains(word) || word.count >= 5 && word.hasSuffix("ly") && !word.hasSuffix("ply")
  }
}
