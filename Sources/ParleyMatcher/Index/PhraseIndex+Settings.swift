extension PhraseIndex {
  /// The phrase score below which a phrase is not offered for a name a query may confirm (see
  /// ``MatchResult/unconfirmed``; the setting `evidence_threshold`, see ``MatcherSettings``).
  ///
  /// A phrase's score is 0…1: how much of the phrase the utterance says (words weighted by how
  /// much they distinguish intents, the app name, the slot), how much of the utterance the
  /// phrase explains, and how well all the phrases of the intent explain it, with credit for
  /// word order; see `TemplateScorer`. Utterances that share no meaningful word with any phrase
  /// score 0; a phrase that names its app scores at most `TemplateScorer.missingAppNameFactor`
  /// when the utterance names no app.
  /// The ``ScoringModel`` weighs it as the phrase's evidence.
  public static var threshold: Double { MatcherSettings.shared.evidenceThreshold }
  /// Word weights are their rarity over intents raised to this power, which keeps words of a
  /// few intents (verbs, question words) from weighing next to nothing beside names.
  static var rarityExponent: Double { MatcherSettings.shared.rarityExponent }
  /// Two candidates of different intents closer than this make a result ambiguous.
  public static var ambiguityMargin: Double { MatcherSettings.shared.ambiguityMargin }

  /// Within one intent, a phrase whose slot is filled is preferred to a better-scoring phrase
  /// without a slot value when it scores at most this much less.
  static var filledSlotMargin: Double { MatcherSettings.shared.filledSlotMargin }

  /// The weight of an utterance word no phrase uses.
  static var unknownWordWeight: Double { MatcherSettings.shared.unknownWordWeight }
  /// The weight of a filler word no phrase uses ("please", "just"), far below another
  /// unknown word's: it says little of what is asked, so it hardly dilutes what is said.
  static var fillerUnknownWeight: Double { MatcherSettings.shared.fillerUnknownWeight }
  /// The share of its rarity a filler word weighs when a phrase says it: phrases share such
  /// words, so they tell intents apart less than their rarity suggests.
  static var fillerRarity: Double { MatcherSettings.shared.fillerRarity }
  /// The least weight of a phrase word other than a filler or value word: a word every intent
  /// uses still says something of the phrase that says it.
  static var leastRarity: Double { MatcherSettings.shared.leastRarity }
  /// How many retrieved templates are scored in full.
  static var candidatePool: Int { Int(MatcherSettings.shared.candidatePool) }
  /// How much naming an app counts towards retrieving each of its phrases, against a phrase
  /// word's weight: enough that "open trails" reaches Trails's phrases, less than a word of
  /// the phrase said.
  static var appMentionRetrieval: Double { MatcherSettings.shared.appMentionRetrieval }
  /// The share of a vocabulary value's quality that counts towards retrieving the phrases whose
  /// slot takes it: a value is evidence of those phrases, a little less than their own words.
  static var vocabularyRetrieval: Double { MatcherSettings.shared.vocabularyRetrieval }
}
