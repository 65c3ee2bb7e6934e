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

  /// Creates a vocabulary.
  public init(
    name: String, entries: [Entry], acceptsUnknownValues: Bool = false, typeName: String? = nil
  ) {
    self.name = name
    self.entries = entries
    self.acceptsUnknownValues = acceptsUnknownValues
    self.typeName = typeName
  }
}
