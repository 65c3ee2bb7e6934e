/// What leaving each phrase out of its intent showed: per intent, how many of its phrases the
/// rest still reach, and the phrases only their own words reach.
public struct CrossValidationResult: Sendable {
  /// One expanded phrase, matched with its phrase left out of the catalog.
  public struct Phrase: Sendable {
    /// The phrase in template form (`Get conditions for ${trail} in ${applicationName}`).
    public let template: String
    /// The phrase as said.
    public let text: String
    /// Whether the rest of the intent's phrases still reach it.
    public let isReached: Bool
    /// What took it, written as an expectation (`Trails.OpenFavorites`, `nothing`, or
    /// `ambiguous: …`); its own intent when reached.
    public let took: String
  }

  /// One intent's phrases.
  public struct Intent: Sendable {
    /// The app.
    public let app: String
    /// The intent's type name.
    public let intent: String
    /// Its expanded phrases, in source order.
    public let phrases: [Phrase]

    /// How many of its phrases the rest still reach.
    public var reachedCount: Int { phrases.filter(\.isReached).count }
    /// The share of its phrases the rest still reach, 0…1; nil without phrases.
    public var share: Double? {
      phrases.isEmpty ? nil : Double(reachedCount) / Double(phrases.count)
    }
    /// The phrases that only their own words reach.
    public var onlyVerbatim: [Phrase] { phrases.filter { !$0.isReached } }
  }

  /// Every intent with phrases, app by app, in source order.
  public let intents: [Intent]

  /// How many expanded phrases were matched.
  public var phraseCount: Int { intents.reduce(0) { $0 + $1.phrases.count } }
  /// How many of them the rest still reach.
  public var reachedCount: Int { intents.reduce(0) { $0 + $1.reachedCount } }
  /// The share of all expanded phrases the rest still reach, 0…1; nil without phrases.
  public var share: Double? {
    phraseCount == 0 ? nil : Double(reachedCount) / Double(phraseCount)
  }
}
