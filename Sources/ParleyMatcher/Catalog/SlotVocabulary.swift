/// The values a vocabulary slot takes: entity names or enum cases, with synonyms.
public struct SlotVocabulary: Sendable {
  /// The name `.vocabulary(name)` refers to.
  public var name: String
  /// The known values.
  public var entries: [Entry]
  /// Whether a span that names no entry is kept as raw text (an open entity string query).
  public var acceptsUnknownValues: Bool
  /// What its values are, such as "Trail" or "Soup" (an entity or enum type's display name);
  /// its last word says the kind of every value, as words the entries' names share do.
  public var typeName: String?
  /// The type's other names, such as "Deck" for a folder of flashcards: their last words say
  /// the kind of every value as the type name's does.
  public var typeSynonyms: [String]

  /// One value of a vocabulary: its identifier, display title and other names.
  public struct Entry: Sendable, Hashable {
    /// The stable identifier returned in ``SlotValue/entry(value:title:)``.
    public var value: String
    /// The name people see, for example "Bear Creek Trail".
    public var title: String
    /// Other names that mean this entry.
    public var synonyms: [String]

    /// Creates an entry.
    public init(value: String, title: String, synonyms: [String] = []) {
      self.value = value
      self.title = title
      self.synonyms = synonyms
    }
  }

  /// The stems of the last words of the type's name and other names: "trail" for "Trail".
  var typeNouns: [String] {
    ([typeName ?? ""] + typeSynonyms).compactMap { name in
      Tokenizer.tokens(name).last { !$0.isFiller }?.stem
    }
  }

  /// What the entries' names say, read in one pass: for each stem of a meaningful word of
  /// their names, how many entries say it; and the stems of the nouns that end names of two
  /// words or more said after no particle, where the query takes any name (see
  /// `PhraseIndex.nameHeads`). A noun that is an entry's whole name is that entry's, and the
  /// words before it what is said of it: "oat latte" is a Caffè Latte (also called "Latte")
  /// with oat, no drink of its own.
  func nameWords() -> (entriesSaying: [String: Int], heads: Set<String>) {
    var entriesSaying: [String: Int] = [:]
    var heads = Set<String>()
    var wholeNames = Set<String>()
    for entry in entries {
      var stems = Set<String>()
      for name in [entry.title] + entry.synonyms {
        let tokens = Tokenizer.tokens(name)
        for token in tokens where !token.isFiller { stems.insert(token.stem) }
        guard acceptsUnknownValues, let last = tokens.last, !last.isFiller else { continue }
        if tokens.count == 1 { wholeNames.insert(last.stem) }
        guard tokens.count > 1,
          !tokens.contains(where: { $0.isFiller || FillerWords.isParticle($0.word) })
        else { continue }
        heads.insert(last.stem)
      }
      for stem in stems { entriesSaying[stem, default: 0] += 1 }
    }
    return (entriesSaying, heads.subtracting(wholeNames))
  }

  /// Creates a vocabulary.
  public init(
    name: String, entries: [Entry], acceptsUnknownValues: Bool = false, typeName: String? = nil,
    typeSynonyms: [String] = []
  ) {
    self.name = name
    self.entries = entries
    self.acceptsUnknownValues = acceptsUnknownValues
    self.typeName = typeName
    self.typeSynonyms = typeSynonyms
  }
}
