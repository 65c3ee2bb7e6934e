import ParleyMatcher

/// Draws noisy utterances from any ``MatcherCatalog``, as people would type or say its
/// phrases: typos, fillers ("please", "hey can you"), reordered words, words left out or added,
/// and slot values that are synonyms, partial names or spoken numbers.
///
/// ```swift
/// var generator = UtteranceGenerator(catalog: catalog, seed: 3)
/// let sample = generator.next()
/// sample.text    // "hey can you get condtions for bear creek in trails"
/// sample.intent  // "GetTrailInfo"
/// ```
public struct UtteranceGenerator: Sendable {
  /// One generated utterance and the template it came from.
  public struct Sample: Sendable {
    /// The utterance.
    public var text: String
    /// The index of the template it was drawn from.
    public var templateIndex: Int
    /// The template's app.
    public var app: String
    /// The template's intent.
    public var intent: String
  }

  private let catalog: MatcherCatalog
  private let vocabularies: [String: SlotVocabulary]
  private var random: SeededGenerator

  private static let prefixes = [
    "please", "hey", "can you", "could you please", "i want to", "hey can you", "i'd like to",
  ]
  private static let suffixes = ["please", "for me", "now", "thanks"]
  private static let extras = ["again", "quickly", "right away", "real quick", "actually"]
  private static let dates = [
    "today", "tomorrow", "next friday", "in 3 days", "tomorrow at 5 pm", "on monday",
  ]

  /// Creates a generator over `catalog` whose choices are fixed by `seed`.
  public init(catalog: MatcherCatalog, seed: UInt64) {
    self.catalog = catalog
    var byName: [String: SlotVocabulary] = [:]
    for vocabulary in catalog.vocabularies where byName[vocabulary.name] == nil {
      byName[vocabulary.name] = vocabulary
    }
    vocabularies = byName
    random = SeededGenerator(seed: seed)
  }

  /// The next utterance; `nil` only when the catalog has no templates.
  public mutating func next() -> Sample? {
    guard !catalog.templates.isEmpty else { return nil }
    let index = Int.random(in: 0..<catalog.templates.count, using: &random)
    let template = catalog.templates[index]
    let app = catalog.apps.first { $0.name == template.app }
    var pieces: [[String]] = []
    var literalPieces: [Int] = []
    for part in template.parts {
      switch part {
      case .text(let text):
        literalPieces.append(pieces.count)
        pieces.append(text.split(separator: " ").map(String.init))
      case .appName:
        let names = [template.app] + (app?.synonyms ?? [])
        pieces.append([random.chance(0.8) ? template.app : random.pick(names)])
      case .slot(_, let type):
        pieces.append([slotText(type)].filter { !$0.isEmpty })
      }
    }
    addNoise(&pieces, literalPieces: literalPieces)
    let text = pieces.flatMap { $0 }.joined(separator: " ")
    return Sample(text: text, templateIndex: index, app: template.app, intent: template.intent)
  }

  /// `count` utterances.
  public mutating func samples(_ count: Int) -> [Sample] {
    (0..<count).compactMap { _ in next() }
  }

  private mutating func addNoise(_ pieces: inout [[String]], literalPieces: [Int]) {
    let literalWords = literalPieces.reduce(0) { $0 + pieces[$1].count }
    if literalWords >= 4, random.chance(0.25) {
      let piece = random.pick(literalPieces)
      let longest = pieces[piece].indices.max { pieces[piece][$0].count < pieces[piece][$1].count }
      let candidates = pieces[piece].indices.filter { $0 != longest }
      if !candidates.isEmpty { pieces[piece].remove(at: random.pick(candidates)) }
    }
    if random.chance(0.3) {
      let piece = random.pick(literalPieces)
      let long = pieces[piece].indices.filter { pieces[piece][$0].count >= 5 }
      if !long.isEmpty {
        let word = random.pick(long)
        pieces[piece][word] = typo(pieces[piece][word])
      }
    }
    if random.chance(0.15) && pieces.count > 1 {
      let last = pieces.removeLast()
      pieces.insert(last, at: 0)
    }
    if random.chance(0.1) {
      pieces.insert(
        [random.pick(Self.extras)], at: Int.random(in: 0...pieces.count, using: &random))
    }
    if random.chance(0.3) { pieces.insert([random.pick(Self.prefixes)], at: 0) }
    if random.chance(0.2) { pieces.append([random.pick(Self.suffixes)]) }
  }

  private mutating func slotText(_ type: SlotType) -> String {
    switch type {
    case .vocabulary(let name):
      guard let vocabulary = vocabularies[name], !vocabulary.entries.isEmpty else { return "" }
      let entry = random.pick(vocabulary.entries)
      var words = random.pick([entry.title] + entry.synonyms).split(separator: " ").map(String.init)
      if words.count > 2 && random.chance(0.2) { words.removeLast() }
      if random.chance(0.1),
        let longest = words.indices.max(by: { words[$0].count < words[$1].count }),
        words[longest].count >= 6
      {
        words[longest] = typo(words[longest])
      }
      return words.joined(separator: " ")
    case .integer:
      let number = Int.random(in: 1...40, using: &random)
      return random.chance(0.5) ? String(number) : SpokenNumbers.words(for: number)
    case .decimal:
      return random.pick(["2.5", "three", "1.2", "ten", "two and a half"])
    case .date:
      return random.pick(Self.dates)
    case .boolean:
      return random.pick(["yes", "no", "on", "off"])
    case .text:
      return random.pick(["blue note", "the big meeting", "groceries", "weekend plans"])
    }
  }

  private mutating func typo(_ word: String) -> String {
    var letters = Array(word)
    guard letters.count >= 5 else { return word }
    let position = Int.random(in: 1..<(letters.count - 1), using: &random)
    switch Int.random(in: 0..<3, using: &random) {
    case 0: letters.swapAt(position, position + 1)
    case 1: letters.remove(at: position)
    default: letters[position] = random.pick(Array("aeioustrnl"))
    }
    return String(letters)
  }
}
