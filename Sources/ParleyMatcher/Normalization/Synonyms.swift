/// Small groups of command words people use for one another ("show" for "open", "find" for
/// "get"), so a phrase still matches when the utterance picks another common verb.
enum Synonyms {
  private static let groups: [[String]] = [
    ["open", "show", "display", "view", "see", "bring", "launch", "pull"],
    ["get", "find", "fetch", "check", "look", "tell", "give", "what", "lookup", "search"],
    ["start", "begin", "launch", "run"],
    ["stop", "end", "finish", "halt", "quit", "cancel"],
    ["add", "create", "new", "make", "save", "record", "log"],
    ["remove", "delete", "clear", "erase", "drop"],
    ["set", "change", "update", "adjust", "modify", "edit"],
    ["favorite", "favourite", "starred", "bookmark"],
    ["list", "all", "every"],
    ["turn", "switch"],
    ["play", "listen"],
    ["buy", "order", "purchase"],
    ["send", "text", "message", "email"],
    ["call", "phone", "ring", "dial"],
    ["near", "nearby", "around"],
    ["condition", "status", "report", "state"],
    ["weather", "forecast"],
  ]

  private static let groupOf: [String: [Int]] = {
    var table: [String: [Int]] = [:]
    for (index, group) in groups.enumerated() {
      for word in group { table[Stemmer.stem(word), default: []].append(index) }
    }
    return table
  }()

  /// Whether two stems are synonyms (and not the same stem).
  static func areSynonyms(_ a: String, _ b: String) -> Bool {
    guard a != b, let left = groupOf[a], let right = groupOf[b] else { return false }
    return left.contains { right.contains($0) }
  }

  /// The stems that are synonyms of `stem`.
  static func synonyms(of stem: String) -> [String] {
    guard let indices = groupOf[stem] else { return [] }
    var result: [String] = []
    for index in indices {
      for word in groups[index] {
        let other = Stemmer.stem(word)
        if other != stem && !result.contains(other) { result.append(other) }
      }
    }
    return result
  }
}
