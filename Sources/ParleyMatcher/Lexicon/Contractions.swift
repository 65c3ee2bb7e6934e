/// Expands English contractions into their words: "what's" → "what is", "don't" → "do not".
///
/// Apostrophe-less spellings people type ("dont", "whats", "im") are expanded too, as are the
/// written shortenings of `Shortenings` ("favs" → "favorites"), and a possessive "'s" is dropped
/// ("trail's" → "trail").
enum Contractions {
  private static let contracted: [String: [String]] = [
    "can't": ["can", "not"], "cant": ["can", "not"], "cannot": ["can", "not"],
    "won't": ["will", "not"], "wont": ["will", "not"], "shan't": ["shall", "not"],
    "let's": ["let", "us"], "lets": ["let", "us"],
    "i'm": ["i", "am"], "im": ["i", "am"], "ive": ["i", "have"], "id": ["i", "would"],
    "dont": ["do", "not"], "doesnt": ["does", "not"], "didnt": ["did", "not"],
    "isnt": ["is", "not"], "arent": ["are", "not"], "wasnt": ["was", "not"],
    "whats": ["what", "is"], "thats": ["that", "is"], "wheres": ["where", "is"],
    "hows": ["how", "is"], "whos": ["who", "is"], "youre": ["you", "are"],
    "gonna": ["going", "to"], "wanna": ["want", "to"], "gimme": ["give", "me"],
    "lemme": ["let", "me"],
    "y'all": ["you", "all"],
  ]

  /// The words each whole written form stands for: the contractions and the shortenings.
  private static let whole = contracted.merging(Shortenings.words) { contraction, _ in contraction }

  /// The length, first and last letter of every key of `whole`, packed; most words are ruled
  /// out by this cheap check before the dictionary is consulted.
  private static let shapes = Set(whole.keys.map(shape(of:)))

  private static func shape(of word: String) -> Int {
    let utf8 = word.utf8
    guard let first = utf8.first, let last = utf8.last else { return 0 }
    return utf8.count << 16 | Int(first) << 8 | Int(last)
  }

  private static let isAfter: Set<String> = [
    "what", "that", "it", "there", "here", "he", "she", "who", "where", "how", "when", "why",
  ]

  private static let suffixes: [(String, String)] = [
    ("n't", "not"), ("'re", "are"), ("'ll", "will"), ("'ve", "have"), ("'m", "am"),
    ("'d", "would"),
  ]

  /// A clipped word of one word after a prefix it takes, expanded with the prefix kept
  /// ("unfave" → "unfavorite"); `nil` for any other word.
  private static func prefixed(_ word: String) -> String? {
    for prefix in Shortenings.prefixes where word.hasPrefix(prefix) {
      let rest = String(word.dropFirst(prefix.count))
      if shapes.contains(shape(of: rest)), let words = Shortenings.words[rest], words.count == 1 {
        return prefix + words[0]
      }
    }
    return nil
  }

  /// Calls `emit` with each word `word` stands for, in order.
  static func expand(_ word: String, _ emit: (String) -> Void) {
    if shapes.contains(shape(of: word)), let words = whole[word] {
      words.forEach(emit)
      return
    }
    guard word.utf8.contains(0x27) else {
      emit(prefixed(word) ?? word)
      return
    }
    if word.hasSuffix("'s") {
      let head = String(word.dropLast(2))
      emit(head)
      if isAfter.contains(head) { emit("is") }
      return
    }
    for (suffix, expansion) in suffixes where word.hasSuffix(suffix) {
      let head = String(word.dropLast(suffix.count))
      if !head.isEmpty { emit(head) }
      emit(expansion)
      return
    }
    emit(String(decoding: word.utf8.filter { $0 != 0x27 }, as: UTF8.self))
  }
}
